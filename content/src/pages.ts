import {assetLink, entry, idOf, link} from './helpers.js';
import {staticAssetId} from './marketing.js';

/**
 * Landing pages built from sections, the contact form texts and the
 * whitening quiz. Entry ids: `<type>-<page>-<n>` for sections.
 */

const hero = (
  key: string,
  f: {title: string; subtitle: string; ctaLabel: string; ctaLink: string; image: string; theme?: 'light' | 'dark'},
) => entry('hero', idOf('hero', key), {...f, image: link(idOf('staticImage', f.image)), theme: f.theme ?? 'light'});

const mediaText = (
  key: string,
  f: {title: string; body: string; image: string; imagePosition?: 'left' | 'right'; ctaLabel?: string; ctaLink?: string},
) => entry('sectionMediaText', idOf('sectionMediaText', key), {...f, image: assetLink(f.image), imagePosition: f.imagePosition ?? 'right'});

const features = (key: string, title: string, intro: string | undefined, list: Array<[string, string]>) =>
  entry('sectionFeatureGrid', idOf('sectionFeatureGrid', key), {title, intro, features: list.map(([t, body]) => ({title: t, body}))});

const faq = (key: string, title: string, items: Array<[string, string]>) =>
  entry('sectionFaq', idOf('sectionFaq', key), {title, items: items.map(([question, answer]) => ({question, answer}))});

const products = (key: string, title: string, intro: string | undefined, productHandles: string[]) =>
  entry('sectionProductGrid', idOf('sectionProductGrid', key), {title, intro, productHandles});

const video = (key: string, f: {title: string; videoUrl: string; poster: string; caption: string; transcript?: string}) =>
  entry('sectionVideo', idOf('sectionVideo', key), {...f, poster: assetLink(f.poster)});

const page = (
  slug: string,
  f: {title: string; seoTitle: string; seoDescription: string; sections: string[]; availableFrom?: string; availableUntil?: string},
) => entry('landingPage', idOf('landingPage', slug), {slug, ...f, sections: f.sections.map(link)});

const HUM = [
  hero('hum-app', {
    title: 'Your brushing coach, in your pocket',
    subtitle:
      'The hum app pairs with your smart toothbrush to show where you brushed, where you missed and how your habits improve week by week.',
    ctaLabel: 'Shop Smart Toothbrushes',
    ctaLink: '/products/colgate-smart-toothbrushes',
    image: 'category-toothbrushes',
  }),
  features(
    'hum-app-benefits',
    'What the app does for you',
    'Sensors in the handle track motion and pressure; the app turns that into simple, friendly feedback.',
    [
      ['Coverage map', 'See all sixteen zones of your mouth light up as you brush, so the back molars never get skipped again.'],
      ['Pressure alerts', 'Brushing too hard wears enamel and irritates gums. The app tells you the moment you press too firmly.'],
      ['Two-minute timer', 'A gentle pulse every 30 seconds tells you when to move to the next quarter of your mouth.'],
      ['Streaks and rewards', 'Build a daily habit with streaks and earn points you can put toward brush heads and toothpaste.'],
      ['Kids mode', 'Games and characters make brushing fun for children, with progress parents can see.'],
      [
        'Refill reminders',
        'The app counts your brushing sessions and reminds you when it is time for a fresh head, about every three months.',
      ],
    ],
  ),
  mediaText('hum-app-pairing', {
    title: 'Pair in under a minute',
    body: `1. Download the free hum app for iOS or Android.
2. Press and hold the power button on your brush until the light blinks blue.
3. Open the app and follow the prompts. Your brush remembers the pairing, so you only do this once.

Your brush works perfectly well without the phone nearby: sessions are stored on the handle and sync the next time you open the app.`,
    image: staticAssetId('category-toothbrushes', 'tabletSmall'),
    imagePosition: 'left',
  }),
  video('hum-app-guide', {
    title: 'See a guided session',
    videoUrl: '/assets/media/hum-brushing-guide.webm',
    poster: staticAssetId('home-hero', 'tabletSmall'),
    caption: 'A guided two-minute session: the coverage map fills in zone by zone.',
    transcript:
      'The brush pulses every thirty seconds. Each quarter of the mouth lights up on the coverage map as it is cleaned. At two minutes the session ends and the app shows your score.',
  }),
  products('hum-app-brushes', 'Brushes that work with the app', undefined, [
    'hum-smart-toothbrush',
    'hum-smart-battery-toothbrush',
    'hum-kids-smart-toothbrush',
    'hum-replacement-brush-heads',
  ]),
  faq('hum-app', 'App questions', [
    [
      'Is the app free?',
      'Yes. The hum app is free to download and has no subscription. Optional brush-head deliveries are billed separately.',
    ],
    [
      'Which phones are supported?',
      'iPhones running iOS 15 or later and Android phones running Android 10 or later with Bluetooth Low Energy.',
    ],
    [
      'What data does the app collect?',
      'Brushing sessions, device details and basic usage data. You can read exactly what and why in our [app privacy notice](/app-privacy), and delete your data from the app settings at any time.',
    ],
    [
      'Can my family share one phone?',
      'Yes. Add a profile for each person and pair each brush to its own profile. Children under 13 use kids mode, covered by our [kids app privacy notice](/kids-app-privacy).',
    ],
  ]),
];

