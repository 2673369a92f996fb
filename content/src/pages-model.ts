import {f, type} from './model.js';

/** Section types a landing page is built from (rendered by app/components/sections/). */
export const SECTION_TYPES = ['hero', 'sectionMediaText', 'sectionFeatureGrid', 'sectionFaq', 'sectionVideo', 'sectionProductGrid'];

export const pageContentTypes = [
  type('sectionMediaText', 'Section: media and text', 'title', 'An image beside a block of Markdown text with an optional button.', [
    f.symbol('title'),
    f.text('body'),
    f.asset('image'),
    f.enumOf('imagePosition', ['left', 'right']),
    f.symbol('ctaLabel', false),
    f.symbol('ctaLink', false),
  ]),
  type('sectionFeatureGrid', 'Section: feature grid', 'title', 'Two to six short features in a grid. features: [{title, body}].', [
    f.symbol('title'),
    f.text('intro', false),
    f.object('features'),
  ]),
  type('sectionFaq', 'Section: FAQ accordion', 'title', 'Questions that open one at a time. items: [{question, answer (Markdown)}].', [
    f.symbol('title'),
    f.object('items'),
  ]),
  type('sectionVideo', 'Section: video', 'title', 'A video with a poster image, caption and transcript.', [
    f.symbol('title'),
    f.symbol('videoUrl', true, {regexp: {pattern: '^(/|https://)'}, message: 'A path on the shop or an https URL'}),
    f.asset('poster'),
    f.symbol('caption'),
    f.text('transcript', false),
  ]),
  type('sectionProductGrid', 'Section: product grid', 'title', 'Products picked by commerce handle, with add to cart.', [
    f.symbol('title'),
    f.text('intro', false),
    f.symbols('productHandles'),
  ]),
  type(
    'landingPage',
    'Landing page',
    'slug',
    'A marketing page at /<slug> built from sections. A page with a window is only shown between availableFrom and availableUntil; outside it the shopper goes to /.',
    [
      f.slug('slug'),
      f.symbol('title'),
      f.symbol('seoTitle'),
      f.symbol('seoDescription'),
      f.entries('sections', SECTION_TYPES),
      f.date('availableFrom', false),
      f.date('availableUntil', false),
    ],
  ),
  type('contactForm', 'Contact form', 'key', 'Texts and topics of the contact pages.', [
    f.symbol('key', true, {unique: true}),
    f.symbol('heading'),
    f.text('intro'),
    f.symbols('topics'),
    f.symbol('successHeading'),
    f.text('successBody'),
    f.symbol('failureHeading'),
    f.text('failureBody'),
  ]),
  type('quizQuestion', 'Quiz question', 'question', 'One step of a quiz. answers: [{value, label, points: {resultKey: number}}].', [
    f.symbol('key'),
    f.symbol('question'),
    f.symbol('help', false),
    f.object('answers'),
  ]),
  type('quizResult', 'Quiz result', 'headline', 'A recommendation: the product a set of answers leads to.', [
    f.symbol('key'),
    f.symbol('productHandle'),
    f.symbol('headline'),
    f.text('body'),
  ]),
  type('quiz', 'Quiz', 'slug', 'A multi-step quiz that recommends a product.', [
    f.slug('slug'),
    f.symbol('title'),
    f.text('intro'),
    f.entries('questions', ['quizQuestion']),
    f.entries('results', ['quizResult']),
  ]),
];
