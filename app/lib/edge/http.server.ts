/** Small JSON helpers for the edge-services resource routes. */
export function jsonResponse(body: unknown, status = 200, headers: HeadersInit = {}): Response {
  const out = new Headers(headers);
  out.set('Content-Type', 'application/json; charset=utf-8');
  if (!out.has('Cache-Control')) out.set('Cache-Control', 'no-store');
  return new Response(JSON.stringify(body), {status, headers: out});
}

export function jsonError(status: number, error: string, headers: HeadersInit = {}): Response {
  return jsonResponse({error}, status, headers);
}

/** Reads a JSON or form body as a plain object; null when it is neither. */
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

export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function field(body: Record<string, unknown>, name: string): string {
  const value = body[name];
  return typeof value === 'string' ? value.trim() : '';
}
