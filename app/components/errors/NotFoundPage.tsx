import {Link} from '@remix-run/react';
import {ERROR_COPY} from '~/ui/error-copy';
import {ErrorImage} from './ErrorImage';
import {ErrorLinkLists} from './LinkLists';

/** "Page Not Found" plus the path that matched nothing. */
export function NotFoundPage({path}: {path: string}) {
  return (
    <section className="error-page" data-testid="not-found-page">
      <ErrorImage />
      <h1>{ERROR_COPY.notFound}</h1>
      {/* The path as the shopper typed it, in the page's own type: a heading in a code font read as a fault. */}
      <p className="error-page__path">
        Nothing lives at <span data-testid="not-found-path">{path}</span>.
      </p>
      <p>The page you were looking for has moved or never existed. These might help:</p>
      <Link to="/" className="button button--primary">
        {ERROR_COPY.homeButton}
      </Link>
      <ErrorLinkLists />
    </section>
  );
}
