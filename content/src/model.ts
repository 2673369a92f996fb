import {exportSys} from './helpers.js';

type Validation = Record<string, unknown>;
interface Field {
  id: string;
  name: string;
  type: string;
  localized: boolean;
  required: boolean;
  validations: Validation[];
  disabled: boolean;
  omitted: boolean;
  linkType?: string;
  items?: {type: string; linkType?: string; validations: Validation[]};
}

const label = (id: string) => id.replace(/([A-Z])/g, ' $1').replace(/^./, (c) => c.toUpperCase());
const base = (id: string, type: string, required: boolean, validations: Validation[] = []): Field => ({
  id,
  name: label(id),
  type,
  localized: false,
  required,
  validations,
  disabled: false,
  omitted: false,
});

const HEX = {regexp: {pattern: '^#[0-9a-fA-F]{6}$'}, message: 'Use a hex colour like #b91c1c'};
const SLUG = {regexp: {pattern: '^[a-z0-9]+(-[a-z0-9]+)*$'}, message: 'Lower-case words joined by hyphens'};

export const f = {
  symbol: (id: string, required = true, ...v: Validation[]) => base(id, 'Symbol', required, v),
  text: (id: string, required = true, ...v: Validation[]) => base(id, 'Text', required, v),
  int: (id: string, required = true, ...v: Validation[]) => base(id, 'Integer', required, v),
  number: (id: string, required = true, ...v: Validation[]) => base(id, 'Number', required, v),
  bool: (id: string, required = true) => base(id, 'Boolean', required),
  date: (id: string, required = true) => base(id, 'Date', required),
  object: (id: string, required = true) => base(id, 'Object', required),
  slug: (id: string) => base(id, 'Symbol', true, [{unique: true}, SLUG]),
  color: (id: string, required = false) => base(id, 'Symbol', required, [HEX]),
  enumOf: (id: string, values: string[], required = true) => base(id, 'Symbol', required, [{in: values}]),
  entry: (id: string, types: string[], required = true) => ({...base(id, 'Link', required, [{linkContentType: types}]), linkType: 'Entry'}),
  asset: (id: string, required = true) => ({...base(id, 'Link', required, [{linkMimetypeGroup: ['image']}]), linkType: 'Asset'}),
  entries: (id: string, types: string[], required = true) => ({
    ...base(id, 'Array', required),
    items: {type: 'Link', linkType: 'Entry', validations: [{linkContentType: types}]},
  }),
  entryLinks: (id: string, required = true) => ({
    ...base(id, 'Array', required),
    items: {type: 'Link', linkType: 'Entry', validations: []},
  }),
  symbols: (id: string, required = true) => ({...base(id, 'Array', required), items: {type: 'Symbol', validations: []}}),
  richText: (id: string, embeddable: string[]) =>
    base(id, 'RichText', true, [
      {
        enabledNodeTypes: [
          'heading-2',
          'heading-3',
          'heading-4',
          'ordered-list',
          'unordered-list',
          'hr',
          'blockquote',
          'table',
          'embedded-entry-block',
          'embedded-asset-block',
          'hyperlink',
          'entry-hyperlink',
          'embedded-entry-inline',
        ],
      },
      {nodes: {'embedded-entry-block': [{linkContentType: embeddable}], 'entry-hyperlink': [{linkContentType: ['article']}]}},
    ]),
};

export const type = (id: string, name: string, displayField: string, description: string, fields: Field[]) => ({
  sys: exportSys('ContentType', id),
  displayField,
  name,
  description,
  fields,
});

export const ARTICLE_CATEGORIES = ['whitening', 'brushing', 'kids', 'gum-health', 'sensitivity'];

