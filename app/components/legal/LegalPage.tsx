import {formatArticleDate} from '~/features/content/articles';
import type {LegalPageView} from '~/features/content/legal.server';
import {Markdown} from '~/components/content/Markdown';
import {useFieldTags} from '~/components/content/field-tags';

export function LegalPage({page}: {page: LegalPageView}) {
  const updated = formatArticleDate(page.lastUpdated);
  const tags = useFieldTags();
  return (
    <article className="legal" data-testid="legal-page">
      <h1 {...tags(page.id, 'title')}>{page.title}</h1>
      {updated ? (
        <p className="legal__updated">
          Last updated <time dateTime={page.lastUpdated}>{updated}</time>
        </p>
      ) : null}
      <Markdown html={page.body} className="rich-text legal__body" {...tags(page.id, 'body')} />
    </article>
  );
}
