import {Link, type FetcherWithComponents} from '@remix-run/react';
import {CartForm} from '@shopify/hydrogen';
import type {MoneyV2} from '@shopify/hydrogen/storefront-api-types';
import {SELLING_PLAN_ACTION, SUBSCRIPTION_ALTERNATE_ACTION} from '~/features/cart/actions';
import {FREE_GIFT_ATTRIBUTE} from '~/features/cart/free-gifts';
import {isFreeGiftProduct} from '~/features/cart/lines';
import {subscriptionPrice} from '~/features/cart/subscription-price';
import {oneTimeVariantOf, subscriptionOffer} from '~/features/cart/subscription-alternate';
import {lineAmountDue, planCharge} from '~/features/cart/amount-due';
import {Price} from '~/components/money/Price';
import {ShopImage} from '~/components/images/ShopImage';
import type {CartLine} from './cart-line';
import {QuantityStepper} from './QuantityStepper';
import {useCartFetcherKey} from './CartDrawerContext';

export type {CartLine};

const isGift = (line: CartLine) => isFreeGiftProduct(line) || line.attributes?.some((a) => a.key === FREE_GIFT_ATTRIBUTE);

/** One cart line: image, title, variant, purchase option, stepper, remove, prices and discounts. */
export function CartLineItem({line, inBundle = false}: {line: CartLine; inBundle?: boolean}) {
  const {merchandise} = line;
  const gift = isGift(line);
  const variantTitle = merchandise.title !== 'Default Title' ? merchandise.title : null;
  const compareAt = line.cost?.compareAtAmountPerQuantity ?? merchandise.compareAtPrice;
  const showCompareAt = compareAt && Number(compareAt.amount) > Number(line.cost?.amountPerQuantity?.amount ?? 0);
  return (
    <li
      className={`cart-line${line.isOptimistic ? ' cart-line--pending' : ''}`}
      data-testid="cart-line"
      data-handle={merchandise.product.handle}
      data-gift={gift ? 'true' : undefined}
    >
      {merchandise.image ? (
        <ShopImage data={merchandise.image} width={80} aspectRatio="1/1" alt={merchandise.product.title} />
      ) : (
        <span className="cart-line__image-placeholder" aria-hidden="true" />
      )}
      <div className="cart-line__info">
        <Link to={`/products/${merchandise.product.handle}`} className="cart-line__title" data-testid="cart-line-title">
          {merchandise.product.title}
        </Link>
        {variantTitle ? <p className="muted cart-line__variant">{variantTitle}</p> : null}
        {gift ? <p className="cart-line__badge">Free gift</p> : null}
        {!gift && !inBundle ? <SellingPlanPicker line={line} /> : null}
        {!gift && !inBundle ? <SubscriptionAlternate line={line} /> : null}
        {line.sellingPlanAllocation && (gift || inBundle) ? <p className="muted">{line.sellingPlanAllocation.sellingPlan.name}</p> : null}
        <SubscriptionPricing line={line} />
        <LineAmountDue line={line} />
        <LineDiscounts line={line} />
        {!inBundle ? (
          <div className="cart-line__controls">
            {gift ? <span className="cart-line__qty-fixed">Qty {line.quantity}</span> : <QuantityStepper line={line} />}
            <RemoveLine lineIds={[line.id]} label={gift ? 'No thanks' : 'Remove'} disabled={Boolean(line.isOptimistic)} />
          </div>
        ) : (
          <p className="muted">Qty {line.quantity}</p>
        )}
      </div>
      <div className="cart-line__price" data-testid="cart-line-price">
        {showCompareAt ? (
          <s className="cart-line__compare-at" aria-label="Regular price">
            <Price data={{amount: String(Number(compareAt.amount) * line.quantity), currencyCode: compareAt.currencyCode} as MoneyV2} />
          </s>
        ) : null}
        {line.cost?.totalAmount ? <Price data={line.cost.totalAmount as MoneyV2} /> : null}
      </div>
    </li>
  );
}

/** Lines of one bundle-builder bundle, removed together. */
export function CartBundle({name, lines}: {name: string; lines: CartLine[]}) {
  return (
    <li className="cart-bundle" data-testid="cart-bundle">
      <div className="cart-bundle__header">
        <strong>{name}</strong>
        <RemoveLine lineIds={lines.map((l) => l.id)} label="Remove bundle" disabled={lines.some((l) => l.isOptimistic)} />
      </div>
      <ul className="cart-bundle__lines">
        {lines.map((line) => (
          <CartLineItem key={line.id} line={line} inBundle />
        ))}
      </ul>
    </li>
  );
}

function RemoveLine({lineIds, label, disabled}: {lineIds: string[]; label: string; disabled: boolean}) {
  const fetcherKey = useCartFetcherKey();
  return (
    <CartForm route="/cart" action={CartForm.ACTIONS.LinesRemove} inputs={{lineIds}} fetcherKey={fetcherKey}>
      <button type="submit" className="link-button" disabled={disabled} data-testid="remove-line">
        {label}
      </button>
    </CartForm>
  );
}

/** A subscription line's price per delivery and what it saves, from its plan allocation's price adjustments. */
function SubscriptionPricing({line}: {line: CartLine}) {
  // A plan that delivers once (a pre-order) has no price per delivery: its line says what is due when.
  if (line.sellingPlanAllocation?.sellingPlan.recurringDeliveries === false) return null;
  const pricing = subscriptionPrice(line.sellingPlanAllocation?.priceAdjustments, line.quantity);
  if (!pricing) return null;
  const saves = Number(pricing.saving.amount) > 0;
  return (
    <p className="cart-line__subscription" data-testid="subscription-price">
      <span>
        <Price as="span" data={pricing.perDelivery as MoneyV2} /> per delivery
      </span>
      {saves ? (
        <span className="cart-line__saving">
          Save <Price as="span" data={pricing.saving as MoneyV2} /> ({pricing.percent}%)
        </span>
      ) : null}
      {pricing.later ? (
        <span className="muted">
          then <Price as="span" data={pricing.later as MoneyV2} /> per delivery
        </span>
      ) : null}
    </p>
  );
}