export const contentTypes = [
  type('category', 'Category', 'label', 'A product listing page: its products (commerce handles) and sub-categories.', [
    f.slug('handle'),
    f.symbol('label'),
    f.text('description'),
    f.entry('parentCategory', ['category'], false),
    f.symbols('products', false),
    f.entries('subCategories', ['category'], false),
    f.color('accentColor'),
    f.int('sortOrder'),
    f.symbol('seoTitle'),
    f.symbol('seoDescription'),
    f.asset('image', false),
  ]),
  type('navigationLink', 'Navigation link', 'title', 'A link in a menu: an internal path or an absolute URL.', [
    f.symbol('title'),
    f.symbol('link', true, {regexp: {pattern: '^(/|https?://)'}, message: 'A path starting with / or an absolute URL'}),
    f.bool('openInNewTab'),
  ]),
  type('navigationCategory', 'Navigation category', 'title', 'A top-level menu entry with its image and sub-links.', [
    f.symbol('title'),
    f.symbol('link'),
    f.slug('handle'),
    f.symbol('imageTitle'),
    f.color('accentColor'),
    f.entries('subCategories', ['navigationLink'], false),
  ]),
  type('navigationMenu', 'Navigation menu', 'name', 'An ordered menu (main, footer-shop, footer-help).', [
    f.symbol('name', true, {unique: true}),
    f.symbol('title', false),
    f.entries('items', ['navigationCategory', 'navigationLink']),
  ]),
  type(
    'staticImage',
    'Static image',
    'title',
    'One picture in four crops; the storefront looks it up by title and picks the crop per breakpoint.',
    [
      f.symbol('title', true, {unique: true}),
      f.symbol('altText'),
      f.asset('desktopImage'),
      f.asset('mobileImage'),
      f.asset('tabletSmallImage'),
      f.asset('tabletLargeImage'),
    ],
  ),
  type('hero', 'Hero', 'title', 'The large banner at the top of a page.', [
    f.symbol('title'),
    f.symbol('subtitle'),
    f.symbol('ctaLabel'),
    f.symbol('ctaLink'),
    f.entry('image', ['staticImage']),
    f.enumOf('theme', ['light', 'dark']),
  ]),
  type('banner', 'Banner', 'name', 'A promotional strip (shipping, subscriptions, gifts).', [
    f.symbol('name', true, {unique: true}),
    f.symbol('headline'),
    f.text('body'),
    f.symbol('ctaLabel'),
    f.symbol('ctaLink'),
    f.color('backgroundColor', true),
    f.color('textColor', true),
    f.asset('image', false),
  ]),
  type(
    'campaign',
    'Campaign',
    'name',
    'A set of banners and a hero shown together; the holiday campaign runs when the holiday flag is on.',
    [
      f.symbol('name', true, {unique: true}),
      f.bool('holiday'),
      f.entries('banners', ['banner']),
      f.entry('hero', ['hero']),
      f.date('startDate', false),
      f.date('endDate', false),
    ],
  ),
  type('productCarousel', 'Product carousel', 'title', 'A row of products picked by handle.', [
    f.symbol('title'),
    f.symbols('productHandles'),
    f.symbol('ctaLabel'),
    f.symbol('ctaLink'),
  ]),
  type('homePage', 'Home page', 'slug', 'The home page layout.', [
    f.slug('slug'),
    f.symbol('seoTitle'),
    f.symbol('seoDescription'),
    f.entry('hero', ['hero']),
    f.entries('featuredCategories', ['category']),
    f.entries('carousels', ['productCarousel']),
    f.richText('intro', ['productCarousel']),
  ]),
  type('siteSettings', 'Site settings', 'key', 'Shop-wide settings the storefront reads at start-up.', [
    f.symbol('key', true, {unique: true}),
    f.symbol('helpUrl'),
    f.symbol('supportEmail'),
    f.symbol('supportPhone'),
    f.number('freeShippingThreshold'),
    f.bool('holidayCampaign'),
    f.symbol('announcement'),
  ]),
  type('freeGiftRule', 'Free gift rule', 'bannerName', 'Adds a free gift to the cart when its condition holds.', [
    f.enumOf('type', ['withThreshold', 'withProduct', 'buyTwo']),
    f.symbol('handle'),
    f.symbol('bannerName'),
    f.number('threshold', false),
    f.date('endDate', false),
    f.symbol('cookie'),
    f.symbol('associatedProduct', false),
    f.bool('enabled'),
    f.symbol('sku'),
  ]),
  type('experiment', 'Experiment', 'name', 'An A/B test: weighted variants, remembered in a cookie for maxAge seconds.', [
    f.symbol('name'),
    f.symbol('experimentId', true, {unique: true}),
    f.object('variants'),
    f.symbols('sections', false),
    f.int('maxAge', true, {range: {min: 60}}),
  ]),
  type('langDictionary', 'Language dictionary', 'key', 'UI strings by key for one language, loaded from lang/<key>.', [
    f.symbol('key', true, {unique: true}),
    f.symbol('path'),
    f.object('entries'),
  ]),
  type('article', 'Article', 'title', 'A learning article shown under /learn.', [
    f.symbol('title'),
    f.slug('slug'),
    f.text('excerpt', true, {size: {max: 300}}),
    f.enumOf('category', ARTICLE_CATEGORIES),
    f.asset('heroImage'),
    f.richText('body', ['productCarousel', 'article']),
    f.symbol('author'),
    f.date('publishDate'),
    f.int('readingTimeMinutes', true, {range: {min: 1, max: 60}}),
    f.entries('relatedArticles', ['article'], false),
    f.symbol('seoTitle'),
    f.symbol('seoDescription'),
  ]),
  type('legalPage', 'Legal page', 'title', 'A legal text written in Markdown.', [
    f.slug('slug'),
    f.symbol('title'),
    f.text('body'),
    f.date('lastUpdated'),
  ]),
];
