import {Form, Link} from '@remix-run/react';

import type {SubscriptionView} from '~/features/account/subscriptions.server';
import {formatOrderDate} from '~/features/account/order-status';
import {IntentForm} from '~/components/account/IntentForm';
import {Price} from '~/components/money/Price';

/** One subscription with its frequency, next delivery, price and the three changes. */
export function SubscriptionCard({subscription: s}: {subscription: SubscriptionView}) {
  const active = s.status === 'active';
  return (
    <li className="subscription" data-testid="subscription" data-status={s.status}>
      <h2>
        {s.productHandle ? <Link to={`/products/${s.productHandle}`}>{s.productTitle}</Link> : s.productTitle}
        {s.variantTitle ? <span className="muted"> · {s.variantTitle}</span> : null}
      </h2>
      <p>
        <span data-testid="subscription-frequency">{s.sellingPlan.name}</span> · Qty {s.quantity} ·{' '}
        <strong data-testid="subscription-price">
          <Price data={s.price} as="span" />
        </strong>{' '}
        per delivery
      </p>
      {active && s.nextDelivery ? (
        <p>
          Next delivery: <strong data-testid="subscription-next">{formatOrderDate(`${s.nextDelivery}T12:00:00Z`)}</strong>
        </p>
      ) : (
        <p className="badge badge--muted">Cancelled</p>
      )}
      {active ? (
        <div className="subscription__actions">
          <Form method="post">
            <input type="hidden" name="subscriptionId" value={s.id} />
            <div className="field">
              <label htmlFor={`frequency-${s.id}`}>Delivery frequency</label>
              <select id={`frequency-${s.id}`} name="sellingPlanId" defaultValue={s.sellingPlan.id}>
                {s.frequencyOptions.map((option) => (
                  <option key={option.sellingPlanId} value={option.sellingPlanId}>
                    {option.name}
                  </option>
                ))}
              </select>
            </div>
            <button className="button" type="submit" name="intent" value="frequency">
              Change
            </button>
          </Form>
          <IntentForm intent="skip" idField="subscriptionId" id={s.id}>
            Skip next delivery
          </IntentForm>
          <IntentForm intent="cancel" idField="subscriptionId" id={s.id}>
            Cancel subscription
          </IntentForm>
        </div>
      ) : null}
    </li>
  );
}
