import type {AccountOrderDetailsQuery} from 'storefrontapi.generated';
import {Price} from '~/components/money/Price';
import {ShopImage} from '~/components/images/ShopImage';
import {discountLabel} from '~/features/account/discount-label';

type OrderDetail = NonNullable<AccountOrderDetailsQuery['customer']>['orders']['nodes'][number];
/** Line items (discounted prices), discounts, shipping address and totals of one order. */
export function OrderDetails({order}: {order: OrderDetail}) {
  const address = order.shippingAddress;
  return (
    <div className="order-details" data-testid="order-details">
      <table className="order-lines">
        <caption className="visually-hidden">Items in this order</caption>
        <thead>
          <tr>
            <th scope="col">Item</th>
            <th scope="col">Qty</th>
            <th scope="col">Total</th>
          </tr>
        </thead>
        <tbody>
          {order.lineItems.nodes.map((line, i) => {
            const discounted = Number(line.discountedTotalPrice.amount) < Number(line.originalTotalPrice.amount);
            return (
              <tr key={`${line.title}-${i}`} data-testid="order-line">
                <td className="order-lines__item">
                  {line.variant?.image ? <ShopImage data={line.variant.image} width={64} aspectRatio="1/1" /> : null}
                  <span>{line.title}</span>
                </td>
                <td>{line.quantity}</td>
                <td>
                  {discounted ? (
                    <s className="muted">
                      <Price data={line.originalTotalPrice} />
                    </s>
                  ) : null}{' '}
                  <Price data={line.discountedTotalPrice} />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>

      {order.discountApplications.nodes.length ? (
        <section>
          <h2>Discounts</h2>
          <ul data-testid="order-discounts">
            {order.discountApplications.nodes.map((application, i) => (
              <li key={i}>{discountLabel(application)}</li>
            ))}
          </ul>
        </section>
      ) : null}

      <div className="order-details__columns">
        <section>
          <h2>Shipping address</h2>
          {address ? (
            <address className="address-card" data-testid="order-shipping-address">
              {address.name ? <span>{address.name}</span> : null}
              {address.company ? <span>{address.company}</span> : null}
              {address.address1 ? <span>{address.address1}</span> : null}
              {address.address2 ? <span>{address.address2}</span> : null}
              <span>
                {[address.city, [address.provinceCode ?? address.province, address.zip].filter(Boolean).join(' ')]
                  .filter(Boolean)
                  .join(', ')}
              </span>
              {address.country ? <span>{address.country}</span> : null}
            </address>
          ) : (
            <p className="muted">No shipping address.</p>
          )}
        </section>
        <section>
          <h2>Summary</h2>
          <dl className="order-totals" data-testid="order-totals">
            <dt>Subtotal</dt>
            <dd>
              <Price data={order.subtotalPrice ?? order.originalTotalPrice} />
            </dd>
            <dt>Shipping</dt>
            <dd>
              <Price data={order.totalShippingPrice} />
            </dd>
            <dt>Tax</dt>
            <dd>{order.totalTax ? <Price data={order.totalTax} /> : '$0.00'}</dd>
            <dt>Total</dt>
            <dd>
              <strong>
                <Price data={order.totalPrice} />
              </strong>
            </dd>
          </dl>
        </section>
      </div>
    </div>
  );
}
