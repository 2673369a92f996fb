/**
 * Catalog content owned by the storefront's catalog pages: the bundle builder's
 * configuration, trending searches, the landing sections of the fixed
 * product pages, and variant content (a variant's gallery, order and tags).
 */
import {assetLink, entry, exportSys, idOf, link} from './helpers.js';

const field = (id: string, type: string, required = true, extra: Record<string, unknown> = {}) => ({
  id,
  name: id.replace(/([A-Z])/g, ' $1').replace(/^./, (c) => c.toUpperCase()),
  type,
  localized: false,
  required,
  validations: [] as unknown[],
  disabled: false,
  omitted: false,
  ...extra,
});
const symbols = (id: string, required = true) => field(id, 'Array', required, {items: {type: 'Symbol', validations: []}});
const entries = (id: string, types: string[]) =>
  field(id, 'Array', true, {items: {type: 'Link', linkType: 'Entry', validations: [{linkContentType: types}]}});
const image = (id: string, required = false) =>
  field(id, 'Link', required, {linkType: 'Asset', validations: [{linkMimetypeGroup: ['image']}]});
const images = (id: string, required = false) =>
  field(id, 'Array', required, {items: {type: 'Link', linkType: 'Asset', validations: [{linkMimetypeGroup: ['image']}]}});
const contentType = (id: string, name: string, displayField: string, description: string, fields: unknown[]) => ({
  sys: exportSys('ContentType', id),
  displayField,
  name,
  description,
  fields,
});

export const catalogContentTypes = () => [
  contentType('bundleStep', 'Bundle step', 'title', 'One step of the bundle builder: which products qualify and how many to pick.', [
    field('title', 'Symbol'),
    field('description', 'Text', false),
    symbols('productHandles'),
    field('pick', 'Integer', true, {validations: [{range: {min: 1, max: 5}}]}),
  ]),
  contentType(
    'bundleBuilder',
    'Bundle builder',
    'title',
    'The create-your-bundle page. The discount must match the automatic bundle discount set up in the commerce platform.',
    [
      field('handle', 'Symbol', true, {validations: [{unique: true}]}),
      field('title', 'Symbol'),
      field('intro', 'Text'),
      field('discountPercent', 'Integer', true, {validations: [{range: {min: 0, max: 90}}]}),
      entries('steps', ['bundleStep']),
    ],
  ),
  contentType('trendingSearches', 'Trending searches', 'name', 'Search terms suggested when the search box is empty.', [
    field('name', 'Symbol'),
    symbols('terms'),
  ]),
  contentType('productLanding', 'Product landing', 'handle', 'Extra sections around the purchase box of a fixed product page.', [
    field('handle', 'Symbol', true, {validations: [{unique: true}]}),
    field('eyebrow', 'Symbol', false),
    field('headline', 'Symbol'),
    field('intro', 'Text'),
    field('benefits', 'Object', false),
    field('howToTitle', 'Symbol', false),
    symbols('howToSteps', false),
    field('faqs', 'Object', false),
  ]),
];

/**
 * The variant content type. The build adds it (and its entries and pictures) after everything
 * else, so the entities before it keep their export timestamps.
 */
export const variantContentType = () =>
  contentType(
    'productVariant',
    'Product variant',
    'cmsId',
    "A variant's own gallery, its place among the product's variants, and its tags. Keyed by the variant's custom.cms_id metafield.",
    [
      field('cmsId', 'Symbol', true, {validations: [{unique: true}, {regexp: {pattern: '^[a-z0-9]+(-[a-z0-9]+)*$'}}]}),
      field('product', 'Symbol'),
      field('sort', 'Integer', false, {validations: [{range: {min: 0, max: 999}}]}),
      symbols('tags', false),
      image('imagePrimary'),
      images('images'),
    ],
  );

/** A square gallery picture drawn for a variant (content/src/build.ts draws it into content/assets/). */
export interface VariantPicture {
  id: string;
  alt: string;
  palette: string;
}

/**
 * Variant content: the whitening pen's 2-pack has its own gallery and a tag, and comes first
 * among the pen's sizes. A variant with no entry (or no pictures) keeps its store image.
 */
