import {Link, useLoaderData, type MetaFunction} from '@remix-run/react';
import type {LoaderFunctionArgs} from '@shopify/remix-oxygen';
import {ARTICLE_CATEGORY_LABELS, ARTICLES_PER_PAGE, pageCount, parsePageParam, type ArticleFields} from '~/features/content/articles';
import {absoluteUrl, seoMeta} from '~/features/content/seo.server';
import {ArticleCard} from '~/components/learn/ArticleCard';
import {useT} from '~/components/content/useT';

/** The tags the loader worked out (learnMeta). */
export const meta: MetaFunction<typeof loader> = ({data}) => data?.meta ?? [];

/** A page of the article list: its category and page number in the title and the canonical URL. */
function learnMeta(request: Request, category: string | null, page: number) {
  const label = category ? ARTICLE_CATEGORY_LABELS[category] : null;
  const query = new URLSearchParams({...(category ? {category} : {}), ...(page > 1 ? {page: String(page)} : {})}).toString();
  return seoMeta({
    title: `${label ? `${label} articles` : 'Learn: oral-care guides and tips'}${page > 1 ? ` (page ${page})` : ''} | Oral Care Shop`,
    description: 'Straightforward guides from dental hygienists on brushing, whitening, gum health, sensitive teeth and kids’ smiles.',
    url: absoluteUrl(request, `/learn${query ? `?${query}` : ''}`),
  });
}

export async function loader({request, context}: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const page = parsePageParam(url.searchParams.get('page'));
  const category = url.searchParams.get('category');
  if (page === null) throw new Response('Invalid page number', {status: 404});
  if (category && !(category in ARTICLE_CATEGORY_LABELS)) throw new Response(`Unknown article category ${category}`, {status: 404});

  const {items, total} = await context.content.getPage<ArticleFields>({
    content_type: 'article',
    order: '-fields.publishDate',
    limit: ARTICLES_PER_PAGE,
    skip: (page - 1) * ARTICLES_PER_PAGE,
    include: 1,
    select: 'sys,fields.title,fields.slug,fields.excerpt,fields.category,fields.heroImage,fields.readingTimeMinutes,fields.publishDate',
    ...(category ? {'fields.category': category} : {}),
  });
  const pages = pageCount(total);
  if (page > pages) throw new Response('No such page of articles', {status: 404});
  return {articles: items, page, pages, total, category, meta: learnMeta(request, category, page)};
}

function pageHref(page: number, category: string | null) {
  const params = new URLSearchParams();
  if (category) params.set('category', category);
  if (page > 1) params.set('page', String(page));
  const query = params.toString();
  return `/learn${query ? `?${query}` : ''}`;
}

export default function LearnIndex() {
  const {articles, page, pages, category} = useLoaderData<typeof loader>();
  const t = useT();
  return (
    <div className="learn" data-testid="learn-page">
      <header className="learn__header">
        <h1>{t('learn.heading', 'Learn')}</h1>
        <p>Straightforward advice on brushing, whitening, gum health and sensitive teeth, written with dental hygienists.</p>
      </header>
      <nav className="learn__categories" aria-label="Article categories">
        <ul>
          <li>
            <Link to="/learn" aria-current={!category ? 'page' : undefined} className="chip">
              {t('learn.allArticles', 'All articles')}
            </Link>
          </li>
          {Object.entries(ARTICLE_CATEGORY_LABELS).map(([value, label]) => (
            <li key={value}>
              <Link to={pageHref(1, value)} aria-current={category === value ? 'page' : undefined} className="chip">
                {label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {articles.length ? (
        <div className="article-grid">
          {articles.map((article, index) => (
            <ArticleCard key={article.id} article={article} eager={index < 2} />
          ))}
        </div>
      ) : (
        <p className="learn__empty">{t('learn.empty', 'No articles in this category yet. Try another topic.')}</p>
      )}
      {pages > 1 ? (
        <nav className="pagination" aria-label="Pages">
          {page > 1 ? (
            <Link to={pageHref(page - 1, category)} rel="prev">
              {t('pagination.previous', 'Previous')}
            </Link>
          ) : null}
          <span aria-current="page">
            Page {page} of {pages}
          </span>
          {page < pages ? (
            <Link to={pageHref(page + 1, category)} rel="next">
              {t('pagination.next', 'Next')}
            </Link>
          ) : null}
        </nav>
      ) : null}
    </div>
  );
}
