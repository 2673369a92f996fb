import {redirect, type AppLoadContext} from '@shopify/remix-oxygen';
import {ACCOUNT_ERRORS} from './errors';
import {NO_STORE, FLASH} from './route-helpers';

/**
 * A refresh that finds no customer for the token (deleted, reset elsewhere)
 * signs out and sends the visitor to login with the no-customer message. A
 * platform outage never gets here: it surfaces as the 503 page and the
 * session is kept.
 */
export function signedOutResponse(context: AppLoadContext): Response {
  context.account.clear();
  // New customer accounts keep their tokens in the session under Hydrogen's keys.
  if (context.customerAccount) for (const key of ['customerAccount', 'buyer']) context.session.unset(key);
  context.session.flash(FLASH.error, ACCOUNT_ERRORS.noCustomer);
  return redirect('/account/login', {headers: NO_STORE});
}

/** Reads and removes one flash value. */
export function takeFlash(context: AppLoadContext, key: string): string | null {
  const value = context.session.get(key) as unknown;
  if (value === undefined) return null;
  context.session.unset(key);
  return typeof value === 'string' ? value : null;
}