export const VARIANT_CONTENT: Array<{
  cmsId: string;
  product: string;
  sort?: number;
  tags?: string[];
  pictures?: VariantPicture[];
}> = [
  {
    cmsId: 'optic-white-express-pen-2-pack',
    product: 'optic-white-express-pen',
    sort: 1,
    tags: ['Best value'],
    pictures: [
      {id: 'img-variant-express-pen-2-pack', alt: 'Two Optic White Express Whitening Pens side by side', palette: 'whitening'},
      {id: 'img-variant-express-pen-2-pack-travel', alt: 'One pen at home, one in the travel pouch', palette: 'sensitivity'},
    ],
  },
  {cmsId: 'optic-white-express-pen-single-pen', product: 'optic-white-express-pen', sort: 2},
];

export const BUNDLE_BUILDER = {
  handle: 'create-your-bundle',
  title: 'Create Your Own Bundle',
  intro:
    'Build a routine that fits you: pick a toothpaste, a toothbrush and a finishing touch, and save 15% on all three when you add them as a bundle.',
  discountPercent: 15,
  steps: [
    {
      key: 'toothpaste',
      title: 'Choose your toothpaste',
      description: 'The everyday base of your routine.',
      pick: 1,
      productHandles: [
        'total-whitening-toothpaste',
        'total-sensitive-toothpaste',
        'plaque-pro-release-mint-toothpaste',
        'cavity-protection-toothpaste',
        'fresh-mint-gel-toothpaste',
        'optic-white-advanced-toothpaste',
      ],
    },
    {
      key: 'toothbrush',
      title: 'Choose your toothbrush',
      description: 'Soft bristles that reach the back teeth.',
      pick: 1,
      productHandles: ['charcoal-manual-toothbrush', 'kids-extra-soft-toothbrush', 'kids-battery-toothbrush'],
    },
    {
      key: 'finish',
      title: 'Add a finishing touch',
      description: 'Clean between teeth or rinse for lasting freshness.',
      pick: 1,
      productHandles: ['total-pro-shield-mouthwash', 'enamel-repair-mouthwash', 'dental-floss-picks', 'expanding-dental-floss'],
    },
  ],
};

export const TRENDING_SEARCHES = ['whitening pen', 'sensitive toothpaste', 'kids toothbrush', 'mouthwash', 'replacement heads'];

interface Landing {
  handle: string;
  eyebrow: string;
  headline: string;
  intro: string;
  benefits: Array<{title: string; text: string}>;
  howToTitle: string;
  howToSteps: string[];
  faqs: Array<{question: string; answer: string}>;
}

const KIDS_FAQ = [
  {
    question: 'How much toothpaste should my child use?',
    answer:
      'A smear the size of a grain of rice until age three, then a pea-sized amount from three to six. Encourage spitting rather than rinsing so the fluoride keeps working.',
  },
  {
    question: 'When should kids brush on their own?',
    answer:
      'Most children need help until about seven or eight. Let them go first, then finish the job for them — especially the back teeth.',
  },
];
const WHITENING_FAQ = [
  {
    question: 'Is whitening safe for my enamel?',
    answer: 'Yes. Our whitening formulas use hydrogen peroxide at levels designed for home use and are enamel-safe when used as directed.',
  },
  {
    question: 'Will it whiten crowns or fillings?',
    answer: 'No. Whitening works on natural enamel only, so crowns, veneers and fillings keep their current shade.',
  },
  {
    question: 'What if my teeth feel sensitive?',
    answer: 'Skip a day between treatments and brush with a sensitivity toothpaste. If the feeling lasts, stop and ask your dentist.',
  },
];

