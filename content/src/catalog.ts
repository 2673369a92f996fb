import {assetLink, entry, idOf, link} from './helpers.js';

interface CategorySpec {
  handle: string;
  label: string;
  description: string;
  products: string[];
  subCategories?: string[];
  parent?: string;
  accentColor?: string;
  image?: string;
  seoDescription: string;
}

/** Category handles and their product handles; the lists and their order match the commerce catalog. */
export const CATEGORIES: CategorySpec[] = [
  {
    handle: 'all',
    label: 'All Products',
    description:
      'Everything we sell for a healthier, brighter smile: whitening kits and pens, smart and manual toothbrushes, toothpaste for adults and kids, and money-saving bundles.',
    products: [],
    image: 'all',
    accentColor: '#15803d',
    seoDescription:
      'Shop every oral-care product in one place: whitening, toothbrushes, toothpaste and bundles, with free shipping on orders over $25.',
  },
  {
    handle: 'colgate-teeth-whitening',
    label: 'Teeth Whitening',
    description:
      'Lift surface stains and brighten your smile at home with whitening pens, tray kits, LED kits and everyday whitening toothpaste.',
    products: [],
    subCategories: ['whitening-treatments', 'whitening-toothpaste', 'whitening-bundles'],
    image: 'whitening',
    accentColor: '#4338ca',
    seoDescription:
      'At-home teeth whitening: pens, comfort-fit tray kits, LED kits and whitening toothpaste. Enamel-safe formulas, visible results.',
  },
  {
    handle: 'whitening-treatments',
    parent: 'colgate-teeth-whitening',
    label: 'Whitening Treatments',
    description:
      'Targeted treatments that work beyond brushing: paint-on pens for quick touch-ups, overnight serum and tray or LED kits for a deeper result.',
    products: ['optic-white-comfort-fit-kit', 'optic-white-express-pen', 'optic-white-overnight-pen', 'optic-white-pro-led-kit'],
    seoDescription: 'Whitening pens, overnight treatments and LED tray kits for brighter teeth at home.',
  },
  {
    handle: 'whitening-toothpaste',
    parent: 'colgate-teeth-whitening',
    label: 'Whitening Toothpaste',
    description:
      'Daily toothpastes that polish away new stains while they protect against cavities, so whitening fits into your normal brushing routine.',
    products: [
      'optic-white-advanced-toothpaste',
      'optic-white-renewal-toothpaste',
      'plaque-pro-release-whitening-toothpaste',
      'optic-white-charcoal-toothpaste',
    ],
    seoDescription: 'Fluoride whitening toothpastes that remove surface stains and protect against cavities.',
  },
  {
    handle: 'whitening-bundles',
    parent: 'colgate-teeth-whitening',
    label: 'Whitening Bundles',
    description: 'Treatment and toothpaste paired up, so you can whiten and then keep the result for less than buying each on its own.',
    products: ['optic-white-bundle', 'whitening-pen-duo-bundle'],
    seoDescription: 'Save on whitening pens and toothpaste bought together.',
  },
  {
    handle: 'colgate-smart-toothbrushes',
    label: 'Toothbrushes',
    description:
      'Smart, sonic, battery and manual toothbrushes for adults and kids, plus replacement heads, chargers and a brush-head subscription.',
    products: [],
    subCategories: ['adult-toothbrushes', 'kids-toothbrushes', 'toothbrush-replacement-heads-and-chargers', 'toothbrush-bundles'],
    image: 'toothbrushes',
    accentColor: '#0e7490',
    seoDescription: 'Smart and electric toothbrushes with app coaching, manual brushes, kids brushes and replacement heads.',
  },
  {
    handle: 'adult-toothbrushes',
    parent: 'colgate-smart-toothbrushes',
    label: 'Adult Toothbrushes',
    description: 'From a connected brush that maps the spots you miss to a soft charcoal manual brush: pick the clean that suits you.',
    products: ['hum-smart-toothbrush', 'hum-smart-battery-toothbrush', 'pro-clinical-sonic-toothbrush', 'charcoal-manual-toothbrush'],
    seoDescription: 'Smart, sonic, battery and manual toothbrushes for adults.',
  },
  {
    handle: 'kids-toothbrushes',
    parent: 'colgate-smart-toothbrushes',
    label: 'Kids Toothbrushes',
    description: 'Small heads, extra-soft bristles and games that turn two minutes of brushing into something kids want to do.',
    products: ['hum-kids-smart-toothbrush', 'kids-battery-toothbrush', 'kids-extra-soft-toothbrush'],
    seoDescription: 'Kids smart, battery and extra-soft toothbrushes sized for small mouths.',
  },
  {
    handle: 'toothbrush-replacement-heads-and-chargers',
    parent: 'colgate-smart-toothbrushes',
    label: 'Replacement Heads & Chargers',
    description:
      'Fresh heads every three months keep bristles effective. Stock up, add a travel charger or subscribe and never think about it again.',
    products: ['hum-replacement-brush-heads', 'hum-kids-replacement-brush-heads', 'hum-travel-charger', 'hum-brush-head-subscription'],
    seoDescription: 'Replacement brush heads, chargers and a brush-head subscription for smart toothbrushes.',
  },
  {
    handle: 'toothbrush-bundles',
    parent: 'colgate-smart-toothbrushes',
    label: 'Toothbrush Bundles',
    description: 'Brushes for the whole household at a bundle price, with matching heads so everyone knows which one is theirs.',
    products: ['hum-family-bundle', 'hum-couples-bundle'],
    seoDescription: 'Smart toothbrush bundles for couples and families.',
  },
  {
    handle: 'colgate-toothpaste',
    label: 'Toothpaste',
    description:
      'Fluoride toothpastes for cavity protection, sensitivity relief, plaque control and fresh breath, plus flavours kids actually like.',
    products: [],
    subCategories: ['adult-toothpaste', 'kids-toothpaste'],
    image: 'toothpaste',
    accentColor: '#be123c',
    seoDescription: 'Fluoride toothpaste for adults and kids: whitening, sensitivity, plaque and cavity protection.',
  },
  {
    handle: 'adult-toothpaste',
    parent: 'colgate-toothpaste',
    label: 'Adult Toothpaste',
    description:
      'Everyday formulas for every need: whole-mouth protection, gentle relief for sensitive teeth, plaque release and a cool gel for fresh breath.',
    products: [
      'total-whitening-toothpaste',
      'total-sensitive-toothpaste',
      'plaque-pro-release-mint-toothpaste',
      'cavity-protection-toothpaste',
      'fresh-mint-gel-toothpaste',
    ],
    seoDescription: 'Adult fluoride toothpastes for sensitivity, plaque, cavities and fresh breath.',
  },
  {
    handle: 'kids-toothpaste',
    parent: 'colgate-toothpaste',
    label: 'Kids Toothpaste',
    description: 'Mild fruity flavours with the fluoride growing teeth need. Use a pea-sized amount for children aged three to six.',
    products: ['kids-cavity-protection-toothpaste', 'kids-watermelon-burst-toothpaste', 'kids-strawberry-toothpaste'],
    seoDescription: 'Kids fluoride toothpaste in watermelon, strawberry and mild mint.',
  },
  {
    handle: 'colgate-oral-care-bundles',
    label: 'Bundles',
    description: 'Our favourite combinations at a better price: freshening kits, whitening sets, toothbrush bundles and kids packs.',
    products: ['kids-cavity-protection-bundle', 'kids-watermelon-burst-bundle'],
    subCategories: ['freshening-bundles', 'teeth-whitening-bundles', 'toothbrush-bundles'],
    image: 'bundles',
    accentColor: '#b45309',
    seoDescription: 'Save with oral-care bundles: fresh breath, whitening, toothbrush and kids sets.',
  },
  {
    handle: 'freshening-bundles',
    parent: 'colgate-oral-care-bundles',
    label: 'Freshening Bundles',
    description: 'Toothpaste and mouthwash together for breath that stays fresh from the morning meeting to the evening out.',
    products: ['summer-freshness-bundle', 'fresh-breath-bundle', 'total-mouthwash-duo'],
    seoDescription: 'Fresh-breath bundles with toothpaste and mouthwash.',
  },
  {
    handle: 'teeth-whitening-bundles',
    parent: 'colgate-oral-care-bundles',
    label: 'Teeth Whitening Bundles',
    description: 'Everything for a whitening routine in one box: treatment to lift stains and toothpaste to keep them away.',
    products: ['optic-white-bundle', 'whitening-pen-duo-bundle', 'optic-white-complete-kit-bundle'],
    seoDescription: 'Teeth whitening bundles: pens, kits and toothpaste together.',
  },
  {
    handle: 'holiday-gifts',
    label: 'Holiday Gifts',
    description:
      'Gifts that make people smile, literally: festive sets, stocking stuffers and smart toothbrush gift bundles, ready to wrap.',
    products: ['trick-or-teeth-bundle', 'holiday-smile-gift-set', 'stocking-stuffer-kit', 'hum-holiday-gift-bundle'],
    image: 'holiday',
    accentColor: '#b91c1c',
    seoDescription: 'Oral-care holiday gifts: gift sets, stocking stuffers and smart toothbrush bundles.',
  },
];

/** The top-level categories in menu order (everything without a parent). */
export const TOP_LEVEL = CATEGORIES.filter((c) => !c.parent);

export const categoryEntries = () =>
  CATEGORIES.map((c) => {
    const parentOrder = c.parent ? CATEGORIES.find((p) => p.handle === c.parent)!.subCategories!.indexOf(c.handle) : TOP_LEVEL.indexOf(c);
    return entry('category', idOf('category', c.handle), {
      handle: c.handle,
      label: c.label,
      description: c.description,
      parentCategory: c.parent ? link(idOf('category', c.parent)) : undefined,
      products: c.products,
      subCategories: c.subCategories?.map((h) => link(idOf('category', h))) ?? [],
      accentColor: c.accentColor,
      sortOrder: (parentOrder + 1) * 10,
      seoTitle: `${c.label} | Oral Care Shop`,
      seoDescription: c.seoDescription,
      image: c.image ? assetLink(`img-category-${c.image}-tablet-small`) : undefined,
    });
  });
