import type {Motif} from './art.js';
import {assetLink, entry, idOf, link} from './helpers.js';
import {block, bold, doc, entryHyperlink, heading, hyperlink, list, paragraph, quote, table, text, type Node} from './richtext.js';

interface ArticleSpec {
  slug: string;
  title: string;
  excerpt: string;
  category: 'whitening' | 'brushing' | 'kids' | 'gum-health' | 'sensitivity';
  author: string;
  publishDate: string;
  readingTimeMinutes: number;
  related: string[];
  motif: Motif;
  palette: string;
  alt: string;
  draft?: boolean;
  body: Node[];
}

const carousel = (id: string) => block('embedded-entry-block', idOf('productCarousel', id));
const picture = (assetId: string) => block('embedded-asset-block', assetId);
const article = (slug: string) => idOf('article', slug);

const ARTICLES: ArticleSpec[] = [
  {
    slug: 'how-teeth-whitening-works',
    title: 'How Teeth Whitening Works',
    excerpt:
      'Why teeth lose their brightness, what whitening toothpaste, pens and tray kits actually do, and how to choose the right one for you.',
    category: 'whitening',
    author: 'Dana Reyes, RDH',
    publishDate: '2025-02-03',
    readingTimeMinutes: 6,
    related: ['whitening-with-sensitive-teeth', 'sensitive-teeth-causes-and-relief'],
    motif: 'whitening',
    palette: 'whitening',
    alt: 'A bright tooth with a whitening pen and sparkles',
    body: [
      paragraph('Teeth darken for two different reasons, and knowing which one you are dealing with tells you what will work.'),
      heading(2, 'Two kinds of stains'),
      list('unordered-list', [
        [
          bold('Surface (extrinsic) stains'),
          text(
            ' sit on the enamel. Coffee, tea, red wine, curry and tobacco are the usual causes. They respond well to whitening toothpaste and to professional cleaning.',
          ),
        ],
        [
          bold('Deeper (intrinsic) discoloration'),
          text(
            ' lies inside the tooth. Ageing, some medicines taken in childhood, too much fluoride while teeth were forming, or an injury can cause it. Only a peroxide treatment or a dentist can change it.',
          ),
        ],
      ]),
      heading(2, 'What each option does'),
      paragraph(
        'Whitening toothpaste polishes off new surface stains with gentle cleaning agents, and some add a low level of peroxide. Pens, strips, trays and LED kits hold a peroxide gel against the teeth; the peroxide releases oxygen that breaks stain molecules into smaller, lighter ones.',
      ),
      table([
        ['Option', 'How it works', 'When you may notice a change', 'Best for'],
        [
          'Whitening toothpaste',
          'Polishes and lifts surface stains',
          'Two to six weeks of daily use',
          'Keeping teeth bright after whitening',
        ],
        ['Whitening pen', 'Peroxide gel painted on each tooth', 'About one to two weeks', 'Quick touch-ups and busy routines'],
        ['Tray or LED kit', 'Peroxide gel held in a comfortable tray', 'About one week', 'A deeper, even result'],
        ['In-office whitening', 'Stronger gel applied by a dentist', 'One visit', 'Fast results under supervision'],
      ]),
      picture('img-category-whitening-tablet-small'),
      heading(2, 'Good to know before you start'),
      list('ordered-list', [
        'Have a check-up first. Cavities and gum problems should be treated before you whiten.',
        'Crowns, veneers and fillings do not change colour, so they may look darker next to whitened teeth.',
        'Mild, short-lived sensitivity is common. Take a day off between sessions if it bothers you.',
        'Follow the instructions on the pack: more often or longer is not better.',
      ]),
      quote('Results vary from person to person. Yellowish teeth usually whiten more readily than greyish ones.'),
      paragraph(
        text('Prone to sensitivity? Read '),
        entryHyperlink(article('sensitive-teeth-causes-and-relief'), 'our guide to sensitive teeth'),
        text(', or browse '),
        hyperlink('/products/colgate-teeth-whitening', 'all whitening products'),
        text('.'),
      ),
      carousel('whitening-favourites'),
    ],
  },
  {
    slug: 'how-to-brush-your-teeth',
    title: 'How to Brush Your Teeth Properly',
    excerpt: 'Two minutes, twice a day, done right: angle, pressure, timing and the small habits that make brushing work harder for you.',
    category: 'brushing',
    author: 'Marcus Lee, DDS',
    publishDate: '2025-02-17',
    readingTimeMinutes: 5,
    related: ['electric-vs-manual-toothbrush', 'gum-health-basics'],
    motif: 'toothbrush',
    palette: 'toothbrushes',
    alt: 'Two toothbrushes on a cool blue background',
    body: [
      paragraph(
        'Most of us brush every day, yet plaque still builds up in the same places: along the gumline, behind the lower front teeth and on the back molars. A few changes in technique fix most of that.',
      ),
      heading(2, 'The basics'),
      list('unordered-list', [
        'Brush twice a day for two full minutes, once just before bed.',
        'Use a soft-bristled brush and a fluoride toothpaste.',
        'Hold the bristles at a 45-degree angle towards the gumline.',
        'Use gentle, short strokes or small circles. Scrubbing hard wears enamel and gums.',
        'Brush your tongue, or use a scraper, to freshen breath.',
      ]),
      heading(2, 'A two-minute routine'),
      table([
        ['Time', 'Area', 'Focus'],
        ['0:00 to 0:30', 'Upper right', 'Outer, inner and chewing surfaces'],
        ['0:30 to 1:00', 'Upper left', 'The gumline and the back molars'],
        ['1:00 to 1:30', 'Lower left', 'Inner surfaces, where tartar builds up'],
        ['1:30 to 2:00', 'Lower right', 'Behind the front teeth, then your tongue'],
      ]),
      heading(2, 'Spit, don’t rinse'),
      paragraph(
        'After brushing, spit out the extra toothpaste but skip the rinse. The fluoride left on your teeth keeps protecting them for longer.',
      ),
      heading(2, 'Replace your brush on time'),
      paragraph(
        text('Change your toothbrush or brush head every three months, sooner if the bristles splay or after an illness. A '),
        hyperlink('/products/hum-brush-head-subscription', 'brush-head subscription'),
        text(' does the remembering for you.'),
      ),
      picture('img-category-toothbrushes-tablet-small'),
      paragraph(
        text('Wondering whether to switch? Compare '),
        entryHyperlink(article('electric-vs-manual-toothbrush'), 'electric and manual toothbrushes'),
        text('.'),
      ),
      carousel('best-sellers'),
    ],
  },
  {
    slug: 'electric-vs-manual-toothbrush',
    title: 'Electric or Manual Toothbrush: Which Is Right for You?',
    excerpt: 'Both can clean well. Here is what a powered or smart toothbrush adds, and who benefits most from one.',
    category: 'brushing',
    author: 'Marcus Lee, DDS',
    publishDate: '2025-03-10',
    readingTimeMinutes: 4,
    related: ['how-to-brush-your-teeth', 'brushing-tips-for-kids'],
    motif: 'toothbrush',
    palette: 'home',
    alt: 'Smart toothbrushes on a mint background',
    body: [
      paragraph(
        'A manual toothbrush used well, for two minutes twice a day, keeps teeth clean. Powered brushes make good technique easier to repeat, which is why many people find their mouth feels cleaner with one.',
      ),
      heading(2, 'How they compare'),
      table([
        ['Feature', 'Manual', 'Battery or sonic', 'Smart'],
        ['Built-in two-minute timer', 'No', 'Usually', 'Yes'],
        ['Helps with limited hand movement', 'No', 'Yes', 'Yes'],
        ['Feedback on missed areas', 'No', 'No', 'Yes, in the app'],
        ['Running cost', 'Brush every 3 months', 'Heads, sometimes batteries', 'Heads every 3 months'],
      ]),
      heading(2, 'Who gains the most from a powered brush'),
      list('unordered-list', [
        'People with braces, arthritis or limited dexterity.',
        'Anyone who tends to brush too hard; many models warn you.',
        'Kids and adults who lose track of time while brushing.',
      ]),
      paragraph(
        text('Whichever you choose, technique matters most. See '),
        entryHyperlink(article('how-to-brush-your-teeth'), 'how to brush properly'),
        text(' and explore '),
        hyperlink('/products/adult-toothbrushes', 'adult toothbrushes'),
        text('.'),
      ),
      picture('img-category-all-tablet-small'),
      carousel('best-sellers'),
    ],
  },
  {
    slug: 'brushing-tips-for-kids',
    title: 'Brushing Tips for Kids, from First Tooth to Brushing Solo',
    excerpt: 'How much toothpaste to use at each age, when children can brush on their own, and ways to make two minutes fun.',
    category: 'kids',
    author: 'Priya Natarajan, Pediatric RDH',
    publishDate: '2025-04-07',
    readingTimeMinutes: 5,
    related: ['how-to-brush-your-teeth', 'electric-vs-manual-toothbrush'],
    motif: 'kids',
    palette: 'kids',
    alt: 'A happy cartoon tooth with a small toothbrush',
    body: [
      paragraph(
        'Good habits start with the first tooth. Baby teeth hold space for adult teeth and help children chew and speak, so they deserve the same care.',
      ),
      heading(2, 'How much toothpaste, and who brushes'),
      table([
        ['Age', 'Fluoride toothpaste', 'Who brushes'],
        ['First tooth to 3 years', 'A smear the size of a grain of rice', 'A parent'],
        ['3 to 6 years', 'A pea-sized amount', 'Child brushes, parent finishes'],
        ['6 years and up', 'A pea-sized amount', 'Child, with a parent checking until they brush well alone'],
      ]),
      paragraph(
        'Teach children to spit out the extra toothpaste rather than swallow it. Most children need help until they can tie their own shoelaces, usually around seven or eight.',
      ),
      heading(2, 'Making it fun'),
      list('unordered-list', [
        'Let them pick a brush in their favourite colour and a flavour they enjoy.',
        'Use a two-minute song, a sand timer or a brushing game in an app.',
        'Brush together so they can copy you.',
        'Praise effort, and keep brushing at the same times every day.',
      ]),
      heading(3, 'The first dental visit'),
      paragraph(
        text('Book it by the first birthday or within six months of the first tooth. Find more on children’s dental care from the '),
        hyperlink('https://www.mouthhealthy.org/', 'American Dental Association'),
        text('.'),
      ),
      picture('img-article-brushing-tips-for-kids'),
      carousel('for-kids'),
    ],
  },
  {
    slug: 'gum-health-basics',
    title: 'Gum Health Basics: Spotting and Stopping Gingivitis',
    excerpt: 'Bleeding when you brush is not normal. Learn the early signs of gum disease and the daily habits that reverse it.',
    category: 'gum-health',
    author: 'Dana Reyes, RDH',
    publishDate: '2025-05-12',
    readingTimeMinutes: 5,
    related: ['how-to-brush-your-teeth', 'sensitive-teeth-causes-and-relief'],
    motif: 'gums',
    palette: 'gums',
    alt: 'Healthy pink gums and clean teeth',
    body: [
      paragraph(
        'Gingivitis, the earliest stage of gum disease, starts when plaque stays along the gumline and irritates the gums. The good news: caught early, it can be reversed with better daily cleaning.',
      ),
      heading(2, 'Healthy gums or gingivitis?'),
      table([
        ['Sign', 'Healthy gums', 'Possible gingivitis'],
        ['Colour', 'Pale pink and even', 'Red or darker along the edges'],
        ['Feel', 'Firm', 'Puffy, tender or swollen'],
        ['When brushing or flossing', 'No bleeding', 'Bleeding, even when gentle'],
        ['Breath', 'Fresh after brushing', 'Bad breath that keeps coming back'],
      ]),
      heading(2, 'Daily habits that help'),
      list('ordered-list', [
        'Brush twice a day, angling the bristles towards the gumline.',
        'Clean between your teeth once a day with floss, interdental brushes or a water flosser.',
        'Choose a toothpaste made for plaque and gum care.',
        'Don’t smoke; it hides bleeding and speeds up gum disease.',
        'Have regular check-ups and professional cleanings to remove tartar.',
      ]),
      quote('If your gums still bleed after two weeks of careful cleaning, or your teeth feel loose, see your dentist.'),
      picture('img-article-gum-health-basics'),
      paragraph(
        text('Shop '),
        hyperlink('/products/adult-toothpaste', 'toothpaste for plaque and gum care'),
        text(' or read '),
        entryHyperlink(article('how-to-brush-your-teeth'), 'how to brush properly'),
        text('.'),
      ),
      carousel('best-sellers'),
    ],
  },
  {
    slug: 'sensitive-teeth-causes-and-relief',
    title: 'Sensitive Teeth: Causes and Relief',
    excerpt: 'That sharp twinge from ice cream or hot coffee has a cause. Here is what exposes sensitive spots and how to calm them.',
    category: 'sensitivity',
    author: 'Priya Natarajan, Pediatric RDH',
    publishDate: '2025-06-09',
    readingTimeMinutes: 5,
    related: ['whitening-with-sensitive-teeth', 'gum-health-basics'],
    motif: 'sensitivity',
    palette: 'sensitivity',
    alt: 'A tooth with a lightning bolt beside it',
    body: [
      paragraph(
        'Under the enamel and gums lies dentin, a layer full of tiny channels that lead to the nerve. When dentin is exposed, hot, cold, sweet or acidic things reach the nerve and cause a brief, sharp pain.',
      ),
      heading(2, 'Common causes'),
      list('unordered-list', [
        'Receding gums, which uncover the roots of the teeth.',
        'Enamel worn by hard brushing or acidic food and drink.',
        'Grinding or clenching, often at night.',
        'A cracked tooth or worn filling.',
        'Short-term sensitivity after whitening or dental treatment.',
      ]),
      heading(2, 'Triggers and simple fixes'),
      table([
        ['Trigger', 'Why it hurts', 'What helps'],
        ['Cold drinks and ice cream', 'Cold travels through exposed dentin', 'Toothpaste for sensitive teeth, used twice daily'],
        ['Citrus, soda, wine', 'Acid softens enamel', 'Wait 30 to 60 minutes before brushing'],
        ['Hard brushing', 'Wears enamel and gums', 'A soft brush and light pressure'],
        ['Whitening', 'Peroxide briefly irritates the nerve', 'Take breaks between sessions'],
      ]),
      paragraph(
        'Sensitivity toothpastes work either by calming the nerve (potassium nitrate) or by sealing the open channels (for example stannous fluoride or arginine). Most people notice relief within two weeks of twice-daily use; keep using it to stay comfortable.',
      ),
      quote('Pain that lingers, wakes you at night, or centres on one tooth needs a dentist’s attention.'),
      picture('img-category-toothpaste-tablet-small'),
      paragraph(text('Browse '), hyperlink('/products/total-sensitive-toothpaste', 'toothpaste for sensitive teeth'), text('.')),
      carousel('best-sellers'),
    ],
  },
  {
    slug: 'whitening-with-sensitive-teeth',
    title: 'Whitening With Sensitive Teeth',
    excerpt:
      'Sensitive teeth don’t rule out a brighter smile. How to prepare, which treatments are gentlest, and what to do if it twinges.',
    category: 'whitening',
    author: 'Dana Reyes, RDH',
    publishDate: '2025-07-14',
    readingTimeMinutes: 4,
    related: ['how-teeth-whitening-works', 'sensitive-teeth-causes-and-relief'],
    motif: 'whitening',
    palette: 'sensitivity',
    alt: 'A sparkling tooth with a whitening pen on a pale blue background',
    draft: true,
    body: [
      paragraph(
        'If cold drinks already make you wince, whitening can feel like a gamble. With some preparation most people can whiten comfortably.',
      ),
      heading(2, 'Before you start'),
      list('ordered-list', [
        'Brush with a sensitivity toothpaste twice a day for two weeks first.',
        'Ask your dentist to check for exposed roots, cracks or worn fillings.',
        'Pick a lower-strength or shorter-wear product.',
      ]),
      heading(2, 'Gentle options compared'),
      table([
        ['Option', 'Contact time', 'Sensitivity risk'],
        ['Whitening toothpaste', 'While brushing', 'Low'],
        ['Whitening pen', 'Minutes at a time', 'Low to moderate'],
        ['Tray or LED kit', 'Longer sessions', 'Moderate'],
      ]),
      paragraph(
        text('If you feel a twinge, skip a day and go back to your sensitivity toothpaste. Learn more in '),
        entryHyperlink(article('how-teeth-whitening-works'), 'how teeth whitening works'),
        text(' or shop '),
        hyperlink('/products/whitening-treatments', 'whitening treatments'),
        text('.'),
      ),
      picture('img-category-whitening-tablet-small'),
      carousel('whitening-favourites'),
    ],
  },
];

export const ARTICLE_ART = ARTICLES.map(({slug, title, motif, palette, alt}) => ({slug, title, motif, palette, alt}));

export const articleEntries = () =>
  ARTICLES.map((a) =>
    entry(
      'article',
      article(a.slug),
      {
        title: a.title,
        slug: a.slug,
        excerpt: a.excerpt,
        category: a.category,
        heroImage: assetLink(`img-article-${a.slug}`),
        body: doc(...a.body),
        author: a.author,
        publishDate: a.publishDate,
        readingTimeMinutes: a.readingTimeMinutes,
        relatedArticles: a.related.map((slug) => link(article(slug))),
        seoTitle: `${a.title} | Learn | Oral Care Shop`,
        seoDescription: a.excerpt,
      },
      {draft: a.draft},
    ),
  );
