import {useEffect} from 'react';
import {Form, Link, useLoaderData, type MetaFunction} from '@remix-run/react';
import type {LoaderFunctionArgs} from '@shopify/remix-oxygen';
import {useStandardView} from '~/features/analytics/views';
import {saveRecentSearch} from '~/features/search/recent';
import {MAX_QUERY_LENGTH, SEARCH_RESULT_LIMIT, searchTermFromUrl} from '~/features/search/request';
import {runSearch} from '~/features/search/search.server';
import {ProductGrid} from '~/components/product/ProductCard';
import {EAGER_CARDS, productCards} from '~/features/catalog/product-card';
import {absoluteUrl, seoMeta} from '~/features/content/seo.server';

/** The tags the loader worked out (searchMeta). */
export const meta: MetaFunction<typeof loader> = ({data}) => data?.meta ?? [];

function searchMeta(request: Request, term: string) {
  return [
    ...seoMeta({
      title: term ? `Search results for “${term}” | Oral Care Shop` : 'Search | Oral Care Shop',
      description: 'Search toothpaste, toothbrushes, whitening products, bundles and oral-care articles.',
      url: absoluteUrl(request, '/search'),
    }),
    // Result pages are for people, not for search engines.
    {name: 'robots', content: 'noindex, follow'},
  ];
}

/** /search?q=: products and articles (up to 10 each); an empty `q` shows the search form. */
export async function loader({request, context}: LoaderFunctionArgs) {
  const term = searchTermFromUrl(new URL(request.url).searchParams);
  if (!term) return {term, results: null, meta: searchMeta(request, term)};
  const found = await runSearch(context, {query: term, types: ['product', 'article'], first: SEARCH_RESULT_LIMIT});
  const results = {...found, products: productCards(found.products, EAGER_CARDS)};
  return {term, results, meta: searchMeta(request, term)};
}

export default function SearchPage() {
  const {term, results} = useLoaderData<typeof loader>();
  const total = results ? results.products.length + results.articles.length : 0;

  useEffect(() => {
    if (results && total > 0) saveRecentSearch(term);
  }, [term, total, results]);
  // Hydrogen's SearchView for a search that ran; the data layer gets it as search.
  useStandardView('search_viewed', results ? `${term}|${total}` : null, () => ({
    data: {searchTerm: term, searchResults: results},
    dataLayer: {search_term: term, search_results: total},
  }));

  return (
    <div className="search-page" data-testid="search-page">
      <header className="page-header">
        <h1>{term ? `Results for “${term}”` : 'Search'}</h1>
      </header>
      <Form method="get" action="/search" role="search" className="search-form">
        <label htmlFor="search-page-input" className="visually-hidden">
          Search products and articles
        </label>
        <input
          id="search-page-input"
          type="search"
          name="q"
          defaultValue={term}
          key={term}
          maxLength={MAX_QUERY_LENGTH}
          placeholder="Search toothpaste, brushes, whitening…"
          autoComplete="off"
        />
        <button type="submit" className="button button--primary">
          Search
        </button>
      </Form>

      {!results ? (
        <p className="empty-state" data-testid="search-empty">
          Type what you are looking for — a product, a benefit like “sensitivity” or a question like “how to whiten”.
        </p>
      ) : total === 0 ? (
        <div className="empty-state" data-testid="search-no-results">
          <p>
            We couldn't find anything for “{term}”. Check the spelling, try a shorter word, or browse{' '}
            <Link to="/products">all products</Link>.
          </p>
        </div>
      ) : (
        <>
          <p className="muted" role="status">
            {total === 1 ? '1 result' : `${total} results`}
          </p>
          {results.products.length ? (
            <section aria-labelledby="search-products" className="search-section">
              <h2 id="search-products">Products</h2>
              <ProductGrid products={results.products} listName="Search results" />
            </section>
          ) : null}
          {results.articles.length ? (
            <section aria-labelledby="search-articles" className="search-section">
              <h2 id="search-articles">Articles</h2>
              <ul className="search-articles">
                {results.articles.map((article) => (
                  <li key={article.slug}>
                    <Link to={article.url}>{article.title}</Link>
                    {article.excerpt ? <p className="muted">{article.excerpt}</p> : null}
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
        </>
      )}
    </div>
  );
}
