import {Suspense} from 'react';
import {Link} from '@remix-run/react';
import type {CartApiQueryFragment} from 'storefrontapi.generated';
import type {NavItem} from '~/features/navigation/menu';
import {AccountLink} from '~/components/account/AccountLink';
import {PredictiveSearch} from '~/components/search/PredictiveSearch';
import {Deferred} from '~/ui/deferred';
import {HeaderNav} from './HeaderNav';
import {MainMenu} from './MainMenu';
import {CartIcon} from './CartIcon';
import {LogoIcon} from './icons';

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
        <PredictiveSearch />
        <AccountLink />
        <Suspense fallback={<CartIcon cart={null} />}>
          <Deferred resolve={cart} errorElement={<CartIcon cart={null} />}>
            {(resolved) => <CartIcon cart={resolved ?? null} />}
          </Deferred>
        </Suspense>
        <HeaderNav items={menu} />
      </div>
    </header>
  );
}
