import {Link} from '@remix-run/react';

import type {OrderSummaryFragment} from 'storefrontapi.generated';
import {financialStatusLabel, formatOrderDate, fulfillmentStatusLabel} from '~/features/account/order-status';
import {Price} from '~/components/money/Price';

export function OrderStatuses({
  financial,
  fulfillment,
  canceledAt,
}: {
  financial?: string | null;
  fulfillment?: string | null;
  canceledAt?: string | null;
}) {
  const paid = financialStatusLabel(financial);
  return (
    <span className="order-statuses">
      {canceledAt ? <span className="badge badge--muted">canceled</span> : null}
      {paid ? (
        <span className="badge" data-testid="financial-status">
          {paid}
        </span>
      ) : null}
      <span className="badge badge--outline" data-testid="fulfillment-status">
        {fulfillmentStatusLabel(fulfillment)}
      </span>
    </span>
  );
}

/** Orders, newest first, each linking to its detail page. */
export function OrderList({orders}: {orders: OrderSummaryFragment[]}) {
  if (!orders.length) {
    return (
      <p className="muted" data-testid="no-orders">
        You haven't placed any orders yet. <Link to="/products">Start shopping</Link>
      </p>
    );
  }
  return (
    <ul className="order-list" data-testid="order-list">
      {orders.map((order) => (
        <li key={order.id} className="order-row" data-testid="order-row">
          <Link to={`/account/my-orders/${order.orderNumber}`} className="order-row__link">
            <span className="order-row__name">Order {order.name}</span>
            <span className="muted">{formatOrderDate(order.processedAt)}</span>
          </Link>
          <span className="order-row__items muted">
            {order.lineItems.nodes.map((line) => `${line.quantity} × ${line.title}`).join(', ')}
          </span>
          <OrderStatuses financial={order.financialStatus} fulfillment={order.fulfillmentStatus} canceledAt={order.canceledAt} />
          <strong className="order-row__total">
            <Price data={order.totalPrice} />
          </strong>
        </li>
      ))}
    </ul>
  );
}
