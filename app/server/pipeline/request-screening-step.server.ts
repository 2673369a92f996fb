import {withBoundedBody} from '~/infra/http';
import {TOO_LARGE_MESSAGE, refusalReason, refusalResponse} from '~/server/security/request-screening.server';
import {UNROUTABLE_PATH, hasMalformedEscape} from '~/server/security/malformed-url.server';

/**
 * Cross-site writes and oversized bodies are refused before any route runs (docs/security.md):
 * the refusal, or the request whose body is counted while read.
 */
export async function screenRequest(request: Request): Promise<Request | Response> {
  const refusal = refusalReason(request);
  if (refusal) {
    // A refused body is still read, so the connection stays usable for the client's next request.
    await request.arrayBuffer().catch(() => null);
    return refusalResponse(request, refusal);
  }
  // Bodies are counted while read, whatever Content-Length says (chunked uploads included).
  const bounded = await withBoundedBody(request);
  return bounded ?? refusalResponse(request, {status: 413, message: TOO_LARGE_MESSAGE});
}

/** A URL that cannot be decoded gets the shop's 404 page, never a decoding error. */
export function normaliseUrl(request: Request): Request {
  return hasMalformedEscape(request.url) ? new Request(new URL(UNROUTABLE_PATH, request.url), request) : request;
}