const RETURNS = [
  hero('returns', {
    title: 'Returns & warranty',
    subtitle: 'Not happy? Send it back within 30 days. Smart toothbrush handles are covered for two years.',
    ctaLabel: 'Contact Support',
    ctaLink: '/contact-us',
    image: 'category-all',
  }),
  mediaText('returns-policy', {
    title: 'Our 30-day return promise',
    body: `You can return unopened items within **30 days** of delivery for a full refund to your original payment method.

For hygiene reasons we cannot take back opened toothpaste, used brush heads or opened whitening gel, **unless the product arrived damaged or faulty**. In that case we will replace it or refund you, whichever you prefer.

Refunds are issued within 5 business days of the return reaching us. Original shipping costs are refunded when the return is because of our mistake.`,
    image: staticAssetId('category-bundles', 'tabletSmall'),
  }),
  features('returns-steps', 'How to return an item', undefined, [
    ['1. Tell us', 'Use our contact form with your order number and the items you want to return. We reply within one business day.'],
    ['2. Pack it', 'Use the original box if you have it. Include a note with your order number.'],
    ['3. Ship it', 'Print the prepaid label we email you and drop the parcel at any carrier location.'],
    ['4. Get your refund', 'We email you as soon as it is processed, usually within 5 business days of arrival.'],
  ]),
  faq('returns', 'Warranty questions', [
    [
      'What does the two-year warranty cover?',
      'Defects in materials and workmanship of smart and electric toothbrush handles and chargers for two years from delivery. Brush heads, batteries worn by normal use and damage from drops or water inside the charger are not covered.',
    ],
    [
      'How do I make a warranty claim?',
      'Send us your order number, a short description and, if you can, a photo or short video of the problem through the [contact form](/contact-us-email). If the fault is covered, we send a replacement handle at no cost.',
    ],
    [
      'Do I need my receipt?',
      'Not for orders placed on this shop: your order number is enough. For gifts, ask the buyer for the order number or send us the packing slip.',
    ],
    [
      'Can I exchange a whitening kit for another one?',
      'Yes, as long as it is unopened and within 30 days. Tell us which kit you would like and we will swap it.',
    ],
  ]),
];

const OPTIC = [
  hero('opticobsessed', {
    title: '#OpticObsessed',
    subtitle: 'A brighter smile, your way: pens for quick touch-ups, LED kits for deeper results and toothpaste to keep it up.',
    ctaLabel: 'Take the Whitening Quiz',
    ctaLink: '/whitening-product-quiz',
    image: 'category-whitening',
    theme: 'dark',
  }),
  features('opticobsessed-why', 'Why people are obsessed', undefined, [
    ['Visible results', 'Our peroxide pens and kits lift deep stains, not just the surface ones toothpaste can reach.'],
    ['Enamel-safe', 'Formulas are tested to whiten without harming enamel when used as directed.'],
    ['Made for routines', 'Pens fit in a pocket; overnight formulas work while you sleep; LED kits take ten minutes a day.'],
  ]),
  mediaText('opticobsessed-tips', {
    title: 'Keep your results longer',
    body: `- Rinse with water after coffee, tea or red wine.
- Drink dark drinks through a straw when you can.
- Brush twice a day with a whitening toothpaste to stop new stains settling in.
- Touch up once a month with a pen instead of repeating a full treatment.

New to whitening? Read [how teeth whitening works](/learn/how-teeth-whitening-works).`,
    image: staticAssetId('category-whitening', 'tabletSmall'),
    imagePosition: 'left',
    ctaLabel: 'Shop Whitening',
    ctaLink: '/products/colgate-teeth-whitening',
  }),
  products('opticobsessed-picks', 'Shop the routine', 'Everything you need for a whiter smile, from a first try to a full treatment.', [
    'optic-white-express-pen',
    'optic-white-overnight-pen',
    'optic-white-pro-led-kit',
    'optic-white-advanced-toothpaste',
  ]),
  faq('opticobsessed', 'Whitening questions', [
    [
      'Will whitening make my teeth sensitive?',
      'Some people feel mild, short-lived sensitivity. Brushing with a sensitivity toothpaste for two weeks before you start helps; see [whitening with sensitive teeth](/learn/how-teeth-whitening-works).',
    ],
    [
      'Does whitening work on crowns or fillings?',
      'No. Whitening changes natural tooth colour only, so crowns, veneers and fillings keep their shade.',
    ],
    [
      'How long do results last?',
      'Usually several months. Coffee, tea, red wine and smoking shorten that; a whitening toothpaste and monthly touch-ups extend it.',
    ],
  ]),
];

