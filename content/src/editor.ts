/**
 * Editor interfaces of the export: which Contentful web-app widget edits each field and the help text shown
 * under it, so a merchandiser who imports the space gets dropdowns, slug and URL editors, Markdown editors and
 * date pickers instead of plain text boxes. Generated from the content types, with written help texts where a
 * field's meaning is not obvious from its name.
 */

type Validation = Record<string, unknown>;

interface FieldLike {
  id: string;
  type: string;
  linkType?: string;
  items?: {type: string; linkType?: string; validations?: Validation[]};
  validations?: Validation[];
}

interface TypeLike {
  sys: Record<string, unknown> & {id: string};
  displayField: string;
  fields: FieldLike[];
}

interface Control {
  fieldId: string;
  widgetId: string;
  widgetNamespace: 'builtin';
  settings?: Record<string, unknown>;
}

/** Text fields the shop renders as Markdown. */
const MARKDOWN = new Set(['sectionMediaText.body', 'legalPage.body', 'quizResult.body']);

/** Date fields that hold a day, not an instant. */
const DATE_ONLY = new Set(['article.publishDate', 'legalPage.lastUpdated']);

const HANDLES_HELP = 'Shopify product handles (the last part of /products/<handle>), in the order they should show.';

/** Written help texts, `<contentType>.<field>`. */
const HELP: Record<string, string> = {
  'category.handle':
    'Identifies the category in its URL (/products/<handle>). Lower-case words joined by hyphens; do not change once live.',
  'category.products': HANDLES_HELP,
  'category.parentCategory': 'Leave empty for a top-level category.',
  'category.seoTitle': 'Shown in search results and the browser tab; about 60 characters.',
  'category.seoDescription': 'Shown under the title in search results; about 155 characters.',
  'navigationLink.link': 'A path on the shop such as /collections/kids or a full https:// address.',
  'navigationLink.openInNewTab': 'Only for links that leave the shop.',
  'navigationMenu.name': 'Which menu this is: main, footer-shop or footer-help. The shop looks menus up by this name.',
  'hero.theme': 'Colour scheme of the text over the image.',
  'hero.ctaLink': 'A path on the shop such as /collections/whitening.',
  'banner.name': 'Internal name; free gift rules refer to banners by it.',
  'campaign.holiday': 'Holiday campaigns show only while Holiday Campaign is on in Site Settings; otherwise the everyday campaign shows.',
  'productCarousel.productHandles': HANDLES_HELP,
  'siteSettings.holidayCampaign': 'Shows the holiday campaign on the home page instead of the everyday one.',
  'freeGiftRule.type':
    'How the gift is earned: withThreshold (spend reaches the threshold), withProduct (the associated product is in the cart) or buyTwo (one gift per two of the associated product).',
  'freeGiftRule.handle': 'Handle of the gift product added to the cart for free.',
  'freeGiftRule.threshold': 'Spend in USD (line subtotals before discounts) that earns the gift, for withThreshold rules.',
  'freeGiftRule.associatedProduct': 'Handle of the product that earns the gift, for withProduct and buyTwo rules.',
  'freeGiftRule.enabled': 'Switch the rule off instead of deleting it.',
  'freeGiftRule.cookie': 'Name of the cookie that remembers a shopper removed the gift.',
  'experiment.variants': 'JSON list of {"name", "weight"}: the variants and their share of shoppers.',
  'experiment.maxAge': 'How long a shopper keeps the variant they were given, in seconds (at least 60).',
  'langDictionary.entries': 'JSON: text keys and their wording. Keep the keys; change only the wording.',
  'article.slug': 'Used in the URL /learn/<slug>. Lower-case words joined by hyphens; do not change once published.',
  'article.excerpt': 'One or two sentences for article cards and search results.',
  'article.readingTimeMinutes': 'Shown on the article card.',
  'legalPage.body': 'Markdown. Headings start with ##.',
  'legalPage.lastUpdated': 'Shown at the top of the page.',
  'bundleStep.pick': 'How many products the shopper chooses in this step.',
  'bundleStep.productHandles': HANDLES_HELP,
  'bundleBuilder.discountPercent': 'Bundle discount in percent.',
  'trendingSearches.terms': 'Search terms suggested under the empty search box, most popular first.',
  'productLanding.handle': 'Handle of the product this content belongs to.',
  'productLanding.benefits': 'JSON list of {"title", "text"} items.',
  'productLanding.faqs': 'JSON list of {"question", "answer"} items; answers may use Markdown.',
  'productVariant.cmsId': "The variant's custom.cms_id metafield in the store, e.g. optic-white-express-pen-2-pack.",
  'productVariant.product': 'Handle of the product the variant belongs to.',
  'productVariant.sort': "The variant's place among the product's variants: lower comes first; variants without one follow.",
  'productVariant.tags': 'Labels shown beside the price while the variant is chosen, e.g. Best value.',
  'productVariant.imagePrimary': 'The first picture of the gallery while the variant is chosen.',
  'productVariant.images': "The variant's gallery, in order; it replaces the store's pictures while the variant is chosen.",
  'sectionMediaText.body': 'Markdown.',
  'sectionFeatureGrid.features': 'JSON list of {"title", "body"} items; three or six read best.',
  'sectionFaq.items': 'JSON list of {"question", "answer"} items; answers may use Markdown.',
  'sectionVideo.videoUrl': 'Address of the video file, e.g. /assets/media/<file>.webm.',
  'sectionVideo.transcript': 'Full text of the video for shoppers who cannot watch it.',
  'sectionProductGrid.productHandles': HANDLES_HELP,
  'landingPage.slug': 'The page is served at /<slug>. Lower-case words joined by hyphens.',
  'landingPage.availableFrom': 'Before this moment the address redirects to the home page. Leave empty for always.',
  'landingPage.availableUntil': 'After this moment the address redirects to the home page. Leave empty for always.',
  'contactForm.topics': 'Choices of the topic dropdown, in order.',
  'quizQuestion.answers': 'JSON list of answers: {"value", "label", "points": {"<result key>": n}}; the result with most points wins.',
  'quizResult.body': 'Markdown.',
  'staticImage.altText': 'Describes the image for screen readers; leave empty only for decoration.',
};

