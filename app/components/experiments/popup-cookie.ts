/** Remembered for a year once the first-order offer was shown: it is shown once. */
export const POPUP_SEEN_COOKIE = 'oc_first_order_offer';
