import {useEffect} from 'react';
import {Link, useLoaderData, type MetaFunction} from '@remix-run/react';
import type {LoaderFunctionArgs} from '@shopify/remix-oxygen';
import {pushEvent} from '~/features/analytics/data-layer';
import {productCardsByHandle} from '~/features/catalog/products-by-handle';
import {categoryLabel, formatArticleDate, readingMinutes, articlePageView, type ArticleFields} from '~/features/content/articles';
import {articleJsonLd, seoDescription, seoMeta} from '~/features/content/seo.server';
import {RichText} from '~/components/content/RichText';
import {embeddedProductHandles} from '~/features/content/rich-text';
import {ArticleCard} from '~/components/learn/ArticleCard';
import {ShareLinks} from '~/components/learn/ShareLinks';
import {useT} from '~/components/content/useT';
import {cmsImageSrc, highPriority} from '~/components/home/ResponsiveImage';
import {loadWithParts} from '~/ui/split-component';

/** The tags the loader worked out. */
export const meta: MetaFunction<typeof loader> = ({data}) => data?.meta ?? [{title: 'Article not found | Oral Care Shop'}];

export async function loader({params, request, context}: LoaderFunctionArgs) {
  const slug = params.slug ?? '';
  if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(slug)) throw new Response(`/learn/${slug} not found`, {status: 404});
  const {content, storefront} = context;
  const article = await content.getEntryBy<ArticleFields>('article', 'slug', slug);
  if (!article) throw new Response(`/learn/${slug} not found`, {status: 404});

  // Optional: same-category articles to top up the related list, and the products embedded in the body.
  const [sameCategory, cards] = await Promise.all([
    content
      .getEntries<ArticleFields>({
        content_type: 'article',
        'fields.category': article.fields.category,
        order: '-fields.publishDate',
        limit: 4,
        include: 1,
        select: 'sys,fields.title,fields.slug,fields.excerpt,fields.category,fields.heroImage,fields.readingTimeMinutes',
      })
      .catch(() => []),
    productCardsByHandle(storefront, embeddedProductHandles(article.fields.body)).catch(() => new Map()),
  ]);
  const {origin} = new URL(request.url);
  const url = `${origin}/learn/${slug}`;
  const {fields} = article;
  const meta = seoMeta({
    title: fields.seoTitle ?? `${fields.title} | Learn | Oral Care Shop`,
    description: seoDescription(fields.seoDescription ?? fields.excerpt),
    url: `${origin}/learn/${fields.slug}`,
    media: fields.heroImage?.url ? {url: fields.heroImage.url, type: 'image', altText: fields.heroImage.description} : undefined,
    jsonLd: articleJsonLd(fields, url, origin) as never,
  });
  return {...articlePageView(article, sameCategory), products: Object.fromEntries(cards), url, meta};
}

/** A client navigation brings the body's renderer with the data: the article commits whole. */
export const clientLoader = loadWithParts(RichText);

export default function ArticlePage() {
  const {article, related, products, url} = useLoaderData<typeof loader>();
  const t = useT();
  const {title, slug, category, heroImage, author, publishDate, body, excerpt} = article.fields;
  const minutes = readingMinutes(article.fields);

  useEffect(() => {
    pushEvent('article', {article_title: title, article_category: category, article_slug: slug, reading_time: minutes});
  }, [title, category, slug, minutes]);

  const date = formatArticleDate(publishDate);
  return (
    <article className="article" data-testid="article-page">
      <header className="article__header">
        <nav aria-label="Breadcrumb" className="breadcrumb">
          <Link to="/learn">{t('learn.heading', 'Learn')}</Link> <span aria-hidden="true">/</span>{' '}
          <Link to={`/learn?category=${category}`}>{categoryLabel(category)}</Link>
        </nav>
        <h1>{title}</h1>
        <p className="article__excerpt">{excerpt}</p>
        <p className="article__meta">
          {author ? <span>{author}</span> : null}
          {date ? <time dateTime={publishDate}>{date}</time> : null}
          <span data-testid="reading-time">{t('learn.minutesRead', '{minutes} min read', {minutes})}</span>
        </p>
        {heroImage?.url ? (
          <img
            className="article__hero"
            src={cmsImageSrc(heroImage, 1200)}
            alt={heroImage.description || ''}
            width={heroImage.width}
            height={heroImage.height}
            loading="eager"
            {...highPriority(true)}
            decoding="async"
          />
        ) : null}
      </header>
      <RichText document={body} products={products} className="rich-text article__body" />
      <ShareLinks url={url} title={title} />
      {related.length ? (
        <section className="related" aria-labelledby="related-heading">
          <h2 id="related-heading">{t('learn.related', 'Keep reading')}</h2>
          <div className="article-grid">
            {related.map((item) => (
              <ArticleCard key={item.id} article={item} />
            ))}
          </div>
        </section>
      ) : null}
    </article>
  );
}
