import {Link} from '@remix-run/react';
import type {ContentEntry} from '~/clients/content/types';
import type {ArticleFields} from '~/features/content/articles';
import {useT} from '~/components/content/useT';
import {ArticleCard} from './ArticleCard';

/** The newest learning articles on the home page. */
export function LearnHighlights({articles}: {articles: Array<ContentEntry<ArticleFields>>}) {
  const t = useT();
  if (!articles.length) return null;
  return (
    <section className="learn-highlights" aria-labelledby="learn-highlights" data-testid="learn-highlights">
      <div className="carousel__header">
        <h2 id="learn-highlights">{t('home.learnHeading', 'Learn about oral care')}</h2>
        <Link to="/learn">{t('home.learnAll', 'All articles')}</Link>
      </div>
      <div className="article-grid">
        {articles.map((article) => (
          <ArticleCard key={article.id} article={article} />
        ))}
      </div>
    </section>
  );
}
