import {useEffect} from 'react';
import {Link, useRouteLoaderData} from '@remix-run/react';
import {pushEvent} from '~/features/analytics/data-layer';
import {AccountIcon} from '~/components/layout/icons';

interface RootAccountData {
  isLoggedIn?: boolean;
  /** `login`, `sign_up` or `sign_up:student`, flashed by the account actions. */
  accountEvent?: string | null;
}

/**
 * Header link: "Account" when signed in, "Sign in" for a guest (from the root
 * loader). It also pushes the `login`/`sign_up` events the account actions
 * flash, on whichever page the customer lands.
 */
export function AccountLink() {
  const root = useRouteLoaderData<RootAccountData>('root');
  const signedIn = !!root?.isLoggedIn;
  const event = root?.accountEvent ?? null;

  useEffect(() => {
    if (!event) return;
    const [name, variant] = event.split(':');
    if (name === 'login') pushEvent('login', {method: 'email'});
    if (name === 'sign_up') pushEvent('sign_up', {method: 'email', ...(variant ? {account_type: variant} : {})});
  }, [event]);

  return (
    <Link to={signedIn ? '/account' : '/account/login'} className="account-link" data-testid="header-account-link" data-prefetch="intent">
      <AccountIcon />
      <span className="account-link__label">{signedIn ? 'Account' : 'Sign in'}</span>
    </Link>
  );
}
