/** A read (GET or HEAD): no action runs for it. */
export const isRead = (request: Request) => request.method === 'GET' || request.method === 'HEAD';

/** A client-side navigation asks for a page's data at `<path>.data`, not for its HTML. */
export function isDataRequest(request: Request): boolean {
  return new URL(request.url).pathname.endsWith('.data');
}

/**
 * The same data request narrowed to the root loader (`_routes=root`): when the shop answers a
 * client-side navigation with a redirect (maintenance, storefront password), the root loader
 * throws it as a Remix redirect the browser router follows, and no route loader runs.
 */
export function rootLoaderOnly(request: Request): Request {
  const url = new URL(request.url);
  url.searchParams.set('_routes', 'root');
  return new Request(url, request);
}
