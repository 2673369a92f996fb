import {HELP_LINKS, SHOP_LINKS} from '~/ui/error-copy';
import type {NavItem} from './menu';

const plain = (links: ReadonlyArray<{title: string; url: string; external?: boolean}>): NavItem[] =>
  links.map((l) => ({title: l.title, url: l.url, newTab: Boolean(l.external), children: []}));

/**
 * Menus used when the CMS cannot be read, so the header and footer still work.
 * Only loaders, the error pages and the layout of a page whose root data failed
 * read them: they are no part of a first visit's JavaScript.
 */
export const FALLBACK_MENUS = {
  // The shop links are the categories then, so the desktop header keeps its row.
  main: [...plain(SHOP_LINKS).map((item) => ({...item, category: true})), ...plain([{title: 'Learn', url: '/learn'}, ...HELP_LINKS])],
  footerShop: plain(SHOP_LINKS),
  footerHelp: plain(HELP_LINKS),
};