const TOTAL = [
  hero('total', {
    title: 'Total protection, all day',
    subtitle: 'Our Total range fights the bacteria behind plaque, gum problems and bad breath for 12 hours after brushing.',
    ctaLabel: 'Shop Total',
    ctaLink: '/products/colgate-toothpaste',
    image: 'category-toothpaste',
  }),
  features('total-benefits', 'One routine, ten kinds of protection', undefined, [
    ['Plaque', 'Forms a protective layer that keeps plaque bacteria from settling between brushings.'],
    ['Gums', 'Reduces the early signs of gum inflammation when used twice a day.'],
    ['Cavities', 'Fluoride strengthens enamel and helps stop early decay.'],
    ['Fresh breath', 'Keeps odour-causing bacteria in check for hours, not minutes.'],
  ]),
  products('total-range', 'The Total range', undefined, [
    'total-whitening-toothpaste',
    'total-sensitive-toothpaste',
    'total-pro-shield-mouthwash',
  ]),
];

const MARATHON = [
  hero('total-sfmarathon', {
    title: 'Run your best race, smile at the finish',
    subtitle: 'Proud partner of the San Francisco Marathon. Runners get 20% off Total with code SMILE20 during race season.',
    ctaLabel: 'Shop Total',
    ctaLink: '/products/colgate-toothpaste?discount=SMILE20',
    image: 'home-hero',
  }),
  mediaText('total-sfmarathon-tips', {
    title: 'Oral care for runners',
    body: `Long runs dry your mouth out, and sports drinks and gels bathe your teeth in sugar and acid. A few habits protect your smile through training:

- Sip water between gels so sugar does not sit on your teeth.
- Wait 30 minutes after an acidic drink before you brush, so softened enamel can recover.
- Brush twice a day with a fluoride toothpaste and floss once a day.
- Chew sugar-free gum after a long run to get saliva flowing again.`,
    image: staticAssetId('category-toothpaste', 'tabletSmall'),
  }),
  products('total-sfmarathon-kit', 'The race-day kit', undefined, [
    'total-whitening-toothpaste',
    'total-pro-shield-mouthwash',
    'dental-floss-picks',
  ]),
];

const CONTACT = [
  faq('contact-us', 'Frequently asked questions', [
    [
      'Where is my order?',
      'Orders ship within one business day. You will find the tracking link in your shipping email and under [My Orders](/account/my-orders) when you are signed in.',
    ],
    [
      'How do I change or cancel a subscription?',
      'Sign in and open [Manage Subscriptions](/account/manage-subscriptions). You can skip a delivery, change the schedule or cancel at any time before the next order is processed.',
    ],
    [
      'Can I change my order after placing it?',
      'We start packing quickly, so contact us within an hour of ordering and we will do our best to change it.',
    ],
    [
      'How do I return something?',
      'See [Returns & warranty](/returns-and-warranty) for the 30-day return promise and the two-year warranty on smart toothbrush handles.',
    ],
    [
      'My discount code does not work.',
      'Check the spelling, the end date and any minimum spend in the [discount code terms](/discount-code-terms-and-conditions). Only one code can be used per order.',
    ],
  ]),
];

const PAGES = [
  page('hum-smart-toothbrush-app', {
    title: 'hum Smart Toothbrush App',
    seoTitle: 'hum Smart Toothbrush App | Oral Care Shop',
    seoDescription: 'The free hum app coaches your brushing with a coverage map, pressure alerts, a two-minute timer and refill reminders.',
    sections: [...HUM.map((e) => e.sys.id)],
  }),
  page('returns-and-warranty', {
    title: 'Returns & Warranty',
    seoTitle: 'Returns & Warranty | Oral Care Shop',
    seoDescription: 'Return unopened items within 30 days for a full refund; smart toothbrush handles carry a two-year warranty.',
    sections: RETURNS.map((e) => e.sys.id),
  }),
  page('opticobsessed', {
    title: '#OpticObsessed',
    seoTitle: '#OpticObsessed Teeth Whitening | Oral Care Shop',
    seoDescription: 'Whitening pens, LED kits and toothpaste for a brighter smile, plus tips to keep your results longer.',
    sections: OPTIC.map((e) => e.sys.id),
  }),
  page('total', {
    title: 'Total',
    seoTitle: 'Total Whole-Mouth Protection | Oral Care Shop',
    seoDescription: 'Total toothpaste and mouthwash protect against plaque, gum problems, cavities and bad breath for 12 hours.',
    sections: TOTAL.map((e) => e.sys.id),
    availableFrom: '2025-01-01T00:00:00.000Z',
    availableUntil: '2030-12-31T23:59:59.000Z',
  }),
  page('total-sfmarathon', {
    title: 'Total × San Francisco Marathon',
    seoTitle: 'Total at the San Francisco Marathon | Oral Care Shop',
    seoDescription: 'Oral-care tips for runners and 20% off Total during San Francisco Marathon race season.',
    sections: MARATHON.map((e) => e.sys.id),
    availableFrom: '2025-06-01T00:00:00.000Z',
    availableUntil: '2025-08-31T23:59:59.000Z',
  }),
  page('contact-us', {
    title: 'Contact Us',
    seoTitle: 'Contact Us | Oral Care Shop',
    seoDescription: 'Chat with our support team, email us or call. Answers to common questions about orders, subscriptions and returns.',
    sections: CONTACT.map((e) => e.sys.id),
  }),
];

