/**
 * The shop's one HTTP module: JSON answers, reading request
 * bodies (forms, JSON, either) and the body-size limits. Routes and the fetch
 * handler read bodies only through here.
 */

/** No form or API of the shop needs more; the fetch handler enforces it for every POST (`withBoundedBody`). */
export const MAX_BODY_BYTES = 64 * 1024;
/** Largest JSON query the search endpoints read. */
export const MAX_JSON_QUERY_BYTES = 16 * 1024;
/** How much of an oversized body is still read and thrown away, so the client's connection stays usable. */
export const MAX_DRAIN_BYTES = 8 * 1024 * 1024;

/**
 * A JSON answer. `maxAge` makes it publicly cacheable (with ten times as long
 * stale-while-revalidate); otherwise `no-store` unless `headers` name a
 * `Cache-Control` of their own.
 */
export function jsonResponse(data: unknown, init: {status?: number; maxAge?: number; headers?: HeadersInit} = {}): Response {
  const headers = new Headers(init.headers);
  headers.set('Content-Type', 'application/json; charset=utf-8');
  if (init.maxAge) headers.set('Cache-Control', `public, max-age=${init.maxAge}, stale-while-revalidate=${init.maxAge * 10}`);
  else if (!headers.has('Cache-Control')) headers.set('Cache-Control', 'no-store');
  return new Response(JSON.stringify(data), {status: init.status ?? 200, headers});
}

/** `{"error": message}` with the status (never cached). */
export function jsonError(status: number, message: string, headers?: HeadersInit): Response {
  return jsonResponse({error: message}, {status, headers});
}

/**
 * Reads a JSON request body. Wrong method, an oversized, unreadable or
 * malformed body all become a 4xx response to return.
 */
export async function readJsonBody(
  request: Request,
  limit = MAX_JSON_QUERY_BYTES,
): Promise<{ok: true; body: unknown} | {ok: false; response: Response}> {
  if (request.method !== 'POST') return {ok: false, response: jsonError(405, 'Use POST with a JSON body.')};
  const declared = Number(request.headers.get('Content-Length') ?? '0');
  if (declared > limit) return {ok: false, response: jsonError(413, 'The request body is too large.')};
  let text: string;
  try {
    text = await request.text();
  } catch {
    return {ok: false, response: jsonError(400, 'The request body could not be read.')};
  }
  if (new TextEncoder().encode(text).byteLength > limit) return {ok: false, response: jsonError(413, 'The request body is too large.')};
  try {
    return {ok: true, body: JSON.parse(text)};
  } catch {
    return {ok: false, response: jsonError(400, 'The request body is not valid JSON.')};
  }
}

/** The request's form body, or null when it cannot be read as a form (the caller answers 400). */
export async function readFormOrNull(request: Request): Promise<FormData | null> {
  try {
    return await request.formData();
  } catch {
    return null;
  }
}

/** The request's form body; an unreadable or missing body counts as an empty form. */
export async function readForm(request: Request): Promise<FormData> {
  return (await readFormOrNull(request)) ?? new FormData();
}

/** A JSON object or form body as a plain object; null when it is neither. */
export async function readBody(request: Request): Promise<Record<string, unknown> | null> {
  const type = request.headers.get('content-type') ?? '';
  try {
    if (type.includes('application/json')) {
      const parsed: unknown = await request.json();
      return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : null;
    }
    if (type.includes('form')) return Object.fromEntries(await request.formData());
  } catch {
    return null;
  }
  return null;
}

/** A text field of a submitted form or of a body read by `readBody`, trimmed ('' when absent or not text). */
export function field(body: FormData | Record<string, unknown>, name: string): string {
  const value = body instanceof FormData ? body.get(name) : body[name];
  return typeof value === 'string' ? value.trim() : '';
}

/**
 * The request with its body read into memory, counting bytes as they
 * arrive: `Content-Length` may be absent (chunked transfer) or
 * wrong, so only the bytes read decide. Past `limit` the rest is read and
 * dropped (up to MAX_DRAIN_BYTES) and null is returned: the caller answers
 * 413 and no route sees any of it.
 */
export async function withBoundedBody(request: Request, limit = MAX_BODY_BYTES): Promise<Request | null> {
  if (!request.body) return request;
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  let tooLarge = false;
  try {
    for (;;) {
      const {done, value} = await reader.read();
      if (done) break;
      total += value.byteLength;
      if (total > limit) {
        tooLarge = true;
        if (total > MAX_DRAIN_BYTES) {
          await reader.cancel().catch(() => undefined);
          break;
        }
        continue;
      }
      chunks.push(value);
    }
  } catch {
    // An aborted upload: the route gets the bytes that arrived, as with a short body.
  }
  if (tooLarge) return null;
  const body = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  const headers = new Headers(request.headers);
  headers.delete('Transfer-Encoding');
  headers.set('Content-Length', String(total));
  return new Request(request.url, {method: request.method, headers, body, signal: request.signal, redirect: request.redirect});
}
