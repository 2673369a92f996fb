import {entry, idOf, link} from './helpers.js';

export const HELP_URL = 'https://support.oralcare.example/hc/en-us';

interface LinkSpec {
  id: string;
  title: string;
  link: string;
  newTab?: boolean;
}

const LINKS: LinkSpec[] = [
  {id: 'all-products', title: 'All Products', link: '/products'},
  {id: 'whitening-treatments', title: 'Whitening Treatments', link: '/products/whitening-treatments'},
  {id: 'whitening-toothpaste', title: 'Whitening Toothpaste', link: '/products/whitening-toothpaste'},
  {id: 'whitening-bundles', title: 'Whitening Bundles', link: '/products/whitening-bundles'},
  {id: 'adult-toothbrushes', title: 'Adult Toothbrushes', link: '/products/adult-toothbrushes'},
  {id: 'kids-toothbrushes', title: 'Kids Toothbrushes', link: '/products/kids-toothbrushes'},
  {
    id: 'toothbrush-replacement-heads-and-chargers',
    title: 'Replacement Heads & Chargers',
    link: '/products/toothbrush-replacement-heads-and-chargers',
  },
  {id: 'toothbrush-bundles', title: 'Toothbrush Bundles', link: '/products/toothbrush-bundles'},
  {id: 'adult-toothpaste', title: 'Adult Toothpaste', link: '/products/adult-toothpaste'},
  {id: 'kids-toothpaste', title: 'Kids Toothpaste', link: '/products/kids-toothpaste'},
  {id: 'freshening-bundles', title: 'Freshening Bundles', link: '/products/freshening-bundles'},
  {id: 'teeth-whitening-bundles', title: 'Teeth Whitening Bundles', link: '/products/teeth-whitening-bundles'},
  {id: 'create-your-bundle', title: 'Build a Bundle', link: '/products/create-your-bundle'},
  {id: 'learn', title: 'Learn', link: '/learn'},
  {id: 'sign-in', title: 'Sign In', link: '/account/login'},
  {id: 'account-login', title: 'Account Login', link: '/account/login'},
  {id: 'manage-subscriptions', title: 'Manage Subscriptions', link: '/account/manage-subscriptions'},
  {id: 'contact-us', title: 'Contact Us', link: '/contact-us'},
  {id: 'help-faq', title: 'Help & FAQ', link: HELP_URL, newTab: true},
  {id: 'teeth-whitening', title: 'Teeth Whitening', link: '/products/colgate-teeth-whitening'},
  {id: 'toothbrushes', title: 'Toothbrushes', link: '/products/colgate-smart-toothbrushes'},
  {id: 'toothpaste', title: 'Toothpaste', link: '/products/colgate-toothpaste'},
  {id: 'bundles', title: 'Bundles', link: '/products/colgate-oral-care-bundles'},
];

interface NavCategorySpec {
  handle: string;
  title: string;
  link: string;
  imageTitle: string;
  accentColor?: string;
  subLinks: string[];
}

/** imageTitle values are staticImage titles. */
const NAV_CATEGORIES: NavCategorySpec[] = [
  {handle: 'all', title: 'All Products', link: '/products', imageTitle: 'category-all', subLinks: []},
  {
    handle: 'colgate-teeth-whitening',
    title: 'Teeth Whitening',
    link: '/products/colgate-teeth-whitening',
    imageTitle: 'category-whitening',
    subLinks: ['whitening-treatments', 'whitening-toothpaste', 'whitening-bundles'],
  },
  {
    handle: 'colgate-smart-toothbrushes',
    title: 'Toothbrushes',
    link: '/products/colgate-smart-toothbrushes',
    imageTitle: 'category-toothbrushes',
    subLinks: ['adult-toothbrushes', 'kids-toothbrushes', 'toothbrush-replacement-heads-and-chargers', 'toothbrush-bundles'],
  },
  {
    handle: 'colgate-toothpaste',
    title: 'Toothpaste',
    link: '/products/colgate-toothpaste',
    imageTitle: 'category-toothpaste',
    subLinks: ['adult-toothpaste', 'kids-toothpaste'],
  },
  {
    handle: 'colgate-oral-care-bundles',
    title: 'Bundles',
    link: '/products/colgate-oral-care-bundles',
    imageTitle: 'category-bundles',
    subLinks: ['freshening-bundles', 'teeth-whitening-bundles', 'toothbrush-bundles'],
  },
  {
    handle: 'holiday-gifts',
    title: 'Holiday Gifts',
    link: '/products/holiday-gifts',
    imageTitle: 'category-holiday',
    accentColor: '#b91c1c',
    subLinks: [],
  },
];

const navLink = (id: string) => link(idOf('navigationLink', id));
const navCategory = (handle: string) => link(idOf('navigationCategory', handle));

const MENUS: {name: string; title: string; items: ReturnType<typeof link>[]}[] = [
  {
    name: 'main',
    title: 'Main menu',
    items: [
      navCategory('all'),
      navCategory('colgate-teeth-whitening'),
      navCategory('colgate-smart-toothbrushes'),
      navCategory('colgate-toothpaste'),
      navCategory('colgate-oral-care-bundles'),
      navLink('create-your-bundle'),
      navCategory('holiday-gifts'),
      navLink('learn'),
      navLink('sign-in'),
      navLink('manage-subscriptions'),
      navLink('contact-us'),
      navLink('help-faq'),
    ],
  },
  {
    name: 'footer-shop',
    title: 'Shop',
    items: ['all-products', 'teeth-whitening', 'toothbrushes', 'toothpaste', 'bundles'].map(navLink),
  },
  {
    name: 'footer-help',
    title: 'Need Help?',
    items: ['account-login', 'manage-subscriptions', 'help-faq', 'contact-us'].map(navLink),
  },
];

export const navigationEntries = () => [
  ...LINKS.map((l) =>
    entry('navigationLink', idOf('navigationLink', l.id), {title: l.title, link: l.link, openInNewTab: l.newTab ?? false}),
  ),
  ...NAV_CATEGORIES.map((c) =>
    entry('navigationCategory', idOf('navigationCategory', c.handle), {
      title: c.title,
      link: c.link,
      handle: c.handle,
      imageTitle: c.imageTitle,
      accentColor: c.accentColor,
      subCategories: c.subLinks.map(navLink),
    }),
  ),
  ...MENUS.map((m) => entry('navigationMenu', idOf('navigationMenu', m.name), m)),
];
