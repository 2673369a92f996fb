import {describe, expect, it} from 'vitest';
import {POPUP_FIRST_PAGE_CALM_MS, POPUP_LATER_PAGE_CALM_MS, popupMayOpen} from './popup-moment';

describe('when the first-order popup may open', () => {
  it('waits on the first page until it has been calm for a while', () => {
    expect(popupMayOpen({pagesViewed: 1, calmForMs: 0, otherDialogOpen: false})).toBe(false);
    expect(popupMayOpen({pagesViewed: 1, calmForMs: POPUP_FIRST_PAGE_CALM_MS - 1, otherDialogOpen: false})).toBe(false);
    expect(popupMayOpen({pagesViewed: 1, calmForMs: POPUP_FIRST_PAGE_CALM_MS, otherDialogOpen: false})).toBe(true);
  });

  it('opens sooner on a second page, but not the moment another dialog closed', () => {
    expect(popupMayOpen({pagesViewed: 2, calmForMs: 0, otherDialogOpen: false})).toBe(false);
    expect(popupMayOpen({pagesViewed: 2, calmForMs: POPUP_LATER_PAGE_CALM_MS, otherDialogOpen: false})).toBe(true);
    expect(POPUP_LATER_PAGE_CALM_MS).toBeLessThan(POPUP_FIRST_PAGE_CALM_MS);
  });

  it('never opens over another dialog', () => {
    expect(popupMayOpen({pagesViewed: 5, calmForMs: 10 * POPUP_FIRST_PAGE_CALM_MS, otherDialogOpen: true})).toBe(false);
  });
});
