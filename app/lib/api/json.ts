/** JSON answers of the shop's own `/api/*` endpoints. */
export function jsonResponse(data: unknown, init: {status?: number; maxAge?: number} = {}): Response {
  const headers = new Headers({'Content-Type': 'application/json; charset=utf-8'});
  headers.set('Cache-Control', init.maxAge ? `public, max-age=${init.maxAge}, stale-while-revalidate=${init.maxAge * 10}` : 'no-store');
  return new Response(JSON.stringify(data), {status: init.status ?? 200, headers});
}

export function jsonError(status: number, message: string): Response {
  return jsonResponse({error: message}, {status});
}

/** Largest request body the search endpoints read. */
export const MAX_BODY_BYTES = 16 * 1024;

/**
 * Reads a JSON request body. Wrong method, wrong content type, an oversized
 * or unreadable body all become a 4xx response to return.
 */
export async function readJsonBody(request: Request): Promise<{ok: true; body: unknown} | {ok: false; response: Response}> {
  if (request.method !== 'POST') return {ok: false, response: jsonError(405, 'Use POST with a JSON body.')};
  const declared = Number(request.headers.get('Content-Length') ?? '0');
  if (declared > MAX_BODY_BYTES) return {ok: false, response: jsonError(413, 'The request body is too large.')};
  let text: string;
  try {
    text = await request.text();
  } catch {
    return {ok: false, response: jsonError(400, 'The request body could not be read.')};
  }
  if (new TextEncoder().encode(text).byteLength > MAX_BODY_BYTES) return {ok: false, response: jsonError(413, 'The request body is too large.')};
  try {
    return {ok: true, body: JSON.parse(text)};
  } catch {
    return {ok: false, response: jsonError(400, 'The request body is not valid JSON.')};
  }
}
