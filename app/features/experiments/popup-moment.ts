/**
 * When the first-order offer may open. It never opens over another dialog
 * (the consent banner, the cart drawer, the menu, the chat window), and it
 * waits for a calm moment rather than following one interruption with
 * another: a short while on the visit's second page or later, or a longer
 * while on the first page, counted from the page's start or from the moment
 * the last other dialog closed.
 */
export const POPUP_FIRST_PAGE_CALM_MS = 20_000;
export const POPUP_LATER_PAGE_CALM_MS = 3_000;

export interface PopupMoment {
  /** Pages seen in this visit, the current one included. */
  pagesViewed: number;
  /** How long the current page has had no other dialog open. */
  calmForMs: number;
  /** Another dialog holds the page now. */
  otherDialogOpen: boolean;
}

export function popupMayOpen({pagesViewed, calmForMs, otherDialogOpen}: PopupMoment): boolean {
  if (otherDialogOpen) return false;
  return calmForMs >= (pagesViewed >= 2 ? POPUP_LATER_PAGE_CALM_MS : POPUP_FIRST_PAGE_CALM_MS);
}
