import {withoutPreviewParam} from '~/features/content/preview';
import {isLockedPath, passwordRedirectTarget} from '../storefront-password';
import {isDataRequest, rootLoaderOnly} from './root-data-request';

const isRead = (request: Request) => request.method === 'GET' || request.method === 'HEAD';

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

/** The part of the app context the preview redirect writes cookies from. */
export interface PreviewCookies {
  session: {isPending: boolean; commit(): Promise<string>};
  previewCookie: string | null | undefined;
}

/**
 * `?preview=` is accepted once (the session now holds it): a redirect to the same URL without it,
 * so the token never stays in the address bar, history, referrers or the data layer. Null otherwise.
 */
export async function previewParamRedirect(request: Request, context: PreviewCookies): Promise<Response | null> {
  const previewless = withoutPreviewParam(new URL(request.url));
  if (previewless === null || !isRead(request) || isDataRequest(request)) return null;
  const redirect = new Response(null, {status: 302, headers: {Location: previewless, 'Cache-Control': 'private, no-store'}});
  if (context.session.isPending) redirect.headers.append('Set-Cookie', await context.session.commit());
  if (context.previewCookie) redirect.headers.append('Set-Cookie', context.previewCookie);
  return redirect;
}