export const LANDINGS: Landing[] = [
  {
    handle: 'plaque-pro-release-mint-toothpaste',
    eyebrow: 'PlaquePro Release',
    headline: 'See plaque. Then see it go.',
    intro:
      'A mint toothpaste that lifts plaque from the hard-to-reach spots along the gum line, with fluoride to strengthen enamel every time you brush.',
    benefits: [
      {title: 'Releases stubborn plaque', text: 'Gentle polishing agents loosen the film that builds up between brushings.'},
      {title: 'Fluoride protection', text: 'Strengthens enamel and helps prevent cavities.'},
      {title: 'Cool mint finish', text: 'Leaves the mouth feeling fresh long after brushing.'},
    ],
    howToTitle: 'How to use',
    howToSteps: [
      'Apply a pea-sized amount to a soft toothbrush.',
      'Brush every surface for two minutes, angling the bristles towards the gum line.',
      "Spit, don't rinse, to let the fluoride keep working.",
    ],
    faqs: [
      {question: 'Can I use it every day?', answer: 'Yes — it is designed for twice-daily brushing by adults and children over twelve.'},
      {
        question: 'Is it suitable for sensitive teeth?',
        answer: 'It is low in abrasion, but if you have sensitivity our Total Sensitive Care toothpaste is the better everyday choice.',
      },
    ],
  },
  {
    handle: 'plaque-pro-release-whitening-toothpaste',
    eyebrow: 'PlaquePro Release',
    headline: 'Plaque control with a whiter finish.',
    intro:
      'All the plaque-lifting power of PlaquePro Release, plus whitening polishers that remove new surface stains from coffee, tea and wine.',
    benefits: [
      {title: 'Lifts plaque', text: 'Works along the gum line where plaque hides.'},
      {title: 'Removes surface stains', text: 'Polishes away everyday discolouration for a brighter smile.'},
      {title: 'Enamel safe', text: 'Low-abrasion formula with fluoride for daily use.'},
    ],
    howToTitle: 'How to use',
    howToSteps: [
      'Brush twice a day for two minutes.',
      'Pay extra attention to the front teeth where stains show most.',
      'For faster results, pair it with an Optic White whitening pen.',
    ],
    faqs: WHITENING_FAQ.slice(0, 2),
  },
  {
    handle: 'kids-cavity-protection-bundle',
    eyebrow: 'Kids Bundle',
    headline: 'Brushing time, sorted for the school year.',
    intro:
      'Two tubes of mild-tasting cavity protection toothpaste and two extra-soft brushes sized for small mouths — everything a young smile needs.',
    benefits: [
      {title: 'Fluoride for growing teeth', text: 'The right strength for children aged three and up.'},
      {title: 'Extra-soft bristles', text: 'Kind to gums and baby teeth.'},
      {title: 'Better together', text: 'Save compared with buying each item on its own.'},
    ],
    howToTitle: 'Make it a habit',
    howToSteps: [
      'Brush morning and night for two minutes — sing a song to time it.',
      'Use a pea-sized amount of toothpaste.',
      'Swap the brush every three months or after an illness.',
    ],
    faqs: KIDS_FAQ,
  },
  {
    handle: 'kids-watermelon-burst-bundle',
    eyebrow: 'Kids Bundle',
    headline: 'A juicy flavour they will ask for.',
    intro: 'Watermelon Burst toothpaste that kids actually like, with a battery brush that does the scrubbing for them.',
    benefits: [
      {title: 'Fruity, not minty', text: 'A mild watermelon taste with no harsh bite.'},
      {title: 'Battery-powered brush', text: 'Gentle vibrations make two minutes go faster.'},
      {title: 'Cavity protection', text: 'Fluoride helps keep growing teeth strong.'},
    ],
    howToTitle: 'Make it a habit',
    howToSteps: [
      'Turn the brush on once it is in the mouth.',
      'Move slowly from tooth to tooth for two minutes.',
      'Spit out the toothpaste afterwards — no need to rinse.',
    ],
    faqs: KIDS_FAQ,
  },
  {
    handle: 'optic-white-bundle',
    eyebrow: 'Optic White',
    headline: 'Whiten, then keep it white.',
    intro:
      'An Express whitening pen for visible results, a whitening toothpaste to keep new stains away and a charcoal brush to finish — in one box, for less.',
    benefits: [
      {title: 'Visible results', text: 'The pen targets stains tooth by tooth.'},
      {title: 'Daily maintenance', text: 'Whitening toothpaste stops new stains settling in.'},
      {title: 'Save on the set', text: 'Costs less than buying the three separately.'},
    ],
    howToTitle: 'Your whitening routine',
    howToSteps: [
      'Brush with Optic White Advanced toothpaste.',
      'Paint the pen gel onto dry teeth and wait 30 seconds before closing your mouth.',
      'Repeat nightly for a week, then use the pen for touch-ups.',
    ],
    faqs: WHITENING_FAQ,
  },
  {
    handle: 'optic-white-comfort-fit-kit',
    eyebrow: 'Optic White',
    headline: 'Professional-style whitening, at home.',
    intro:
      'Flexible trays that mould to your teeth and a whitening gel that works while you relax — for a noticeably brighter smile in days.',
    benefits: [
      {title: 'Comfort-fit trays', text: 'Soft, flexible and one size fits most.'},
      {title: 'Deep stain removal', text: 'Reaches below the surface for longer-lasting whitening.'},
      {title: 'Enamel safe', text: 'Formulated for regular at-home use.'},
    ],
    howToTitle: 'How to use',
    howToSteps: [
      'Fill each tray with a thin line of gel.',
      'Wear the trays for 10 minutes once a day.',
      'Rinse the trays and brush gently afterwards.',
    ],
    faqs: WHITENING_FAQ,
  },
  {
    handle: 'optic-white-express-pen',
    eyebrow: 'Optic White',
    headline: 'A brighter smile in your pocket.',
    intro: 'A precise brush-tip pen that paints whitening gel exactly where you want it. No trays, no mess, ready in 30 seconds.',
    benefits: [
      {title: 'Fast', text: 'Apply in seconds, morning or evening.'},
      {title: 'Precise', text: 'The brush tip reaches each tooth individually.'},
      {title: 'Portable', text: 'Slips into a bag for touch-ups on the go.'},
    ],
    howToTitle: 'How to use',
    howToSteps: [
      'Brush your teeth and dry them with a tissue.',
      'Twist the pen until gel appears and paint a thin layer on each tooth.',
      'Keep your lips apart for 30 seconds, then avoid eating or drinking for 15 minutes.',
    ],
    faqs: WHITENING_FAQ,
  },
  {
    handle: 'summer-freshness-bundle',
    eyebrow: 'Limited bundle',
    headline: 'Fresh breath for long summer days.',
    intro:
      'A cooling gel toothpaste, an alcohol-free mouthwash and a pack of floss picks — a three-step routine for breath that stays fresh from beach to barbecue.',
    benefits: [
      {title: 'Three-step freshness', text: 'Brush, floss and rinse for a complete clean.'},
      {title: 'Alcohol-free rinse', text: 'Kills germs that cause bad breath without the burn.'},
      {title: 'Travel friendly', text: 'Floss picks fit in any beach bag.'},
    ],
    howToTitle: 'Your fresh routine',
    howToSteps: [
      'Brush for two minutes with Fresh Mint Gel.',
      'Floss between every tooth with a floss pick.',
      'Rinse with 20 ml of mouthwash for 30 seconds.',
    ],
    faqs: [
      {question: 'Is the mouthwash suitable for children?', answer: 'It is recommended for ages twelve and up.'},
      {question: 'How long does the bundle last?', answer: 'About a month for one person brushing twice a day.'},
    ],
  },
  {
    handle: 'trick-or-teeth-bundle',
    eyebrow: 'Halloween special',
    headline: 'Treats in, cavities out.',
    intro: 'A spooky-season kit with strawberry toothpaste, an extra-soft brush and a glow-in-the-dark timer to keep candy cavities away.',
    benefits: [
      {title: 'Glow-in-the-dark timer', text: 'Two minutes of brushing that feels like a game.'},
      {title: 'Kid-approved flavour', text: 'Mild strawberry, no strong mint.'},
      {title: 'A healthier treat', text: 'A gift that helps after the candy haul.'},
    ],
    howToTitle: 'After trick-or-treating',
    howToSteps: [
      'Have sweets with a meal rather than grazing all evening.',
      'Drink water afterwards to wash away sugar.',
      'Brush before bed, timed by the glowing timer.',
    ],
    faqs: KIDS_FAQ.slice(0, 1),
  },
];

