import {Link, useRouteLoaderData} from '@remix-run/react';

/** Header link: "Account" when signed in, "Sign in" for a guest (from the root loader). */
export function AccountLink() {
  const root = useRouteLoaderData<{isLoggedIn?: boolean}>('root');
  const signedIn = !!root?.isLoggedIn;
  return (
    <Link to={signedIn ? '/account' : '/account/login'} className="account-link" data-testid="header-account-link" prefetch="intent">
      <span aria-hidden="true">◔</span> {signedIn ? 'Account' : 'Sign in'}
    </Link>
  );
}
