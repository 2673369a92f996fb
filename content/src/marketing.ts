import type {Motif} from './art.js';
import {assetLink, entry, idOf, link} from './helpers.js';
import {HELP_URL} from './navigation.js';
import {block, doc, heading, hyperlink, list, paragraph, text} from './richtext.js';

export interface StaticImageSpec {
  title: string;
  alt: string;
  motif: Motif;
  palette: string;
}

/** Static images by title; each gets four crops as assets `img-<title>-<size>`. */
export const STATIC_IMAGES: StaticImageSpec[] = [
  {title: 'home-hero', alt: 'A smiling tooth with a smart toothbrush on a fresh mint background', motif: 'smile', palette: 'home'},
  {title: 'holiday-hero', alt: 'A green gift box with a gold bow among falling snowflakes', motif: 'holiday', palette: 'holiday'},
  {title: 'category-all', alt: 'A tooth, a toothbrush, a toothpaste tube and a gift box', motif: 'all', palette: 'all'},
  {title: 'category-whitening', alt: 'A bright white tooth with a whitening pen and sparkles', motif: 'whitening', palette: 'whitening'},
  {title: 'category-toothbrushes', alt: 'Two smart toothbrushes side by side', motif: 'toothbrush', palette: 'toothbrushes'},
  {title: 'category-toothpaste', alt: 'A toothpaste tube with fresh bubbles', motif: 'toothpaste', palette: 'toothpaste'},
  {title: 'category-bundles', alt: 'A gift box with a toothbrush and toothpaste', motif: 'bundle', palette: 'bundles'},
  {title: 'category-holiday', alt: 'A wrapped holiday gift with snowflakes', motif: 'holiday', palette: 'holiday'},
  {title: 'error-404', alt: 'A puzzled tooth searching with a magnifying glass', motif: 'lost', palette: 'error'},
];

export const SIZE_SLUGS = {desktop: 'desktop', tabletLarge: 'tablet-large', tabletSmall: 'tablet-small', mobile: 'mobile'} as const;
export const staticAssetId = (title: string, size: keyof typeof SIZE_SLUGS) => `img-${title}-${SIZE_SLUGS[size]}`;

const staticImageEntries = () =>
  STATIC_IMAGES.map((s) =>
    entry('staticImage', idOf('staticImage', s.title), {
      title: s.title,
      altText: s.alt,
      desktopImage: assetLink(staticAssetId(s.title, 'desktop')),
      mobileImage: assetLink(staticAssetId(s.title, 'mobile')),
      tabletSmallImage: assetLink(staticAssetId(s.title, 'tabletSmall')),
      tabletLargeImage: assetLink(staticAssetId(s.title, 'tabletLarge')),
    }),
  );

const heroes = () => [
  entry('hero', idOf('hero', 'home'), {
    title: 'Brighter smiles start here',
    subtitle: 'Smart toothbrushes, whitening and everyday toothpaste, delivered free on orders over $25.',
    ctaLabel: 'Shop All Products',
    ctaLink: '/products',
    image: link(idOf('staticImage', 'home-hero')),
    theme: 'light',
  }),
  entry('hero', idOf('hero', 'holiday'), {
    title: 'Give the gift of a great smile',
    subtitle: 'Gift sets, stocking stuffers and smart toothbrush bundles, wrapped up for the season.',
    ctaLabel: 'Shop Holiday Gifts',
    ctaLink: '/products/holiday-gifts',
    image: link(idOf('staticImage', 'holiday-hero')),
    theme: 'dark',
  }),
];

