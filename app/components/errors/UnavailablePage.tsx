import {ERROR_COPY} from '~/ui/error-copy';
import {RETRY_AFTER_SECONDS} from '~/infra/outage';

/** Shown with status 503 when the commerce platform or the CMS cannot answer. */
export function UnavailablePage() {
  return (
    <section className="error-page" data-testid="unavailable-page" role="alert">
      <h1>{ERROR_COPY.unavailableHeading}</h1>
      <p>{ERROR_COPY.unavailableText}</p>
      <p>
        {/* eslint-disable-next-line jsx-a11y/anchor-is-valid -- an empty href is this very URL: it reloads the page, query included, without JavaScript */}
        <a href="" className="button button--primary">
          Try again
        </a>
      </p>
      <p className="muted">We usually reconnect within {RETRY_AFTER_SECONDS} seconds.</p>
    </section>
  );
}
