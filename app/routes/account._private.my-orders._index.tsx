import {Suspense} from 'react';
import {useLoaderData} from '@remix-run/react';
import type {LoaderFunctionArgs, MetaFunction} from '@shopify/remix-oxygen';
import {OrderList} from '~/components/account/OrderList';
import {Skeleton} from '~/components/account/Skeleton';
import {requireCustomer} from '~/features/guards';
import {ORDER_SUMMARY_FRAGMENT} from '~/clients/storefront/account-documents';
import {accountOrders} from '~/features/account/customer-account-data.server';
import {Deferred} from '~/ui/deferred';

export const meta: MetaFunction = () => [{title: 'My orders | Oral Care Shop'}, {name: 'robots', content: 'noindex'}];

/** Up to 75 orders (the orders page size), newest first. */
export async function loader(args: LoaderFunctionArgs) {
  const customerAccessToken = await requireCustomer(args.context, args.request);
  const {storefront, customerAccount} = args.context;
  if (customerAccount) return {orders: accountOrders(customerAccount, 75).catch(() => null)};
  const orders = storefront
    .query(ACCOUNT_ORDERS_QUERY, {variables: {customerAccessToken}, cache: storefront.CacheNone()})
    .then((result) => result.customer?.orders.nodes ?? null)
    .catch(() => null);
  return {orders};
}

export default function MyOrdersPage() {
  const {orders} = useLoaderData<typeof loader>();
  return (
    <section data-testid="my-orders-page">
      <h1>My orders</h1>
      <Suspense fallback={<Skeleton label="Loading your orders" rows={5} />}>
        <Deferred
          resolve={orders}
          errorElement={<p className="form-message form-message--error">We couldn't load your orders. Please try again.</p>}
        >
          {(list) =>
            list ? (
              <OrderList orders={list} />
            ) : (
              <p className="form-message form-message--error">We couldn't load your orders. Please try again.</p>
            )
          }
        </Deferred>
      </Suspense>
    </section>
  );
}

const ACCOUNT_ORDERS_QUERY = `#graphql
  query AccountOrders($customerAccessToken: String!) {
    customer(customerAccessToken: $customerAccessToken) {
      id
      orders(first: 75, sortKey: PROCESSED_AT, reverse: true) { nodes { ...OrderSummary } }
    }
  }
  ${ORDER_SUMMARY_FRAGMENT}
` as const;
