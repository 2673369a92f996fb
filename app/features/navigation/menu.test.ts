import {describe, expect, it} from 'vitest';
import type {ContentEntry} from '~/clients/content/types';
import {menuFor, toNavItems, type MenuFields, type NavItem} from './menu';

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
