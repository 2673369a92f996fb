import {html, v} from './helpers.js';
import type {SeedProduct} from './types.js';

const bundle = (
  handle: string, title: string, tags: string[], colors: [string, string], price: number, compareAt: number,
  inventory: number, ageDays: number, intro: string, contents: string[], recommended: string[], kind: 'bundle' | 'gift' = 'bundle',
): SeedProduct => ({
  handle, title, type: kind === 'gift' ? 'Gift' : 'Bundle', tags: ['bundle', ...tags], ageDays, art: {kind, colors},
  descriptionHtml: html(intro, contents, 'Bundle savings are already applied to the price.'),
  variants: [v({Title: 'Default Title'}, price, inventory, {compareAt})], recommended, sold: Math.round(2000 / (ageDays / 10 + 1)),
});

export const BUNDLES: SeedProduct[] = [
  bundle('optic-white-bundle', 'Optic White Whitening Bundle', ['whitening', 'student'], ['#dc2626', '#fef2f2'], 2999, 3697, 40, 80,
    'Everything you need for a brighter smile in one box.', ['Optic White Advanced Toothpaste 3.2 oz', 'Optic White Express Whitening Pen', 'Charcoal Manual Toothbrush'], ['optic-white-express-pen', 'optic-white-complete-kit-bundle']),
  bundle('whitening-pen-duo-bundle', 'Whitening Pen Duo Bundle', ['whitening'], ['#0ea5e9', '#eff6ff'], 3699, 4298, 20, 55,
    'Day and night whitening: the Express pen for mornings, the Overnight pen for bedtime.', ['Optic White Express Whitening Pen', 'Optic White Overnight Whitening Pen'], ['optic-white-express-pen', 'optic-white-overnight-pen']),
  bundle('optic-white-complete-kit-bundle', 'Optic White Complete Kit Bundle', ['whitening'], ['#7c3aed', '#f5f3ff'], 8999, 11497, 10, 25,
    'Our complete whitening routine, from deep treatment to daily maintenance.', ['Optic White Comfort Fit Whitening Kit', 'Optic White Express Whitening Pen', 'Optic White Renewal Toothpaste'], ['optic-white-pro-led-kit', 'optic-white-bundle']),
  bundle('hum-family-bundle', 'hum Family Bundle', ['plaque_removal', 'cart_free_shipping'], ['#14b8a6', '#fef3c7'], 12999, 15996, 8, 130,
    'Smart brushing for the whole family, with free shipping.', ['2 × hum Smart Electric Toothbrush', '2 × hum Kids Smart Toothbrush'], ['hum-replacement-brush-heads', 'hum-kids-replacement-brush-heads']),
  bundle('hum-couples-bundle', 'hum Couples Bundle', ['plaque_removal'], ['#2563eb', '#fce7f3'], 12499, 13998, 14, 160,
    'Two hum smart toothbrushes — one for you, one for your favourite person.', ['2 × hum Smart Electric Toothbrush', '2 × replacement brush heads'], ['hum-replacement-brush-heads', 'hum-travel-charger']),
  bundle('summer-freshness-bundle', 'Summer Freshness Bundle', ['freshening'], ['#f97316', '#ecfeff'], 1999, 2497, 30, 20,
    'Stay fresh all summer long.', ['Fresh Mint Gel Toothpaste', 'Total Pro-Shield Mouthwash 500 ml', 'Dental Floss Picks (90)'], ['fresh-breath-bundle', 'total-mouthwash-duo']),
  bundle('fresh-breath-bundle', 'Fresh Breath Bundle', ['freshening'], ['#10b981', '#f0fdf4'], 1799, 2197, 25, 70,
    'A three-step routine for breath that stays fresh.', ['Fresh Mint Gel Toothpaste', 'Total Pro-Shield Mouthwash', 'Expanding Dental Floss'], ['total-pro-shield-mouthwash', 'summer-freshness-bundle']),
  bundle('total-mouthwash-duo', 'Total Mouthwash Duo', ['freshening', 'plaque_removal'], ['#0284c7', '#e0f2fe'], 1499, 1798, 2, 85,
    'Two bottles of our alcohol-free Pro-Shield rinse.', ['2 × Total Pro-Shield Mouthwash 500 ml'], ['total-pro-shield-mouthwash', 'fresh-breath-bundle']),
  bundle('kids-cavity-protection-bundle', 'Kids Cavity Protection Bundle', ['age:kids'], ['#3b82f6', '#fef9c3'], 1299, 1596, 35, 210,
    'Back-to-school basics for healthy little smiles.', ['2 × Kids Cavity Protection Toothpaste', '2 × Kids Extra Soft Toothbrush'], ['kids-cavity-protection-toothpaste', 'hum-kids-smart-toothbrush']),
  bundle('kids-watermelon-burst-bundle', 'Kids Watermelon Burst Bundle', ['age:kids'], ['#22c55e', '#ffe4e6'], 1599, 1946, 18, 65,
    'A juicy brushing kit kids actually ask for.', ['2 × Kids Watermelon Burst Toothpaste', 'Kids Battery Toothbrush'], ['kids-watermelon-burst-toothpaste', 'kids-battery-toothbrush']),
  bundle('trick-or-teeth-bundle', 'Trick-or-Teeth Bundle', ['holiday', 'age:kids'], ['#ea580c', '#1f2937'], 1499, 1897, 22, 15,
    'A spooky-season kit to keep candy cavities away.', ['Kids Strawberry Toothpaste', 'Kids Extra Soft Toothbrush', 'Glow-in-the-dark timer'], ['kids-strawberry-toothpaste'], 'gift'),
  bundle('holiday-smile-gift-set', 'Holiday Smile Gift Set', ['holiday', 'whitening'], ['#b91c1c', '#dcfce7'], 3999, 4997, 16, 10,
    'A festive gift box for the brightest smile at the party.', ['Optic White Express Whitening Pen', 'Optic White Advanced Toothpaste', 'Charcoal Manual Toothbrush'], ['optic-white-bundle'], 'gift'),
  bundle('stocking-stuffer-kit', 'Stocking Stuffer Kit', ['holiday'], ['#15803d', '#fee2e2'], 999, 1297, 0, 12,
    'Small, useful and fun: a travel-ready oral-care kit.', ['Travel toothpaste', 'Folding toothbrush', 'Dental Floss Picks (30)'], ['holiday-smile-gift-set'], 'gift'),
  bundle('hum-holiday-gift-bundle', 'hum Holiday Gift Bundle', ['holiday', 'plaque_removal'], ['#0f766e', '#fee2e2'], 8999, 10497, 6, 8,
    'Give the gift of smarter brushing this season.', ['hum Smart Electric Toothbrush', 'hum Travel Charger', '2 × replacement brush heads'], ['hum-replacement-brush-heads'], 'gift'),
];
