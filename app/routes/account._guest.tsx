import {Outlet} from '@remix-run/react';
import type {LoaderFunctionArgs} from '@shopify/remix-oxygen';
import accountStyles from '~/styles/account.css?url';
import {requireGuest} from '~/features/guards';
import {noStoreHeaders} from '~/features/account/route-helpers';

/** The account-guest layout: login, registration, activation and password reset. */
export const handle = {layout: 'account-guest'};

export const headers = noStoreHeaders;

export const links = () => [{rel: 'stylesheet', href: accountStyles}];

export async function loader(args: LoaderFunctionArgs) {
  await requireGuest(args.context);
  return null;
}

export default function AccountGuestLayout() {
  return (
    <div className="account-guest" data-testid="account-guest-layout">
      <Outlet />
    </div>
  );
}
