import {Link} from '@remix-run/react';
import {categoryLabel, readingMinutes, type ArticleCardEntry} from '~/features/content/articles';
import {useT} from '~/components/content/useT';
import {cmsImageSrc} from '~/components/home/ResponsiveImage';

export function ArticleCard({article, eager}: {article: ArticleCardEntry; eager?: boolean}) {
  const t = useT();
  const {title, slug, excerpt, category, heroImage} = article.fields;
  return (
    <article className="article-card" data-testid="article-card">
      <Link to={`/learn/${slug}`} data-prefetch="intent" className="article-card__link">
        {heroImage?.url ? (
          <img
            className="article-card__image"
            src={cmsImageSrc(heroImage, 800)}
            alt=""
            width={heroImage.width}
            height={heroImage.height}
            loading={eager ? 'eager' : 'lazy'}
            decoding="async"
          />
        ) : null}
        <p className="eyebrow">{categoryLabel(category)}</p>
        <h3 className="article-card__title">{title}</h3>
      </Link>
      <p className="article-card__excerpt">{excerpt}</p>
      <p className="article-card__meta">{t('learn.minutesRead', '{minutes} min read', {minutes: readingMinutes(article.fields)})}</p>
    </article>
  );
}
