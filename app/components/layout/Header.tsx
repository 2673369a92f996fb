import {Suspense} from 'react';
import {Await, Link} from '@remix-run/react';
import type {CartApiQueryFragment} from 'storefrontapi.generated';
import type {NavItem} from '~/features/navigation/menu';
import {splitComponent} from '~/ui/split-component';
import {AccountLink} from '~/components/account/AccountLink';
import {HeaderNav} from './HeaderNav';
import {MainMenu} from './MainMenu';
import {CartIcon} from './CartIcon';

// The search box is server-rendered; its predictive enhancement hydrates from its own chunk.
const PredictiveSearch = splitComponent('PredictiveSearch', () => import('~/components/search/PredictiveSearch'));

/** The site header: the menu drawer below 1024 px, the row of main categories from 1024 px. */
export function Header({menu, cart}: {menu: NavItem[]; cart: Promise<CartApiQueryFragment | null> | null}) {
  return (
    <header className="site-header">
      <div className="site-header__bar">
        <MainMenu items={menu} />
        <Link to="/" className="site-logo" aria-label="Oral Care Shop home">
          <svg
            aria-hidden="true"
            width="22"
            height="22"
            viewBox="0 0 24 24"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinejoin="round"
          >
            <path d="M12 5.5C10 3.5 4 3 4 9c0 3 1.5 4.5 2 7.5.4 2.6 1 4.5 2.3 4.5 1.6 0 1.5-5 3.7-5s2.1 5 3.7 5c1.3 0 1.9-1.9 2.3-4.5.5-3 2-4.5 2-7.5 0-6-6-5.5-8-3.5Z" />
          </svg>
          <span className="site-logo__name">Oral Care Shop</span>
        </Link>
        <Suspense fallback={null}>
          <PredictiveSearch />
        </Suspense>
        <AccountLink />
        <Suspense fallback={<CartIcon cart={null} />}>
          <Await resolve={cart} errorElement={<CartIcon cart={null} />}>
            {(resolved) => <CartIcon cart={resolved ?? null} />}
          </Await>
        </Suspense>
        <HeaderNav items={menu} />
      </div>
    </header>
  );
}
