import type {ContentEntry} from '~/clients/content/types';
import {HELP_LINKS, SHOP_LINKS} from '~/ui/error-copy';
import {isSafeLocalPath} from '~/infra/urls';

export interface NavItem {
  title: string;
  url: string;
  /** Open in a new tab (external help & FAQ link). */
  newTab: boolean;
  /** The holiday category's own accent colour in the main menu. */
  accentColor?: string;
  children: NavItem[];
}

type LinkFields = {title?: string; link?: string; openInNewTab?: boolean; accentColor?: string};
type CategoryFields = LinkFields & {subCategories?: Array<ContentEntry<LinkFields>>};
export type MenuFields = {name: string; items?: Array<ContentEntry<CategoryFields>>};

const HEX_COLOR = /^#[0-9a-f]{3,8}$/i;

function isExternal(url: string) {
  return /^[a-z][a-z0-9+.-]*:/i.test(url);
}

/** Only site paths and http(s) URLs become links (spec section 5, link safety). */
function safeUrl(url: string | undefined): string | null {
  if (!url) return null;
  if (isSafeLocalPath(url)) return url;
  return /^https?:\/\//i.test(url) ? url : null;
}

function toItem(entry: ContentEntry<CategoryFields>): NavItem | null {
  const url = safeUrl(entry.fields.link);
  if (!entry.fields.title || !url) return null;
  const accent = entry.fields.accentColor;
  return {
    title: entry.fields.title,
    url,
    newTab: Boolean(entry.fields.openInNewTab) || isExternal(url),
    accentColor: accent && HEX_COLOR.test(accent) ? accent : undefined,
    children: (entry.fields.subCategories ?? [])
      .map((child) => toItem(child as ContentEntry<CategoryFields>))
      .filter((child): child is NavItem => child !== null),
  };
}

/** Turns a CMS navigation menu into plain nav items, dropping broken or unsafe links. */
export function toNavItems(menu: ContentEntry<MenuFields> | null | undefined): NavItem[] {
  return (menu?.fields.items ?? []).map(toItem).filter((item): item is NavItem => item !== null);
}

const plain = (links: ReadonlyArray<{title: string; url: string; external?: boolean}>): NavItem[] =>
  links.map((l) => ({title: l.title, url: l.url, newTab: Boolean(l.external), children: []}));

/** Menus used when the CMS cannot be read, so the header and footer still work. */
export const FALLBACK_MENUS = {
  main: [...plain(SHOP_LINKS), ...plain([{title: 'Learn', url: '/learn'}, ...HELP_LINKS])],
  footerShop: plain(SHOP_LINKS),
  footerHelp: plain(HELP_LINKS),
};

/** Where the shop's sign-in page and a customer's account live. */
export const SIGN_IN_PATH = '/account/login';
export const ACCOUNT_ITEM: NavItem = {title: 'Account', url: '/account', newTab: false, children: []};

/**
 * The menu as one shopper sees it: for a signed-in customer a link to the
 * sign-in page (the CMS's "Sign In" entry) becomes the account link, at any
 * depth; a guest sees the menu unchanged.
 */
export function menuFor(items: NavItem[], signedIn: boolean): NavItem[] {
  if (!signedIn) return items;
  return items.map((item) => {
    const path = item.url.split(/[?#]/)[0].replace(/\/+$/, '');
    if (path === SIGN_IN_PATH) return {...ACCOUNT_ITEM, accentColor: item.accentColor};
    return item.children.length ? {...item, children: menuFor(item.children, true)} : item;
  });
}
