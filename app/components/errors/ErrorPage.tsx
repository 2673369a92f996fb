import {Link} from '@remix-run/react';
import {ERROR_COPY} from '~/ui/error-copy';
import {ErrorImage} from './ErrorImage';
import {ErrorLinkLists} from './LinkLists';

/** The page for any unhandled fatal error. */
export function ErrorPage() {
  return (
    <section className="error-page" data-testid="error-page">
      <ErrorImage />
      <h1>{ERROR_COPY.heading}</h1>
      <p>{ERROR_COPY.text}</p>
      <Link to="/" className="button button--primary" reloadDocument>
        {ERROR_COPY.homeButton}
      </Link>
      <ErrorLinkLists />
    </section>
  );
}
