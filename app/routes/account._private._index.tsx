import {Suspense} from 'react';
import {Link, useLoaderData} from '@remix-run/react';
import type {LoaderFunctionArgs, MetaFunction} from '@shopify/remix-oxygen';
import {AddressCard} from '~/components/account/AddressCard';
import {OrderList} from '~/components/account/OrderList';
import {Skeleton} from '~/components/account/Skeleton';
import {ACCOUNT_SECTIONS} from '~/components/account/AccountNav';
import {requireCustomer} from '~/features/guards';
import {ORDER_SUMMARY_FRAGMENT} from '~/clients/storefront/account-documents';
import {accountOrders} from '~/features/account/customer-account-data.server';
import {QUICK_DATA_MS, settleWithin} from '~/server/settle-within.server';
import {Deferred} from '~/ui/deferred';
import {useAccountCustomer} from './account._private';

export const meta: MetaFunction = () => [{title: 'My account | Oral Care Shop'}, {name: 'robots', content: 'noindex'}];

export async function loader(args: LoaderFunctionArgs) {
  const customerAccessToken = await requireCustomer(args.context, args.request);
  const {storefront, customerAccount} = args.context;
  // The latest orders are deferred: they come with the page when they are quick and stream in behind
  // a skeleton when they are not; a failure leaves the section out.
  const recentOrders = customerAccount
    ? accountOrders(customerAccount, 3).catch(() => null)
    : storefront
        .query(ACCOUNT_RECENT_ORDERS_QUERY, {variables: {customerAccessToken}, cache: storefront.CacheNone()})
        .then((result) => result.customer?.orders.nodes ?? null)
        .catch(() => null);
  const settled = await settleWithin(recentOrders, QUICK_DATA_MS);
  return {recentOrders: 'value' in settled ? settled.value : settled.pending};
}

export default function AccountHome() {
  const customer = useAccountCustomer();
  const {recentOrders} = useLoaderData<typeof loader>();
  const isStudent = customer.tags.includes('edu');

  return (
    <div className="account-home" data-testid="account-home">
      <h1>{customer.firstName ? `Hi, ${customer.firstName}!` : 'Hi there!'}</h1>
      {isStudent ? (
        <p className="badge" data-testid="student-badge">
          Student account
        </p>
      ) : null}

      <section className="account-panel">
        <h2>Latest orders</h2>
        <Suspense fallback={<Skeleton label="Loading your orders" rows={3} />}>
          <Deferred resolve={recentOrders} errorElement={null}>
            {(orders) => (orders ? <OrderList orders={orders} /> : null)}
          </Deferred>
        </Suspense>
        <Link to="/account/my-orders">See all orders</Link>
      </section>

      <section className="account-panel">
        <h2>Default address</h2>
        {customer.defaultAddress ? <AddressCard address={customer.defaultAddress} /> : <p className="muted">No default address yet.</p>}
        <Link to="/account/address-book">Manage addresses</Link>
      </section>

      <section className="account-panel">
        <h2>Your account</h2>
        <ul className="account-links">
          {ACCOUNT_SECTIONS.filter((s) => s.to !== '/account').map((section) => (
            <li key={section.to}>
              <Link to={section.to}>{section.label}</Link>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}

const ACCOUNT_RECENT_ORDERS_QUERY = `#graphql
  query AccountRecentOrders($customerAccessToken: String!) {
    customer(customerAccessToken: $customerAccessToken) {
      id
      orders(first: 3, sortKey: PROCESSED_AT, reverse: true) { nodes { ...OrderSummary } }
    }
  }
  ${ORDER_SUMMARY_FRAGMENT}
` as const;
