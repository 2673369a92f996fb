import type {NavItem} from '~/lib/navigation/menu';
import {ERROR_COPY} from '~/lib/error-copy';
import {NavLinkItem} from './NavLinkItem';

export function Footer({shop, help}: {shop: NavItem[]; help: NavItem[]}) {
  return (
    <footer className="site-footer">
      <div className="site-footer__grid">
        <section>
          <h2>{ERROR_COPY.shopHeading}</h2>
          <ul>
            {shop.map((item) => (
              <li key={item.url}>
                <NavLinkItem item={item} />
              </li>
            ))}
          </ul>
        </section>
        <section>
          <h2>{ERROR_COPY.helpHeading}</h2>
          <ul>
            {help.map((item) => (
              <li key={item.url}>
                <NavLinkItem item={item} />
              </li>
            ))}
          </ul>
        </section>
        <section>
          <h2>Free shipping</h2>
          <p>On orders of $25 or more, and on every subscription.</p>
        </section>
      </div>
      <p className="site-footer__legal">© {new Date().getFullYear()} Oral Care Shop. All prices in US dollars.</p>
    </footer>
  );
}
