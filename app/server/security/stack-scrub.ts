/**
 * Remix's own 405 (a POST to a page without an action) carries its Error's
 * text, stack frames and the server build's path included, in the page data
 * even in production mode. Error pages are small and rare, so their HTML is
 * read whole and every stack frame (`\n    at fn (file:///…/index.js:49:20282)`,
 * raw or JSON-escaped) is taken out before the page is sent.
 */
const STACK_FRAME = /(?:\\+n|\n)[ \t]{2,}at [^"\\\n<]*/g;

export function stripStackFrames(text: string): string {
  return text.replace(STACK_FRAME, '');
}

/** An HTML error answer with its stack frames taken out; other answers pass unchanged. */
export async function withoutStackFrames(response: Response): Promise<Response> {
  if (response.status < 400 || !(response.headers.get('Content-Type') ?? '').includes('text/html') || !response.body) return response;
  const text = await response.text();
  const headers = new Headers(response.headers);
  headers.delete('Content-Length');
  return new Response(stripStackFrames(text), {status: response.status, statusText: response.statusText, headers});
}