export const shopCatalogEntries = () => [
  ...BUNDLE_BUILDER.steps.map((step) =>
    entry('bundleStep', idOf('bundleStep', step.key), {
      title: step.title,
      description: step.description,
      productHandles: step.productHandles,
      pick: step.pick,
    }),
  ),
  entry('bundleBuilder', idOf('bundleBuilder', BUNDLE_BUILDER.handle), {
    handle: BUNDLE_BUILDER.handle,
    title: BUNDLE_BUILDER.title,
    intro: BUNDLE_BUILDER.intro,
    discountPercent: BUNDLE_BUILDER.discountPercent,
    steps: BUNDLE_BUILDER.steps.map((step) => link(idOf('bundleStep', step.key))),
  }),
  entry('trendingSearches', idOf('trendingSearches', 'main'), {name: 'main', terms: TRENDING_SEARCHES}),
  ...LANDINGS.map((l) => entry('productLanding', idOf('productLanding', l.handle), {...l})),
];

export const variantEntries = () =>
  VARIANT_CONTENT.map((v) =>
    entry('productVariant', idOf('productVariant', v.cmsId), {
      cmsId: v.cmsId,
      product: v.product,
      sort: v.sort,
      tags: v.tags,
      imagePrimary: v.pictures?.[0] ? assetLink(v.pictures[0].id) : undefined,
      images: v.pictures?.length ? v.pictures.map((p) => assetLink(p.id)) : undefined,
    }),
  );