const CONTACT_FORM = entry('contactForm', idOf('contactForm', 'default'), {
  key: 'default',
  heading: 'Email us',
  intro:
    'Tell us how we can help and we will reply by email within one business day. For questions about an order, the order number (like #1001) helps us find it quickly.',
  topics: ['Order status', 'Returns & warranty', 'Subscriptions', 'Product question', 'Smart toothbrush app', 'Something else'],
  successHeading: 'Thanks, your message is on its way',
  successBody: 'We have received your message and will reply to the email address you gave us within one business day.',
  failureHeading: 'We could not send your message',
  failureBody:
    'Something went wrong on our side and your message was not sent. Your text is kept below: please try again in a moment, or call us.',
});

const question = (key: string, q: string, help: string | undefined, answers: Array<[string, string, Record<string, number>]>) =>
  entry('quizQuestion', idOf('quizQuestion', key), {
    key,
    question: q,
    help,
    answers: answers.map(([value, label, points]) => ({value, label, points})),
  });

const result = (key: string, productHandle: string, headline: string, body: string) =>
  entry('quizResult', idOf('quizResult', key), {key, productHandle, headline, body});

const QUIZ = [
  question('goal', 'What would you like from whitening?', undefined, [
    ['quick', 'Quick touch-ups before a big day', {pen: 3, overnight: 1}],
    ['deep', 'A noticeably whiter smile', {led: 3, overnight: 1}],
    ['maintain', 'Keep my smile bright day to day', {toothpaste: 3}],
  ]),
  question('time', 'How much time can you give it?', 'Be honest: the best routine is the one you keep.', [
    ['seconds', 'Seconds: I am always on the go', {pen: 2, toothpaste: 1}],
    ['overnight', 'None while awake: let it work while I sleep', {overnight: 3}],
    ['ten-minutes', 'Ten minutes a day for a week', {led: 3}],
    ['brushing', 'Only the time I already spend brushing', {toothpaste: 3}],
  ]),
  question('sensitivity', 'Do your teeth feel sensitive to cold or sweets?', undefined, [
    ['no', 'No, never', {led: 1, pen: 1}],
    ['sometimes', 'Sometimes', {overnight: 1, toothpaste: 1}],
    ['often', 'Yes, often', {toothpaste: 3}],
  ]),
];

const RESULTS = [
  result(
    'pen',
    'optic-white-express-pen',
    'Your match: the Express Whitening Pen',
    'Paint it on, wait a minute, done. It fits in a pocket for touch-ups whenever you want a brighter smile.',
  ),
  result(
    'overnight',
    'optic-white-overnight-pen',
    'Your match: the Overnight Whitening Pen',
    'Apply it after brushing at night and let it work while you sleep. No trays, no waiting around.',
  ),
  result(
    'led',
    'optic-white-pro-led-kit',
    'Your match: the Pro LED Whitening Kit',
    'Ten minutes a day with the LED mouthpiece for a deeper, even result you will notice within a week.',
  ),
  result(
    'toothpaste',
    'optic-white-advanced-toothpaste',
    'Your match: Advanced Whitening Toothpaste',
    'Whitening built into the brushing you already do: it lifts new surface stains gently, and is kind to sensitive teeth.',
  ),
];

const QUIZ_ENTRY = entry('quiz', idOf('quiz', 'whitening'), {
  slug: 'whitening',
  title: 'Find your whitening match',
  intro:
    'Three quick questions about your goals, your time and your teeth, and we will recommend the whitening product that suits you best.',
  questions: QUIZ.map((q) => link(q.sys.id)),
  results: RESULTS.map((r) => link(r.sys.id)),
});

export const pageEntries = () => [
  ...HUM,
  ...RETURNS,
  ...OPTIC,
  ...TOTAL,
  ...MARATHON,
  ...CONTACT,
  ...PAGES,
  CONTACT_FORM,
  ...QUIZ,
  ...RESULTS,
  QUIZ_ENTRY,
];
