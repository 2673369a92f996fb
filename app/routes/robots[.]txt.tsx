import type {LoaderFunctionArgs} from '@shopify/remix-oxygen';
import {robotsTxt} from '~/features/catalog/sitemap';

/** /robots.txt: crawl the shop, not the cart, account, search results or JSON endpoints. */
export function loader({request}: LoaderFunctionArgs) {
  return new Response(robotsTxt(new URL(request.url).origin), {
    headers: {'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=86400'},
  });
}
