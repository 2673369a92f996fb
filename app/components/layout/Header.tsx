import {Suspense} from 'react';
import {Await, Link} from '@remix-run/react';
import type {CartApiQueryFragment} from 'storefrontapi.generated';
import type {NavItem} from '~/features/navigation/menu';
import {splitComponent} from '~/ui/split-component';
import {AccountLink} from '~/components/account/AccountLink';
import {HeaderNav} from './HeaderNav';
import {MainMenu} from './MainMenu';
import {CartIcon} from './CartIcon';
import {LogoIcon} from './icons';

// The search box is server-rendered; its predictive enhancement hydrates from its own chunk.
const PredictiveSearch = splitComponent('PredictiveSearch', () => import('~/components/search/PredictiveSearch'));

/** The site header: the menu drawer below 1024 px, the row of main categories from 1024 px. */
export function Header({menu, cart}: {menu: NavItem[]; cart: Promise<CartApiQueryFragment | null> | null}) {
  return (
    <header className="site-header">
      <div className="site-header__bar">
        <MainMenu items={menu} />
        <Link to="/" className="site-logo" aria-label="Oral Care Shop home">
          <LogoIcon />
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
