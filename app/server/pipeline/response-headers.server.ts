import type {ServerTiming} from '~/infra/observability';

/** The part of the app context a rendered page takes its headers from. */
export interface ResponseHeaderSources {
  content: {preview: boolean};
  edge: {experiments: {setCookieHeader(): string | null}};
  session: {isPending: boolean; commit(): Promise<string>};
  previewCookie: string | null | undefined;
  account: {pendingCookies(): Promise<string[]>};
}

/**
 * A rendered page's own headers: the cookies the request changed (experiment, session, preview,
 * customer token), its backend timings, and `no-store` for what must never be shared.
 */
export async function withResponseHeaders(
  response: Response,
  context: ResponseHeaderSources,
  timing: ServerTiming,
  staff: boolean,
): Promise<Response> {
  // Drafts never land in a shared cache.
  if (context.content.preview) response.headers.set('Cache-Control', 'private, no-store');
  withExperimentCookie(response, context.edge.experiments.setCookieHeader());
  if (context.session.isPending) response.headers.append('Set-Cookie', await context.session.commit());
  if (context.previewCookie) response.headers.append('Set-Cookie', context.previewCookie);
  for (const cookie of await context.account.pendingCookies()) response.headers.append('Set-Cookie', cookie);
  const serverTiming = timing.header();
  if (serverTiming) response.headers.append('Server-Timing', serverTiming);
  // What staff see during maintenance is for them only: no shared cache keeps it.
  if (staff) response.headers.set('Cache-Control', 'private, no-store');
  return response;
}

/** A new experiment visitor gets their `col_exp` cookie on the page, cached or rendered. */
export function withExperimentCookie(response: Response, cookie: string | null): Response {
  if (cookie) response.headers.append('Set-Cookie', cookie);
  return response;
}