const banners = () => [
  entry('banner', idOf('banner', 'free-shipping'), {
    name: 'free-shipping',
    headline: 'Free shipping on orders over $25',
    body: 'Standard shipping is on us when your order reaches $25 before tax. No code needed.',
    ctaLabel: 'Start Shopping',
    ctaLink: '/products',
    backgroundColor: '#0f766e',
    textColor: '#ffffff',
  }),
  entry('banner', idOf('banner', 'subscribe-and-save'), {
    name: 'subscribe-and-save',
    headline: 'Subscribe & save on refills',
    body: 'Choose a delivery schedule for brush heads or toothpaste and save on every shipment. Skip, change or cancel any time from your account.',
    ctaLabel: 'See Subscriptions',
    ctaLink: '/products/toothbrush-replacement-heads-and-chargers',
    backgroundColor: '#e0f2fe',
    textColor: '#0c4a6e',
  }),
  entry('banner', idOf('banner', 'free-gift-50'), {
    name: 'free-gift-50',
    headline: 'Free travel toothpaste over $50',
    body: 'Spend $50 or more and we add a travel-size toothpaste to your order for free, while supplies last.',
    ctaLabel: 'Shop Now',
    ctaLink: '/products',
    backgroundColor: '#fef3c7',
    textColor: '#78350f',
    image: assetLink('img-category-bundles-tablet-small'),
  }),
  entry('banner', idOf('banner', 'holiday-gift-wrap'), {
    name: 'holiday-gift-wrap',
    headline: 'Holiday gifts ship free over $25',
    body: 'Order by December 15 for delivery before the holidays. Every gift set arrives ready to wrap.',
    ctaLabel: 'Shop Gifts',
    ctaLink: '/products/holiday-gifts',
    backgroundColor: '#b91c1c',
    textColor: '#ffffff',
    image: assetLink('img-category-holiday-tablet-small'),
  }),
  entry('banner', idOf('banner', 'holiday-stocking-stuffers'), {
    name: 'holiday-stocking-stuffers',
    headline: 'Stocking stuffers under $15',
    body: 'Whitening pens, kids toothbrushes and travel kits: small gifts that get used every day.',
    ctaLabel: 'Find a Stocking Stuffer',
    ctaLink: '/products/holiday-gifts',
    backgroundColor: '#14532d',
    textColor: '#ffffff',
  }),
];

const campaigns = () => [
  entry('campaign', idOf('campaign', 'everyday'), {
    name: 'everyday',
    holiday: false,
    banners: ['free-shipping', 'subscribe-and-save', 'free-gift-50'].map((b) => link(idOf('banner', b))),
    hero: link(idOf('hero', 'home')),
  }),
  entry('campaign', idOf('campaign', 'holiday'), {
    name: 'holiday',
    holiday: true,
    banners: ['holiday-gift-wrap', 'holiday-stocking-stuffers', 'free-gift-50'].map((b) => link(idOf('banner', b))),
    hero: link(idOf('hero', 'holiday')),
    startDate: '2025-11-14T00:00:00.000Z',
    endDate: '2026-01-02T00:00:00.000Z',
  }),
];

export const CAROUSELS = [
  {
    id: 'best-sellers',
    title: 'Best sellers',
    productHandles: [
      'hum-smart-toothbrush',
      'optic-white-express-pen',
      'total-whitening-toothpaste',
      'hum-replacement-brush-heads',
      'optic-white-comfort-fit-kit',
      'total-sensitive-toothpaste',
    ],
    ctaLabel: 'Shop All Products',
    ctaLink: '/products',
  },
  {
    id: 'whitening-favourites',
    title: 'Whitening favourites',
    productHandles: [
      'optic-white-express-pen',
      'optic-white-overnight-pen',
      'optic-white-pro-led-kit',
      'optic-white-advanced-toothpaste',
      'optic-white-bundle',
    ],
    ctaLabel: 'Shop Teeth Whitening',
    ctaLink: '/products/colgate-teeth-whitening',
  },
  {
    id: 'for-kids',
    title: 'For kids',
    productHandles: [
      'hum-kids-smart-toothbrush',
      'kids-battery-toothbrush',
      'kids-watermelon-burst-toothpaste',
      'kids-strawberry-toothpaste',
      'kids-cavity-protection-bundle',
    ],
    ctaLabel: 'Shop Kids Toothbrushes',
    ctaLink: '/products/kids-toothbrushes',
  },
];

const carousels = () => CAROUSELS.map(({id, ...fields}) => entry('productCarousel', idOf('productCarousel', id), fields));

