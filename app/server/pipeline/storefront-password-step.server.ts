import {isLockedPath, passwordRedirectTarget} from '../storefront-password.server';
import {isDataRequest, isRead, rootLoaderOnly} from './root-data-request.server';

/**
 * A password-protected store: no cart or form action runs before the password is entered (a 303
 * to /password), and a client-side navigation is answered by the root loader's redirect.
 */
export function passStorefrontPassword(request: Request, locked: boolean): Request | Response {
  const url = new URL(request.url);
  if (!isLockedPath(url.pathname, locked)) return request;
  if (!isRead(request)) {
    return new Response(null, {status: 303, headers: {Location: passwordRedirectTarget(url), 'Cache-Control': 'no-store'}});
  }
  return isDataRequest(request) ? rootLoaderOnly(request) : request;
}
