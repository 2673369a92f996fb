import {describe, expect, it} from 'vitest';
import type {ContentEntry} from '~/clients/content/types';
import {FALLBACK_MENUS} from './fallback-menus';
import {headerRow, menuFor, toNavItems, type MenuFields, type MenuImage, type NavItem} from './menu';

const e = <F>(contentType: string, fields: F): ContentEntry<F> => ({id: Math.random().toString(36), contentType, fields});

describe('toNavItems', () => {
  const menu = e<MenuFields>('navigationMenu', {
    name: 'main',
    items: [
      e('navigationCategory', {
        title: 'Teeth Whitening',
        link: '/products/colgate-teeth-whitening',
        subCategories: [e('navigationLink', {title: 'Whitening Toothpaste', link: '/products/whitening-toothpaste'})],
      }),
      e('navigationCategory', {title: 'Holiday Gifts', link: '/products/holiday-gifts', accentColor: '#b91c1c'}),
      e('navigationLink', {title: 'Help & FAQ', link: 'https://support.example/hc', openInNewTab: true}),
      e('navigationLink', {title: 'Bad', link: 'javascript:alert(1)'}),
      e('navigationLink', {title: 'Odd colour', link: '/x', accentColor: 'red;background:url(x)'}),
    ],
  });

  it('keeps order, children, accent colours and new-tab links', () => {
    const items = toNavItems(menu);
    expect(items.map((i) => i.title)).toEqual(['Teeth Whitening', 'Holiday Gifts', 'Help & FAQ', 'Odd colour']);
    expect(items[0].children).toEqual([
      {title: 'Whitening Toothpaste', url: '/products/whitening-toothpaste', newTab: false, accentColor: undefined, children: []},
    ]);
    expect(items[1].accentColor).toBe('#b91c1c');
    expect(items[2].newTab).toBe(true);
  });

  it('drops unsafe links and invalid colours', () => {
    const items = toNavItems(menu);
    expect(items.find((i) => i.title === 'Bad')).toBeUndefined();
    expect(items.find((i) => i.title === 'Odd colour')?.accentColor).toBeUndefined();
  });

  it('returns no items for a missing menu', () => {
    expect(toNavItems(null)).toEqual([]);
  });

  it("keeps a navigation category's handle and its picture, looked up by imageTitle", () => {
    const picture: MenuImage = {url: 'https://images.ctfassets.net/s/w.svg', alt: 'A white tooth', width: 900, height: 600};
    const withImages = e<MenuFields>('navigationMenu', {
      name: 'main',
      items: [
        e('navigationCategory', {
          title: 'Teeth Whitening',
          link: '/products/colgate-teeth-whitening',
          handle: 'colgate-teeth-whitening',
          imageTitle: 'category-whitening',
          subCategories: [e('navigationLink', {title: 'Pens', link: '/products/pens'})],
        }),
        e('navigationCategory', {title: 'Bundles', link: '/products/bundles', handle: 'bundles', imageTitle: 'missing'}),
        e('navigationLink', {title: 'Learn', link: '/learn'}),
      ],
    });
    const items = toNavItems(withImages, (title) => (title === 'category-whitening' ? picture : undefined));
    expect(items[0]).toMatchObject({category: true, handle: 'colgate-teeth-whitening', image: picture});
    expect(items[0].children[0].category).toBeUndefined();
    expect(items[1]).toMatchObject({category: true, handle: 'bundles'});
    expect(items[1].image).toBeUndefined();
    expect(items[2].category).toBeUndefined();
    // Without a lookup (no static images answered) the categories keep their place, without pictures.
    expect(toNavItems(withImages).map((i) => [i.category, i.image])).toEqual([
      [true, undefined],
      [true, undefined],
      [undefined, undefined],
    ]);
  });
});

describe('headerRow', () => {
  it('puts the main categories in the row, in order, and every other entry under More', () => {
    const item = (title: string, category?: boolean): NavItem => ({title, url: `/${title}`, newTab: false, category, children: []});
    const {categories, more} = headerRow([item('All', true), item('Learn'), item('Bundles', true), item('Contact')]);
    expect(categories.map((i) => i.title)).toEqual(['All', 'Bundles']);
    expect(more.map((i) => i.title)).toEqual(['Learn', 'Contact']);
  });

  it('keeps a row when the CMS menu is missing: the fallback shop links are its categories', () => {
    const {categories, more} = headerRow(FALLBACK_MENUS.main);
    expect(categories.map((i) => i.title)).toEqual(['All Products', 'Teeth Whitening', 'Toothbrushes', 'Toothpaste', 'Bundles']);
    expect(more.map((i) => i.title)).toContain('Learn');
  });
});

describe('menuFor', () => {
  const link = (title: string, url: string, children: NavItem[] = []): NavItem => ({title, url, newTab: false, children});
  const main = [
    link('Teeth Whitening', '/products/colgate-teeth-whitening', [link('Account Login', '/account/login?return_to=/x')]),
    link('Learn', '/learn'),
    link('Sign In', '/account/login'),
    link('Sign In again', '/account/login/'),
    link('Manage Subscriptions', '/account/manage-subscriptions'),
  ];

  it('shows a guest the menu as the CMS has it', () => {
    expect(menuFor(main, false)).toBe(main);
  });

  it('turns every sign-in link into the account link for a signed-in customer, keeping the rest', () => {
    const items = menuFor(main, true);
    expect(items.map((i) => `${i.title} ${i.url}`)).toEqual([
      'Teeth Whitening /products/colgate-teeth-whitening',
      'Learn /learn',
      'Account /account',
      'Account /account',
      'Manage Subscriptions /account/manage-subscriptions',
    ]);
    expect(items[0].children.map((i) => `${i.title} ${i.url}`)).toEqual(['Account /account']);
    expect(main[2].title).toBe('Sign In');
  });
});
