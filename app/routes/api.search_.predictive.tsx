import type {ActionFunctionArgs} from '@shopify/remix-oxygen';
import {jsonError, jsonResponse, readJsonBody} from '~/infra/http';
import {PREDICTIVE_RESULT_LIMIT, parseSearchBody} from '~/features/search/request';
import {runSearch} from '~/features/search/search.server';

export function loader() {
  return jsonError(405, 'Use POST with a JSON body like {"query": "whi"}.');
}

/**
 * POST /api/search/predictive `{query}` → a few products and articles as the
 * shopper types: `{query, products: [{handle, title, url, image, price}], articles: [{title, url}]}`.
 */
export async function action({request, context}: ActionFunctionArgs) {
  const read = await readJsonBody(request);
  if (!read.ok) return read.response;
  const parsed = parseSearchBody(read.body, {limit: PREDICTIVE_RESULT_LIMIT});
  if (!parsed.ok) return jsonError(400, parsed.error);
  const results = await runSearch(context, parsed.value);
  return jsonResponse({
    query: results.query,
    products: results.products.map((p) => ({
      handle: p.handle,
      title: p.title,
      url: `/products/${p.handle}`,
      image: p.featuredImage
        ? {url: p.featuredImage.url, altText: p.featuredImage.altText, width: p.featuredImage.width, height: p.featuredImage.height}
        : null,
      price: p.priceRange.minVariantPrice,
      availableForSale: p.availableForSale,
    })),
    articles: results.articles.map((a) => ({title: a.title, url: a.url})),
  });
}
