import {useEffect, type RefObject} from 'react';
import {focusOrigin, followFocus} from './focus-origin';

const FOCUSABLE =
  'a[href], area[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), iframe, [tabindex]:not([tabindex="-1"]), [contenteditable="true"]';

/** Elements inside `root` that Tab can reach, in document order. */
export function focusableIn(root: ParentNode): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (el) => !el.hasAttribute('inert') && el.getAttribute('aria-hidden') !== 'true',
  );
}

// Where no page start has followed focus yet, from the trap's first load on.
followFocus();

/**
 * While `active`: moves focus into the dialog, keeps Tab and Shift+Tab
 * inside it, calls `onEscape` on Escape, and gives focus back to the
 * element that opened it when the dialog closes; when that one is gone or
 * cannot take focus, to `fallback` or else the page's content (`#main-content`), never the body.
 */
export function useFocusTrap(
  ref: RefObject<HTMLElement | null>,
  active: boolean,
  onEscape?: () => void,
  fallback?: () => HTMLElement | null,
): void {
  useEffect(() => {
    const root = ref.current;
    if (!active || !root) return;
    const previous = focusOrigin();
    const first = focusableIn(root)[0];
    (first ?? root).focus();

    function onKeyDown(event: KeyboardEvent) {
      if (event.key === 'Escape' && onEscape) {
        event.preventDefault();
        onEscape();
        return;
      }
      if (event.key !== 'Tab' || !root) return;
      const items = focusableIn(root);
      if (items.length === 0) {
        event.preventDefault();
        return;
      }
      const head = items[0];
      const tail = items[items.length - 1];
      if (event.shiftKey && document.activeElement === head) {
        event.preventDefault();
        tail.focus();
      } else if (!event.shiftKey && document.activeElement === tail) {
        event.preventDefault();
        head.focus();
      }
    }

    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      if (previous?.isConnected) previous.focus();
      // No opener to go back to (the popup opens by itself; an opener may have left the page): the
      // fallback, or the page's content, so the next Tab starts there rather than at the document's top.
      if (!previous || document.activeElement !== previous)
        (fallback?.() ?? document.getElementById('main-content'))?.focus({preventScroll: true});
    };
  }, [ref, active, onEscape, fallback]);
}
