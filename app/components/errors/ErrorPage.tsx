import {Link} from '@remix-run/react';
import errorImage from '~/assets/error-404.svg';
import {ERROR_COPY} from '~/ui/error-copy';
import {ErrorLinkLists} from './LinkLists';

/** Spec section 2: the page for any unhandled fatal error. */
export function ErrorPage() {
  return (
    <section className="error-page" data-testid="error-page">
      <img src={errorImage} alt="" width={400} height={240} className="error-page__image" />
      <h1>{ERROR_COPY.heading}</h1>
      <p>{ERROR_COPY.text}</p>
      <Link to="/" className="button button--primary" reloadDocument>
        {ERROR_COPY.homeButton}
      </Link>
      <ErrorLinkLists />
    </section>
  );
}
