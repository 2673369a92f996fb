import {useEffect} from 'react';
import {Link, useRouteLoaderData} from '@remix-run/react';
import {pushEvent} from '~/features/analytics/data-layer';

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
      <svg aria-hidden="true" width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
        <circle cx="12" cy="8" r="4" />
        <path d="M4 21c0-4.4 3.6-7 8-7s8 2.6 8 7" />
      </svg>
      <span className="account-link__label">{signedIn ? 'Account' : 'Sign in'}</span>
    </Link>
  );
}
