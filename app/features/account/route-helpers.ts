import type {HeadersFunction} from '@shopify/remix-oxygen';

/** Account pages are personal: never stored by the browser or any cache. */
export const NO_STORE = {'Cache-Control': 'no-store'} as const;

export const noStoreHeaders: HeadersFunction = ({errorHeaders, actionHeaders}) => {
  const headers = new Headers(NO_STORE);
  // A throttled form answer (429) says when to try again.
  const retryAfter = errorHeaders?.get('Retry-After') ?? actionHeaders?.get('Retry-After');
  if (retryAfter) headers.set('Retry-After', retryAfter);
  return headers;
};

/** A password field (never trimmed: spaces may be meant). */
export function formPassword(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
}

/** Flash keys the account pages share through the cookie session. */
export const FLASH = {
  /** A message to show on the next account page ("Your password was changed"). */
  notice: 'accountNotice',
  /** An analytics event to push on the next page (login, sign_up). */
  event: 'accountEvent',
  /** An error for the login page (e.g. the account could not be refreshed). */
  error: 'accountError',
} as const;
