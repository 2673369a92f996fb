import {isRouteErrorResponse, useRouteError} from '@remix-run/react';
import type {LoaderFunctionArgs} from '@shopify/remix-oxygen';
import {redirect} from '@shopify/remix-oxygen';
import {RouteErrorBoundary} from '~/components/errors/RouteErrorBoundary';
import {completeHostedSignIn} from '~/features/account/hosted-login.server';
import {NO_STORE, noStoreHeaders} from '~/features/account/route-helpers';
import accountStyles from '~/styles/account.css?url';

/**
 * The hosted login's callback (new customer accounts): Hydrogen's client checks `state`, swaps
 * the code for tokens with the PKCE verifier and checks the ID token's `nonce`; the shopper then
 * lands where they were going. Legacy accounts have no such page.
 */
export const headers = noStoreHeaders;

export const links = () => [{rel: 'stylesheet', href: accountStyles}];

export async function loader({context, request}: LoaderFunctionArgs) {
  if (!context.customerAccount) throw new Response('Not found', {status: 404});
  // "Back to the shop" on the hosted login: nothing to sign in.
  if (new URL(request.url).searchParams.get('error') === 'access_denied') return redirect('/', {headers: NO_STORE});
  return completeHostedSignIn(context, context.customerAccount);
}

/** A refused callback: what happened and the way back, never the provider's detail. */
export function ErrorBoundary() {
  const error = useRouteError();
  if (!isRouteErrorResponse(error) || error.status !== 400) return <RouteErrorBoundary />;
  return (
    <section className="account-card" data-testid="sign-in-failed">
      <h1>Sign-in could not be completed</h1>
      <p>The sign-in link was used already, has expired or was started in another browser. Please sign in again.</p>
      <p>
        <a className="button button--primary" href="/account/login">
          Sign in
        </a>
      </p>
    </section>
  );
}