/**
 * What a line on a prepaid or deposit plan charges at checkout and later: "3 deliveries prepaid" or
 * "$50.00 today, $149.98 later". Nothing for a plan paid one delivery at a time.
 */
function LineAmountDue({line}: {line: CartLine}) {
  const allocation = line.sellingPlanAllocation;
  if (!allocation) return null;
  const {deliveries} = planCharge(allocation);
  const due = lineAmountDue(line);
  const later = Number(due.later.amount) > 0;
  if (!later && deliveries <= 1) return null;
  return (
    <p className="cart-line__due" data-testid="line-due">
      {deliveries > 1 ? <span>{deliveries} deliveries prepaid</span> : null}
      <span>
        <Price as="span" data={due.today as MoneyV2} /> today
        {later ? (
          <>
            , <Price as="span" data={due.later as MoneyV2} /> later
          </>
        ) : null}
      </span>
    </p>
  );
}

/** Automatic and custom discounts give a title, code discounts a code. */
function LineDiscounts({line}: {line: CartLine}) {
  const allocations = (line.discountAllocations ?? []).filter((a) => Number(a.discountedAmount.amount) > 0);
  if (!allocations.length) return null;
  return (
    <ul className="cart-line__discounts" aria-label="Discounts">
      {allocations.map((a, i) => (
        <li key={i}>
          {'code' in a ? `Code ${a.code}` : 'title' in a ? a.title : 'Discount'}: −<Price as="span" data={a.discountedAmount as MoneyV2} />
        </li>
      ))}
    </ul>
  );
}

/**
 * Where the subscription is another product (the product's subscription
 * alternate): a one-time line offers it with its price per delivery and
 * saving, and a line switched to it offers the way back. One button each, a
 * plain form post without JavaScript.
 */
function SubscriptionAlternate({line}: {line: CartLine}) {
  const fetcherKey = useCartFetcherKey(`alternate-${line.id}`);
  if (line.isOptimistic) return null;
  const offer = subscriptionOffer(line);
  const back = offer ? null : oneTimeVariantOf(line);
  if (!offer && !back) return null;
  const product = line.merchandise.product.title;
  return (
    <CartForm
      route="/cart"
      action={SUBSCRIPTION_ALTERNATE_ACTION}
      inputs={{lineId: line.id, to: offer ? 'subscription' : 'one-time'}}
      fetcherKey={fetcherKey}
    >
      {(fetcher: FetcherWithComponents<unknown>) =>
        offer ? (
          <div className="cart-line__alternate" data-testid="subscription-alternate-offer">
            <p className="cart-line__alternate-title">{offer.title}</p>
            <p className="cart-line__subscription">
              <span>
                <Price as="span" data={offer.perDelivery as MoneyV2} /> per delivery · {offer.planName}
              </span>
              {Number(offer.saving.amount) > 0 ? (
                <span className="cart-line__saving">
                  Save <Price as="span" data={offer.saving as MoneyV2} /> ({offer.percent}%)
                </span>
              ) : null}
            </p>
            <button
              type="submit"
              className="button button--secondary button--small"
              disabled={fetcher.state !== 'idle'}
              aria-label={`Subscribe instead: ${offer.title}, ${product}`}
              data-testid="switch-to-subscription"
            >
              {fetcher.state !== 'idle' ? 'Switching…' : 'Subscribe instead'}
            </button>
          </div>
        ) : (
          <button
            type="submit"
            className="link-button cart-line__one-time"
            disabled={fetcher.state !== 'idle'}
            aria-label={`Buy once instead: ${product}`}
            data-testid="switch-to-one-time"
          >
            {fetcher.state !== 'idle' ? 'Switching…' : 'Buy once instead'}
          </button>
        )
      }
    </CartForm>
  );
}

/** One-time purchase or one of the product's selling plans; a change swaps the line in one request. */
function SellingPlanPicker({line}: {line: CartLine}) {
  const product = line.merchandise.product;
  const plans = product.sellingPlanGroups?.nodes.flatMap((g) => g.sellingPlans.nodes) ?? [];
  const fetcherKey = useCartFetcherKey(`plan-${line.id}`);
  if (!plans.length || line.isOptimistic) return null;
  const current = line.sellingPlanAllocation?.sellingPlan.id ?? '';
  return (
    <CartForm route="/cart" action={SELLING_PLAN_ACTION} inputs={{lineId: line.id}} fetcherKey={fetcherKey}>
      {(fetcher: FetcherWithComponents<unknown>) => {
        const pending = fetcher.state !== 'idle' ? String(fetcher.formData?.get('sellingPlanId') ?? current) : null;
        return (
          <label className="cart-line__plan">
            <span className="visually-hidden">Purchase option for {product.title}</span>
            <select
              name="sellingPlanId"
              value={pending ?? current}
              disabled={pending !== null}
              data-testid="selling-plan-select"
              onChange={(event) => fetcher.submit(event.currentTarget.form)}
            >
              {product.requiresSellingPlan ? null : <option value="">One-time purchase</option>}
              {plans.map((plan) => (
                <option key={plan.id} value={plan.id}>
                  {plan.name}
                </option>
              ))}
            </select>
            <noscript>
              <button type="submit" className="link-button">
                Update
              </button>
            </noscript>
          </label>
        );
      }}
    </CartForm>
  );
}
