import {FLUORIDE, PASTE_BASE, html, v} from './helpers.js';
import type {SeedProduct} from './types.js';

const KIDS_FLUORIDE = 'Sodium fluoride 0.24% (0.14% w/v fluoride ion)';

export const PASTES: SeedProduct[] = [
  {
    handle: 'total-whitening-toothpaste', title: 'Total Whitening Toothpaste', type: 'Toothpaste',
    tags: ['whitening', 'plaque_removal', 'subscription', 'toothpaste'], ageDays: 350, sold: 2100, plans: 'paste',
    art: {kind: 'tube', colors: ['#7c3aed', '#f3e8ff']},
    descriptionHtml: html('Whole-mouth protection that whitens as it cleans.', ['Fights bacteria on teeth, tongue, cheeks and gums', 'Removes surface stains', 'Helps prevent cavities and tartar']),
    variants: [v({Size: '4.8 oz'}, 599, 160), v({Size: '2-pack'}, 1099, 60, {compareAt: 1198}), v({Size: '3-pack'}, 1549, 0)],
    recommended: ['total-pro-shield-mouthwash', 'total-sensitive-toothpaste', 'dental-floss-picks'],
    ingredients: `Stannous fluoride 0.454%; ${PASTE_BASE}`,
  },
  {
    handle: 'total-sensitive-toothpaste', title: 'Total Sensitive Care Toothpaste', type: 'Toothpaste',
    tags: ['sensitivity', 'subscription', 'toothpaste'], ageDays: 320, sold: 1400, plans: 'paste',
    art: {kind: 'tube', colors: ['#2563eb', '#dbeafe']},
    descriptionHtml: html('Builds lasting protection against sensitivity to hot and cold.', ['Potassium nitrate calms sensitive nerves', 'Fluoride strengthens enamel', 'Use twice a day for at least 2 weeks for best results']),
    variants: [v({Flavor: 'Clean Mint', Size: '3.4 oz'}, 749, 90), v({Flavor: 'Gentle Whitening', Size: '3.4 oz'}, 799, 1)],
    recommended: ['pro-clinical-sonic-toothbrush', 'total-whitening-toothpaste'],
    ingredients: `Potassium nitrate 5%; ${FLUORIDE}; ${PASTE_BASE}`,
  },
  {
    handle: 'plaque-pro-release-mint-toothpaste', title: 'PlaquePro Release Mint Toothpaste', type: 'Toothpaste',
    tags: ['plaque_removal', 'freshening', 'subscription', 'toothpaste'], ageDays: 40, sold: 380, plans: 'paste',
    art: {kind: 'tube', colors: ['#059669', '#d1fae5']},
    descriptionHtml: html('Goes beyond brushing to break down stubborn plaque build-up.', ['Stannous fluoride formula', 'Clinically shown plaque reduction in 2 weeks', 'Cooling mint flavour']),
    variants: [v({Size: '3.0 oz'}, 799, 75), v({Size: '4.8 oz'}, 1049, 28)],
    recommended: ['plaque-pro-release-whitening-toothpaste', 'hum-smart-toothbrush'],
    ingredients: `Stannous fluoride 0.454%; ${PASTE_BASE}`,
  },
  {
    handle: 'cavity-protection-toothpaste', title: 'Cavity Protection Toothpaste', type: 'Toothpaste',
    tags: ['subscription', 'toothpaste'], ageDays: 800, sold: 3200, plans: 'paste',
    art: {kind: 'tube', colors: ['#e11d48', '#fff1f2']},
    descriptionHtml: html('The everyday fluoride toothpaste families have trusted for decades.', ['Strengthens enamel with active fluoride', 'Great regular flavour', 'ADA-style daily protection']),
    variants: [v({Size: '6.0 oz'}, 349, 300), v({Size: '2-pack'}, 649, 120), v({Size: '6-pack'}, 1799, 40, {compareAt: 2094})],
    recommended: ['kids-cavity-protection-toothpaste', 'charcoal-manual-toothbrush'],
    ingredients: `Sodium monofluorophosphate 0.76%; dicalcium phosphate dihydrate, water, glycerin, sodium lauryl sulfate, flavor`,
  },
  {
    handle: 'fresh-mint-gel-toothpaste', title: 'Fresh Mint Gel Toothpaste', type: 'Toothpaste',
    tags: ['freshening', 'toothpaste'], ageDays: 220, sold: 900,
    art: {kind: 'tube', colors: ['#10b981', '#ecfdf5']},
    descriptionHtml: html('A sparkling blue-green gel with breath-freshening micro-crystals.', ['Fights cavities with fluoride', 'Freshens breath for hours', 'Smooth, non-gritty gel']),
    variants: [v({Flavor: 'Cool Mint'}, 399, 130), v({Flavor: 'Spearmint'}, 399, 64), v({Flavor: 'Peppermint'}, 399, 0)],
    recommended: ['total-pro-shield-mouthwash', 'fresh-breath-bundle'],
    ingredients: `${FLUORIDE}; ${PASTE_BASE}`,
  },
  {
    handle: 'kids-cavity-protection-toothpaste', title: 'Kids Cavity Protection Toothpaste', type: 'Toothpaste',
    tags: ['age:kids', 'subscription', 'toothpaste'], ageDays: 420, sold: 1300, plans: 'paste',
    art: {kind: 'kids-tube', colors: ['#3b82f6', '#fde047']},
    descriptionHtml: html('A mild, kid-approved fluoride toothpaste for ages 2 and up.', ['Mild bubble fruit flavour', 'Strengthens growing enamel', 'Use a pea-sized amount']),
    variants: [v({Flavor: 'Bubble Fruit', Size: '4.6 oz'}, 399, 110), v({Flavor: 'Mild Mint', Size: '4.6 oz'}, 399, 45)],
    recommended: ['kids-extra-soft-toothbrush', 'kids-cavity-protection-bundle'],
    ingredients: `${KIDS_FLUORIDE}; ${PASTE_BASE}`,
  },
  {
    handle: 'kids-watermelon-burst-toothpaste', title: 'Kids Watermelon Burst Toothpaste', type: 'Toothpaste',
    tags: ['age:kids', 'toothpaste'], ageDays: 90, sold: 640,
    art: {kind: 'kids-tube', colors: ['#22c55e', '#fb7185']},
    descriptionHtml: html('Juicy watermelon flavour that makes brushing something kids look forward to.', ['Anticavity fluoride', 'Sparkly gel kids love', 'No artificial sweeteners beyond saccharin']),
    variants: [v({Size: '4.6 oz'}, 449, 85), v({Size: '2-pack'}, 799, 3)],
    recommended: ['kids-battery-toothbrush', 'kids-watermelon-burst-bundle'],
    ingredients: `${KIDS_FLUORIDE}; ${PASTE_BASE}`,
  },
  {
    handle: 'kids-strawberry-toothpaste', title: 'Kids Strawberry Toothpaste', type: 'Toothpaste',
    tags: ['age:kids', 'subscription', 'toothpaste'], ageDays: 75, sold: 480, plans: 'paste',
    art: {kind: 'kids-tube', colors: ['#ef4444', '#fecdd3']},
    descriptionHtml: html('Gentle strawberry flavour for little brushers who are not fans of mint.', ['Fluoride protection for baby and adult teeth', 'SLS-free, low-foam formula', 'For ages 2 and up']),
    variants: [v({Size: '4.2 oz'}, 449, 70)],
    recommended: ['hum-kids-smart-toothbrush', 'kids-extra-soft-toothbrush'],
    ingredients: `${KIDS_FLUORIDE}; water, sorbitol, hydrated silica, xylitol, natural strawberry flavor`,
  },
];