const homePage = () =>
  entry('homePage', idOf('homePage', 'home'), {
    slug: 'home',
    seoTitle: 'Oral Care Shop | Toothbrushes, Whitening & Toothpaste',
    seoDescription:
      'Smart toothbrushes, at-home whitening, toothpaste and bundles. Free shipping over $25 and subscribe & save on refills.',
    hero: link(idOf('hero', 'home')),
    featuredCategories: ['colgate-teeth-whitening', 'colgate-smart-toothbrushes', 'colgate-toothpaste', 'colgate-oral-care-bundles'].map(
      (h) => link(idOf('category', h)),
    ),
    carousels: CAROUSELS.map((c) => link(idOf('productCarousel', c.id))),
    intro: doc(
      heading(2, 'Care for your smile, every day'),
      paragraph(
        text(
          'Good oral care is a few simple habits done well: brush twice a day for two minutes with a fluoride toothpaste, clean between your teeth once a day and see your dentist regularly. Everything here is chosen to make those habits easier.',
        ),
      ),
      list('unordered-list', [
        'Smart toothbrushes that show where you missed',
        'Whitening that is gentle on enamel',
        'Refills on a schedule, so a fresh brush head is always at hand',
      ]),
      paragraph(
        text('New to whitening? Read '),
        hyperlink('/learn/how-teeth-whitening-works', 'how teeth whitening works'),
        text(' before you choose.'),
      ),
      block('embedded-entry-block', idOf('productCarousel', 'best-sellers')),
    ),
  });

const siteSettings = () =>
  entry('siteSettings', idOf('siteSettings', 'default'), {
    key: 'default',
    helpUrl: HELP_URL,
    supportEmail: 'support@oralcare.example',
    supportPhone: '1-800-555-0199',
    freeShippingThreshold: 25,
    holidayCampaign: false,
    announcement: 'Free shipping on orders over $25',
  });

const freeGiftRules = () => [
  entry('freeGiftRule', idOf('freeGiftRule', 'spend-50'), {
    type: 'withThreshold',
    handle: 'free-gift-travel-toothpaste',
    bannerName: 'free-gift-50',
    threshold: 50,
    endDate: '2026-12-31T23:59:59.000Z',
    cookie: 'declined_free_gift_spend_50',
    associatedProduct: undefined,
    enabled: true,
    sku: 'GIFT-TRAVEL-TP-1',
  }),
  entry('freeGiftRule', idOf('freeGiftRule', 'with-hum-smart-toothbrush'), {
    type: 'withProduct',
    handle: 'free-gift-mini-whitening-pen',
    bannerName: 'free-gift-hum-pen',
    threshold: undefined,
    endDate: '2026-12-31T23:59:59.000Z',
    cookie: 'declined_free_gift_hum_pen',
    associatedProduct: 'hum-smart-toothbrush',
    enabled: true,
    sku: 'GIFT-MINI-PEN-1',
  }),
  entry('freeGiftRule', idOf('freeGiftRule', 'buy-two-express-pen'), {
    type: 'buyTwo',
    handle: 'free-gift-mini-whitening-pen',
    bannerName: 'free-gift-buy-two-pens',
    threshold: undefined,
    endDate: '2026-12-31T23:59:59.000Z',
    cookie: 'declined_free_gift_buy_two_pens',
    associatedProduct: 'optic-white-express-pen',
    enabled: false,
    sku: 'GIFT-MINI-PEN-1',
  }),
  entry('freeGiftRule', idOf('freeGiftRule', 'summer-2024-spend-40'), {
    type: 'withThreshold',
    handle: 'free-gift-travel-toothpaste',
    bannerName: 'free-gift-summer-2024',
    threshold: 40,
    endDate: '2024-08-31T23:59:59.000Z',
    cookie: 'declined_free_gift_summer_2024',
    associatedProduct: undefined,
    enabled: true,
    sku: 'GIFT-TRAVEL-TP-1',
  }),
];

const experiments = () => [
  entry('experiment', idOf('experiment', 'bchp'), {
    name: 'First order popup',
    experimentId: 'bchp',
    variants: [
      {name: 'hide', weight: 0},
      {name: 'show', weight: 1},
    ],
    sections: ['first-order-popup'],
    maxAge: 7_776_000,
  }),
];

export const marketingEntries = () => [
  ...staticImageEntries(),
  ...heroes(),
  ...banners(),
  ...campaigns(),
  ...carousels(),
  homePage(),
  siteSettings(),
  ...freeGiftRules(),
  ...experiments(),
];
