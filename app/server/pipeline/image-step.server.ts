import {shopConfig, type ShopConfig} from '~/server/env.server';
import {openEdgeCache} from '~/server/cache/edge-cache.server';
import {IMAGE_PATHS, IMAGE_PREFIXES} from '~/features/images/image-paths';

/**
 * Product and CMS images, served from the shop's own origin (the paths the
 * image URLs are rewritten to: `sameOriginImage` in `features/images/responsive.ts`). A page's
 * images then travel on the connection its HTML came on: a first visit opens
 * no second TLS connection before its largest image can load (Lighthouse's
 * phone: ~450 ms of handshakes, most of the distance between first and
 * largest paint). Shopify's own storefronts serve `/cdn/shop/` from the
 * shop's domain for the same reason. Only these prefixes (`IMAGE_PATHS`), each
 * to its one upstream: never a proxy to a host a URL names.
 */

/** Where an image path comes from: the store's domain, Shopify's CDN, or the CMS's image host (null: not an image path, or no upstream set). */
export function imageUpstream(url: URL, config: Pick<ShopConfig, 'storeOrigin' | 'content'>): string | null {
  const {pathname, search} = url;
  const prefix = IMAGE_PREFIXES.find((p) => pathname.startsWith(p));
  if (!prefix) return null;
  const rest = pathname.slice(prefix.length) + search;
  if (prefix === IMAGE_PATHS.store) return config.storeOrigin ? `${config.storeOrigin}${pathname}${search}` : null;
  if (prefix === IMAGE_PATHS.shopifyCdn.prefix) return `https://${IMAGE_PATHS.shopifyCdn.host}/${rest}`;
  // Contentful's delivery API has its images on images.ctfassets.net; the local platform serves them itself.
  const origin = config.content.origin;
  if (!origin) return null;
  return /(^|\.)contentful\.com$/.test(new URL(origin).hostname)
    ? `https://${IMAGE_PATHS.contentful.host}/${rest}`
    : `${origin}${pathname}${search}`;
}

/** Headers of the upstream's answer that describe the image and how long it keeps. */
const KEPT_HEADERS = ['content-type', 'content-length', 'cache-control', 'etag', 'last-modified'];

const failed = (status: number, text: string) =>
  new Response(text, {status, headers: {'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store'}});

/**
 * Answers an image path from the edge cache or its upstream (null: not an
 * image path). A cacheable answer is kept in the edge cache (`EDGE_CACHE`
 * allowing), so an image is fetched from its upstream once per edge location.
 */
export async function answerImage(request: Request, env: Env, executionContext: ExecutionContext): Promise<Response | null> {
  const url = new URL(request.url);
  const config = shopConfig(env);
  const upstream = imageUpstream(url, config);
  if (!upstream) return null;
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    return new Response('Images are read with GET or HEAD.', {status: 405, headers: {Allow: 'GET, HEAD', 'Cache-Control': 'no-store'}});
  }
  const cache = await openEdgeCache(config.edgeCache.data, 'images');
  const key = new Request(url.toString());
  const kept = await cache.match(key);
  if (kept) return request.method === 'HEAD' ? new Response(null, kept) : kept;
  let answer: Response;
  try {
    answer = await fetch(upstream, {
      headers: {accept: request.headers.get('accept') ?? 'image/*'},
      signal: AbortSignal.timeout(config.backendTimeoutMs),
    });
  } catch {
    return failed(504, 'The image did not arrive in time.');
  }
  const headers = new Headers();
  for (const name of KEPT_HEADERS) {
    const value = answer.headers.get(name);
    if (value) headers.set(name, value);
  }
  const response = new Response(request.method === 'HEAD' ? null : answer.body, {status: answer.status, headers});
  const cacheable = answer.ok && request.method === 'GET' && !/no-store|private/i.test(headers.get('cache-control') ?? '');
  if (cacheable) executionContext.waitUntil(cache.put(key, response.clone()).catch(() => undefined));
  return response;
}
