import {withoutPreviewParam} from '~/features/content/preview';
import {isDataRequest, isRead} from './root-data-request.server';

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
