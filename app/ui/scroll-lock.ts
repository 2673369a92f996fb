import {useEffect} from 'react';

/**
 * UI state `bodyScrollLock`: the page body stops scrolling
 * while any overlay (cart drawer, consent banner, popup, chat window) is
 * open. Owners are counted, so closing one overlay never unlocks the page
 * under another that is still open.
 */
const owners = new Set<string>();

export function isBodyScrollLocked(): boolean {
  return owners.size > 0;
}

function apply(doc: Document | undefined) {
  if (!doc) return;
  if (owners.size > 0) doc.body.dataset.scrollLock = 'true';
  else delete doc.body.dataset.scrollLock;
}

const currentDocument = () => (typeof document === 'undefined' ? undefined : document);

export function lockBodyScroll(owner: string, doc = currentDocument()): void {
  owners.add(owner);
  apply(doc);
}

export function unlockBodyScroll(owner: string, doc = currentDocument()): void {
  owners.delete(owner);
  apply(doc);
}

/** Locks the body scroll while `active` is true, on behalf of `owner`. */
export function useBodyScrollLock(owner: string, active: boolean): void {
  useEffect(() => {
    if (!active) return;
    lockBodyScroll(owner);
    return () => unlockBodyScroll(owner);
  }, [owner, active]);
}
