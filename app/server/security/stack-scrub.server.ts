/**
 * Remix's own refusals (a POST to a page without an action, any OPTIONS) carry
 * their internal Error's text, stack frames and the server build's path
 * included, even in production mode: in the HTML page and in the page data
 * (`.data`, turbo-stream), where the stack is the ErrorResponse's `data`
 * string and so is never sanitised. Error answers are small and rare, so any
 * textual one is read whole and every stack frame (`\n    at fn
 * (file:///…/index.js:49:20282)`, raw or JSON-escaped) is taken out before it
 * is sent. Successful answers stream untouched: Remix sanitises the Errors
 * that reach them (deferred data) in production mode.
 */
const STACK_FRAME = /(?:\\+n|\n)[ \t]{2,}at [^"\\\n<]*/g;

/** Page HTML, page data (`text/x-script`), JSON, plain text, XML. */
const TEXTUAL = /^(?:text\/|application\/(?:[\w.+-]*\+)?(?:json|xml|javascript)\b)/i;

export function stripStackFrames(text: string): string {
  return text.replace(STACK_FRAME, '');
}

/** A textual error answer with its stack frames taken out; other answers pass unchanged. */
export async function withoutStackFrames(response: Response): Promise<Response> {
  if (response.status < 400 || !TEXTUAL.test(response.headers.get('Content-Type') ?? '') || !response.body) return response;
  const text = await response.text();
  const headers = new Headers(response.headers);
  headers.delete('Content-Length');
  return new Response(stripStackFrames(text), {status: response.status, statusText: response.statusText, headers});
}
