import {Link} from '@remix-run/react';
import {ERROR_COPY} from '~/ui/error-copy';
import {ErrorImage} from './ErrorImage';
import {ErrorLinkLists} from './LinkLists';

/** "Page Not Found" plus the path that matched nothing. */
export function NotFoundPage({path}: {path: string}) {
  return (
    <section className="error-page" data-testid="not-found-page">
      <ErrorImage />
      <h1>
        {ERROR_COPY.notFound}: <code>{path}</code>
      </h1>
      <p>The page you were looking for has moved or never existed. These might help:</p>
      <Link to="/" className="button button--primary">
        {ERROR_COPY.homeButton}
      </Link>
      <ErrorLinkLists />
    </section>
  );
}