const validationOf = (f: FieldLike, key: string) => f.validations?.find((v) => key in v)?.[key];

function generatedHelp(f: FieldLike): string | undefined {
  const allowed = validationOf(f, 'in') as string[] | undefined;
  if (allowed) return `One of: ${allowed.join(', ')}.`;
  const regexp = validationOf(f, 'regexp') as {pattern?: string} | undefined;
  if (regexp?.pattern?.startsWith('^#')) return 'A hex colour like #b91c1c.';
  if (regexp?.pattern?.startsWith('^[a-z0-9]'))
    return 'Lower-case words joined by hyphens (a-z, 0-9), used in links; do not change once live.';
  if (f.type === 'Object') return 'JSON; keep the structure the other entries of this type use.';
  if (f.type === 'Link' && f.linkType === 'Asset') return 'An image from the media library.';
  if (/Link$/.test(f.id) || f.id === 'link') return 'A path on the shop such as /collections/kids or a full https:// address.';
  if (/Handles$/.test(f.id)) return HANDLES_HELP;
  return undefined;
}

function widgetOf(type: TypeLike, f: FieldLike): Pick<Control, 'widgetId' | 'settings'> {
  const key = `${type.sys.id}.${f.id}`;
  switch (f.type) {
    case 'Symbol': {
      if (validationOf(f, 'in')) return {widgetId: 'dropdown'};
      const regexp = validationOf(f, 'regexp') as {pattern?: string} | undefined;
      const display = type.fields.find((x) => x.id === type.displayField);
      if ((f.id === 'slug' || f.id === 'handle') && regexp && display && display.id !== f.id && display.type === 'Symbol') {
        return {widgetId: 'slugEditor', settings: {trackingFieldId: display.id}};
      }
      if (/(Link|Url)$/.test(f.id) || f.id === 'link') return {widgetId: 'urlEditor'};
      return {widgetId: 'singleLine'};
    }
    case 'Text':
      return {widgetId: MARKDOWN.has(key) ? 'markdown' : 'multipleLine'};
    case 'Integer':
    case 'Number':
      return {widgetId: 'numberEditor'};
    case 'Boolean':
      return {widgetId: 'boolean', settings: {trueLabel: 'Yes', falseLabel: 'No'}};
    case 'Date':
      return {widgetId: 'datePicker', settings: DATE_ONLY.has(key) ? {format: 'dateonly'} : {format: 'timeZ', ampm: '24'}};
    case 'Object':
      return {widgetId: 'objectEditor'};
    case 'RichText':
      return {widgetId: 'richTextEditor'};
    case 'Link':
      return {widgetId: f.linkType === 'Asset' ? 'assetLinkEditor' : 'entryLinkEditor'};
    case 'Array':
      if (f.items?.type === 'Link') return {widgetId: f.items.linkType === 'Asset' ? 'assetLinksEditor' : 'entryLinksEditor'};
      return {widgetId: 'tagEditor'};
    default:
      return {widgetId: 'singleLine'};
  }
}

/** One `EditorInterface` per content type, in the shape `contentful-export` writes and `contentful-import` reads. */
export function editorInterfaces(types: TypeLike[]) {
  return types.map((type) => ({
    sys: {
      id: 'default',
      type: 'EditorInterface',
      space: type.sys.space,
      environment: type.sys.environment,
      version: 2,
      createdAt: type.sys.createdAt,
      updatedAt: type.sys.updatedAt,
      contentType: {sys: {id: type.sys.id, type: 'Link', linkType: 'ContentType'}},
    },
    controls: type.fields.map((f): Control => {
      const {widgetId, settings} = widgetOf(type, f);
      const helpText = HELP[`${type.sys.id}.${f.id}`] ?? generatedHelp(f);
      const all = {...settings, ...(helpText ? {helpText} : {})};
      return {fieldId: f.id, widgetId, widgetNamespace: 'builtin', ...(Object.keys(all).length ? {settings: all} : {})};
    }),
  }));
}
