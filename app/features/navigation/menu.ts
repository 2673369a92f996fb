import type {ContentEntry} from '~/clients/content/types';
import {isSafeLocalPath} from '~/infra/urls';

/** A category's picture in the menu: one crop of its static image, small enough for a card. */
export interface MenuImage {
  url: string;
  alt: string;
  width: number;
  height: number;
}

export interface NavItem {
  title: string;
  url: string;
  /** Open in a new tab (external help & FAQ link). */
  newTab: boolean;
  /** The holiday category's own accent colour in the main menu. */
  accentColor?: string;
  /** Set on main categories (CMS navigation categories): the desktop header shows these as its row. */
  category?: boolean;
  /** The category's handle, as the CMS navigation category gives it. */
  handle?: string;
  /** The category's picture, from the static image its `imageTitle` names. */
  image?: MenuImage;
  children: NavItem[];
}

type LinkFields = {title?: string; link?: string; openInNewTab?: boolean; accentColor?: string; handle?: string; imageTitle?: string};
type CategoryFields = LinkFields & {subCategories?: Array<ContentEntry<LinkFields>>};
export type MenuFields = {name: string; items?: Array<ContentEntry<CategoryFields>>};

/** Finds a menu picture by static image title (undefined when the CMS has none by that title). */
export type MenuImageLookup = (title: string) => MenuImage | undefined;
const CATEGORY_TYPE = 'navigationCategory';

const HEX_COLOR = /^#[0-9a-f]{3,8}$/i;

function isExternal(url: string) {
  return /^[a-z][a-z0-9+.-]*:/i.test(url);
}

/** Only site paths and http(s) URLs become links, so a menu item can never be a `javascript:` or other script URL. */
function safeUrl(url: string | undefined): string | null {
  if (!url) return null;
  if (isSafeLocalPath(url)) return url;
  return /^https?:\/\//i.test(url) ? url : null;
}

function toItem(entry: ContentEntry<CategoryFields>, images: MenuImageLookup, depth: number): NavItem | null {
  const url = safeUrl(entry.fields.link);
  if (!entry.fields.title || !url) return null;
  const accent = entry.fields.accentColor;
  const item: NavItem = {
    title: entry.fields.title,
    url,
    newTab: Boolean(entry.fields.openInNewTab) || isExternal(url),
    accentColor: accent && HEX_COLOR.test(accent) ? accent : undefined,
    children: (entry.fields.subCategories ?? [])
      .map((child) => toItem(child as ContentEntry<CategoryFields>, images, depth + 1))
      .filter((child): child is NavItem => child !== null),
  };
  // Only a top-level navigation category is a main category of the header row.
  if (depth === 0 && entry.contentType === CATEGORY_TYPE) {
    item.category = true;
    if (entry.fields.handle) item.handle = entry.fields.handle;
    const image = entry.fields.imageTitle ? images(entry.fields.imageTitle) : undefined;
    if (image) item.image = image;
  }
  return item;
}

const noImages: MenuImageLookup = () => undefined;

/**
 * Turns a CMS navigation menu into plain nav items, dropping broken or unsafe
 * links. Navigation categories keep their handle and get the picture their
 * `imageTitle` names, when `images` knows it.
 */
export function toNavItems(menu: ContentEntry<MenuFields> | null | undefined, images: MenuImageLookup = noImages): NavItem[] {
  return (menu?.fields.items ?? []).map((entry) => toItem(entry, images, 0)).filter((item): item is NavItem => item !== null);
}

/**
 * The desktop header's split of the main menu: the main categories as its row
 * of drop-downs, in the CMS's order, and every other entry under "More", so
 * no link of the drawer is missing from the wide header.
 */
export function headerRow(items: readonly NavItem[]): {categories: NavItem[]; more: NavItem[]} {
  return {categories: items.filter((i) => i.category), more: items.filter((i) => !i.category)};
}

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
