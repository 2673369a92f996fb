import {Link} from '@remix-run/react';
import {ERROR_COPY, HELP_LINKS, SHOP_LINKS} from '~/lib/error-copy';

/** The Shop and Need Help? link lists shown on the error and not-found pages. */
export function ErrorLinkLists() {
  return (
    <nav className="error-links" aria-label="Helpful links">
      <section>
        <h2>{ERROR_COPY.shopHeading}</h2>
        <ul>
          {SHOP_LINKS.map((l) => (
            <li key={l.url}>
              <Link to={l.url}>{l.title}</Link>
            </li>
          ))}
        </ul>
      </section>
      <section>
        <h2>{ERROR_COPY.helpHeading}</h2>
        <ul>
          {HELP_LINKS.map((l) =>
            l.external ? (
              <li key={l.url}>
                <a href={l.url} target="_blank" rel="noopener noreferrer">
                  {l.title}
                </a>
              </li>
            ) : (
              <li key={l.url}>
                <Link to={l.url}>{l.title}</Link>
              </li>
            ),
          )}
        </ul>
      </section>
    </nav>
  );
}
