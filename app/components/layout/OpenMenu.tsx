import type {RefObject} from 'react';
import {useFocusTrap} from '~/ui/focus-trap';
import {useBodyScrollLock} from '~/ui/scroll-lock';

export {pushMenuNavigation} from './menu-analytics';

/**
 * What the menu drawer does while it is open, mounted only then: focus moves
 * in and stays inside (Escape calls `onEscape`), and the page behind does not
 * scroll. Its own chunk, with the menu's analytics (`open-menu-chunk.ts`).
 */
export function OpenMenu({panel, onEscape}: {panel: RefObject<HTMLElement | null>; onEscape: () => void}) {
  useBodyScrollLock('main-menu', true);
  useFocusTrap(panel, true, onEscape);
  return null;
}
