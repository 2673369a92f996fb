import {lazy} from 'react';
import {loadOrReload} from '~/ui/deploy-reload';
import {loadOnce} from '~/ui/load-once';

/**
 * The chunk of what only an open menu needs (focus trap, scroll lock, menu
 * analytics), fetched once: not on a first visit, but on intent or when the
 * browser is idle (`preloadOpenMenu`), and at the latest when the menu opens.
 * A failed fetch is tried again next time.
 */
export const loadOpenMenu = loadOnce(() => import('./OpenMenu'));

/** Fetches the open menu's chunk ahead (a pointer over or focus on the menu button, a touch, an idle moment). */
export const preloadOpenMenu = () => void loadOpenMenu().catch(() => undefined);

/** The open menu's behaviour; a chunk a newer deploy removed reloads the page. */
export const OpenMenu = lazy(() => loadOrReload(loadOpenMenu).then((module) => ({default: module.OpenMenu})));

/**
 * A click on a main-menu link (the drawer's or the header row's): its
 * `navigation` event, sent once the chunk is there. `false` for a click on
 * anything else. Listens by delegation: clicks on the links bubble up, and
 * Enter on a focused link is a click too.
 */
export function menuLinkFollowed(event: React.MouseEvent<HTMLElement>): boolean {
  const link = (event.target as HTMLElement).closest('a');
  if (!link) return false;
  void loadOpenMenu().then(
    ({pushMenuNavigation}) => pushMenuNavigation(link),
    () => undefined,
  );
  return true;
}
