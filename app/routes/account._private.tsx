import {Outlet, useLoaderData, useRouteLoaderData} from '@remix-run/react';
import type {LoaderFunctionArgs} from '@shopify/remix-oxygen';
import type {GetAccountQueryQuery} from 'storefrontapi.generated';
import accountStyles from '~/styles/account.css?url';
import {AccountNav} from '~/components/account/AccountNav';
import {FormMessage} from '~/components/account/FormMessage';
import {requireCustomer} from '~/features/guards';
import {CUSTOMER_ADDRESS_FRAGMENT} from '~/clients/storefront/account-documents';
import {signedOutResponse, takeFlash} from '~/features/account/customer.server';
import {FLASH, noStoreHeaders} from '~/features/account/route-helpers';
import {withPublicAddressIds} from '~/features/account/address-id';
import {accountCustomer} from '~/features/account/customer-account-data.server';

/** The account layout: every signed-in page. */
export const handle = {layout: 'account'};

export const headers = noStoreHeaders;

export const links = () => [{rel: 'stylesheet', href: accountStyles}];

export type AccountCustomer = NonNullable<GetAccountQueryQuery['customer']>;

export async function loader(args: LoaderFunctionArgs) {
  const customerAccessToken = await requireCustomer(args.context, args.request);
  const {context} = args;
  if (context.customerAccount) {
    // New customer accounts: the same customer, read through the Customer Account API.
    const customer: AccountCustomer | null = await accountCustomer(context.customerAccount);
    if (!customer) throw signedOutResponse(context);
    return {customer, notice: takeFlash(context, FLASH.notice), hostedLogin: true};
  }
  // The layout and the customer are awaited; lists stream in per page.
  const {customer} = await context.storefront.query(ACCOUNT_CUSTOMER_QUERY, {
    variables: {customerAccessToken},
    cache: context.storefront.CacheNone(),
  });
  if (!customer) throw signedOutResponse(context);
  return {
    // Address ids without the access token the Storefront API puts in them: the page must not leak the token.
    customer: withPublicAddressIds(customer),
    notice: takeFlash(context, FLASH.notice),
    hostedLogin: false,
  };
}

/** The signed-in customer, for any page under the account layout. */
export function useAccountCustomer(): AccountCustomer {
  const data = useRouteLoaderData<typeof loader>('routes/account._private');
  if (!data) throw new Error('useAccountCustomer used outside the account layout');
  return data.customer;
}

/** Whether the customer signs in on the hosted login (new customer accounts): no password, e-mail changed there. */
export function useHostedLogin(): boolean {
  return useRouteLoaderData<typeof loader>('routes/account._private')?.hostedLogin ?? false;
}

export default function AccountLayout() {
  const {customer, notice} = useLoaderData<typeof loader>();

  return (
    <div className="account-layout" data-testid="account-layout">
      <aside className="account-layout__aside">
        <p className="account-layout__hello">
          Signed in as <strong>{customer.email}</strong>
        </p>
        <AccountNav />
      </aside>
      <div className="account-layout__main">
        <FormMessage success={notice} />
        <Outlet />
      </div>
    </div>
  );
}

// The root's error page, here so that an account page's error answer keeps this layout's no-store headers.
// Imported from the root module, which every page loads: no chunk of its own for the error page.
export {ErrorBoundary} from '~/root';

const ACCOUNT_CUSTOMER_QUERY = `#graphql
  query GetAccountQuery($customerAccessToken: String!) {
    customer(customerAccessToken: $customerAccessToken) {
      id
      firstName
      lastName
      email
      phone
      tags
      createdAt
      defaultAddress { ...CustomerAddress }
      addresses(first: 5) { nodes { ...CustomerAddress } }
    }
  }
  ${CUSTOMER_ADDRESS_FRAGMENT}
` as const;
