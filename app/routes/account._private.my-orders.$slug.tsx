import {Suspense} from 'react';
import {Link, useLoaderData} from '@remix-run/react';

import type {LoaderFunctionArgs, MetaFunction} from '@shopify/remix-oxygen';
import {Skeleton} from '~/components/account/Skeleton';
import {OrderStatuses} from '~/components/account/OrderList';
import {OrderDetails} from '~/components/account/OrderDetails';
import {requireCustomer} from '~/features/guards';
import {formatOrderDate} from '~/features/account/order-status';
import {signedOutResponse} from '~/features/account/customer.server';
import {Price} from '~/components/money/Price';
import {accountOrder} from '~/features/account/customer-account-data.server';
import {Deferred} from '~/ui/deferred';

export const meta: MetaFunction<typeof loader> = ({data}) => [
  {title: data ? `Order ${data.order.name} | Oral Care Shop` : 'Order | Oral Care Shop'},
  {name: 'robots', content: 'noindex'},
];

/**
 * /account/my-orders/{order number}. The order is looked up among the
 * signed-in customer's own orders (another customer's gives 404); its
 * details (lines, discounts, address, totals) stream in afterwards.
 */
export async function loader(args: LoaderFunctionArgs) {
  const customerAccessToken = await requireCustomer(args.context, args.request);
  const {storefront} = args.context;
  const slug = args.params.slug ?? '';
  if (!/^\d{1,12}$/.test(slug)) throw new Response('Not found', {status: 404});
  if (args.context.customerAccount) {
    // New customer accounts: only the customer's own orders are there to find.
    const found = await accountOrder(args.context.customerAccount, slug);
    if (!found) throw new Response('Not found', {status: 404});
    return {order: found.order, details: Promise.resolve(found.details)};
  }

  const {customer} = await storefront.query(ACCOUNT_ORDER_INDEX_QUERY, {
    variables: {customerAccessToken},
    cache: storefront.CacheNone(),
  });
  if (!customer) throw signedOutResponse(args.context);
  const edges = customer.orders.edges;
  const index = edges.findIndex((edge) => String(edge.node.orderNumber) === slug);
  if (index < 0) throw new Response('Not found', {status: 404});
  const order = edges[index]!.node;

  // The order right after the previous cursor (newest first) is this one.
  const after = index > 0 ? edges[index - 1]!.cursor : null;
  const details = storefront
    .query(ACCOUNT_ORDER_DETAILS_QUERY, {variables: {customerAccessToken, after}, cache: storefront.CacheNone()})
    .then((result) => {
      const node = result.customer?.orders.nodes[0];
      return node && node.id === order.id ? node : null;
    })
    .catch(() => null);
  return {order, details};
}

export default function OrderPage() {
  const {order, details} = useLoaderData<typeof loader>();
  return (
    <article data-testid="order-page">
      <p>
        <Link to="/account/my-orders">‹ All orders</Link>
      </p>
      <h1>Order {order.name}</h1>
      <p className="muted">
        Placed on {formatOrderDate(order.processedAt)} · <Price data={order.totalPrice} as="span" />
      </p>
      <OrderStatuses financial={order.financialStatus} fulfillment={order.fulfillmentStatus} canceledAt={order.canceledAt} />
      <p>
        <a href={order.statusUrl} target="_blank" rel="noreferrer" data-testid="order-status-url">
          Track this order
        </a>
      </p>
      <Suspense fallback={<Skeleton label="Loading order details" rows={4} />}>
        <Deferred resolve={details} errorElement={null}>
          {(resolved) =>
            resolved ? (
              <OrderDetails order={resolved} />
            ) : (
              <p className="form-message form-message--error">We couldn't load the details of this order. Please try again.</p>
            )
          }
        </Deferred>
      </Suspense>
    </article>
  );
}

const ACCOUNT_ORDER_INDEX_QUERY = `#graphql
  query AccountOrderIndex($customerAccessToken: String!) {
    customer(customerAccessToken: $customerAccessToken) {
      id
      orders(first: 75, sortKey: PROCESSED_AT, reverse: true) {
        edges {
          cursor
          node {
            id
            name
            orderNumber
            processedAt
            canceledAt
            statusUrl
            financialStatus
            fulfillmentStatus
            totalPrice { amount currencyCode }
          }
        }
      }
    }
  }
` as const;

const ACCOUNT_ORDER_DETAILS_QUERY = `#graphql
  query AccountOrderDetails($customerAccessToken: String!, $after: String) {
    customer(customerAccessToken: $customerAccessToken) {
      id
      orders(first: 1, after: $after, sortKey: PROCESSED_AT, reverse: true) {
        nodes {
          id
          subtotalPrice { amount currencyCode }
          totalShippingPrice { amount currencyCode }
          totalTax { amount currencyCode }
          totalPrice { amount currencyCode }
          originalTotalPrice { amount currencyCode }
          shippingAddress {
            name
            company
            address1
            address2
            city
            province
            provinceCode
            zip
            country
          }
          discountApplications(first: 5) {
            nodes {
              allocationMethod
              targetType
              targetSelection
              value {
                __typename
                ... on MoneyV2 { amount currencyCode }
                ... on PricingPercentageValue { percentage }
              }
              ... on DiscountCodeApplication { code }
              ... on AutomaticDiscountApplication { title }
              ... on ManualDiscountApplication { title }
              ... on ScriptDiscountApplication { title }
            }
          }
          lineItems(first: 50) {
            nodes {
              title
              quantity
              originalTotalPrice { amount currencyCode }
              discountedTotalPrice { amount currencyCode }
              discountAllocations { allocatedAmount { amount currencyCode } }
              variant {
                id
                title
                image { url altText width height }
                price { amount currencyCode }
                compareAtPrice { amount currencyCode }
              }
            }
          }
        }
      }
    }
  }
` as const;
