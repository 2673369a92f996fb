import {html, v} from './helpers.js';
import type {SeedProduct} from './types.js';

export const OTHERS: SeedProduct[] = [
  {
    handle: 'create-your-bundle', title: 'Create Your Own Bundle', type: 'Bundle', tags: ['bundle', 'bundle_builder'], ageDays: 5, sold: 90,
    art: {kind: 'bundle', colors: ['#db2777', '#fdf2f8']},
    descriptionHtml: html('Pick any three everyday essentials and save on your own custom routine.', ['Choose 3 items from toothpaste, brushes and mouthwash', 'Save 20% versus buying separately', 'Your picks are saved as line attributes']),
    variants: [v({Size: '3 items'}, 2499, 999), v({Size: '5 items'}, 3999, 999)],
    recommended: ['summer-freshness-bundle', 'optic-white-bundle'],
  },
  {
    handle: 'total-pro-shield-mouthwash', title: 'Total Pro-Shield Mouthwash', type: 'Mouthwash', tags: ['freshening', 'plaque_removal'], ageDays: 280, sold: 950,
    art: {kind: 'bottle', colors: ['#0284c7', '#e0f2fe']},
    descriptionHtml: html('An alcohol-free antibacterial rinse that keeps working for 12 hours.', ['Cetylpyridinium chloride kills germs that cause bad breath', 'No burn, alcohol-free', 'Rinse with 20 ml for 30 seconds']),
    variants: [v({Flavor: 'Peppermint', Size: '500 ml'}, 799, 100), v({Flavor: 'Spearmint', Size: '500 ml'}, 799, 40), v({Flavor: 'Peppermint', Size: '1 L'}, 1299, 2)],
    recommended: ['total-whitening-toothpaste', 'dental-floss-picks'], ingredients: 'Cetylpyridinium chloride 0.07%; water, glycerin, propylene glycol, flavor',
  },
  {
    handle: 'enamel-repair-mouthwash', title: 'Enamel Repair Fluoride Mouthwash', type: 'Mouthwash', tags: ['sensitivity'], ageDays: 35, sold: 120,
    art: {kind: 'bottle', colors: ['#9333ea', '#f3e8ff']},
    descriptionHtml: html('A daily fluoride rinse that helps rebuild weakened enamel.', ['Helps remineralise enamel', 'Alcohol-free and gentle for sensitive teeth', 'Use after brushing, once a day']),
    variants: [v({Size: '500 ml'}, 899, 50)], recommended: ['total-sensitive-toothpaste'], ingredients: 'Sodium fluoride 0.05%; water, glycerin, poloxamer, flavor',
  },
  {
    handle: 'dental-floss-picks', title: 'Dental Floss Picks', type: 'Floss', tags: ['plaque_removal'], ageDays: 700, sold: 2700,
    art: {kind: 'floss', colors: ['#06b6d4', '#ecfeff']},
    descriptionHtml: html('Shred-resistant floss on an easy-grip pick with a built-in toothpick end.', ['Cleans where brushes can\'t reach', 'Mint-coated floss', 'Travel-friendly']),
    variants: [v({Size: '90 count'}, 399, 240), v({Size: '150 count'}, 599, 110)], recommended: ['expanding-dental-floss', 'total-whitening-toothpaste'],
  },
  {
    handle: 'expanding-dental-floss', title: 'Expanding Dental Floss', type: 'Floss', tags: ['plaque_removal', 'sensitivity'], ageDays: 330, sold: 800,
    art: {kind: 'floss', colors: ['#8b5cf6', '#f5f3ff']},
    descriptionHtml: html('A soft floss that expands as you use it to fill the gaps between teeth.', ['Gentle on gums', 'Waxed for easy gliding', '40 m dispenser']),
    variants: [v({Flavor: 'Mint'}, 349, 150), v({Flavor: 'Unflavored'}, 349, 60)], recommended: ['dental-floss-picks'],
  },
  {
    handle: 'free-gift-travel-toothpaste', title: 'Free Gift: Travel Toothpaste', type: 'Gift', tags: ['free_gift'], ageDays: 50,
    art: {kind: 'tube', colors: ['#f59e0b', '#fef3c7']},
    descriptionHtml: html('A travel-size tube of our Cavity Protection toothpaste, on us.', ['0.85 oz travel size', 'Added automatically with qualifying orders']),
    variants: [v({Size: '0.85 oz'}, 0, 500, {compareAt: 199})],
  },
  {
    handle: 'free-gift-mini-whitening-pen', title: 'Free Gift: Mini Whitening Pen', type: 'Gift', tags: ['free_gift', 'whitening'], ageDays: 50,
    art: {kind: 'pen', colors: ['#f43f5e', '#ffe4e6']},
    descriptionHtml: html('A mini Optic White pen to try whitening on the go — free with qualifying orders.', ['About 10 uses', 'Added automatically with qualifying orders']),
    variants: [v({Size: 'Mini'}, 0, 300, {compareAt: 999})],
  },
];
