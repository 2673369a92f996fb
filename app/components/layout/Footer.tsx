import type {NavItem} from '~/features/navigation/menu';
import {ERROR_COPY} from '~/ui/error-copy';
import {CookiePreferencesButton} from '~/components/consent/CookiePreferencesButton';
import {LinkSection} from './LinkSection';

export function Footer({shop, help}: {shop: NavItem[]; help: NavItem[]}) {
  return (
    <footer className="site-footer">
      <div className="site-footer__grid">
        <LinkSection heading={ERROR_COPY.shopHeading} items={shop} />
        <LinkSection heading={ERROR_COPY.helpHeading} items={help} />
        <section>
          <h2>Free shipping</h2>
          <p>On orders of $25 or more, and on every subscription.</p>
        </section>
      </div>
      <p className="site-footer__legal">© {new Date().getFullYear()} Oral Care Shop. All prices in US dollars.</p>
      <CookiePreferencesButton />
    </footer>
  );
}
