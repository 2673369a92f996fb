import {Link} from '@remix-run/react';
import type {ProductVariantFragment} from 'storefrontapi.generated';
import {MAX_QUANTITY_PER_VARIANT} from '~/features/cart/limits';
import {isInStock, lowStockCount, optionSearch, orderableQuantity, variantForOption} from '~/features/product/variants';
import {pushEvent} from '~/features/analytics/data-layer';
import {itemEventParams} from '~/features/analytics/events';
import {AddToCartForm} from '~/components/cart/AddToCartForm';
import {Button} from '~/components/controls/Button';
import {PurchaseOptions, type SellingPlanOption} from './PurchaseOptions';

interface Props {
  options: Array<{name: string; values: string[]}>;
  variants: ProductVariantFragment[];
  selectedVariant: ProductVariantFragment;
  sellingPlans: SellingPlanOption[];
  requiresSellingPlan: boolean;
  /** For the buy-now analytics event. */
  product: {handle: string; title: string; productType?: string};
  /** The chosen selling plan's id ('' for a one-time purchase), kept by the page for its headline price. */
  chosenPlan: string;
  onChoosePlan: (planId: string) => void;
}

/** Variant pickers (links, so they work without JavaScript), purchase options, quantity and add to cart. */
export function ProductForm({
  options,
  variants,
  selectedVariant,
  sellingPlans,
  requiresSellingPlan,
  product,
  chosenPlan,
  onChoosePlan,
}: Props) {
  /** `buy_now` as the shopper heads for checkout with the chosen quantity. */
  const onBuyNow = (event: React.MouseEvent<HTMLButtonElement>) => {
    const quantity = Number(new FormData(event.currentTarget.form ?? undefined).get('quantity') ?? 1) || 1;
    pushEvent(
      'buy_now',
      itemEventParams({
        handle: product.handle,
        title: product.title,
        variantTitle: selectedVariant.title,
        productType: product.productType,
        price: Number(selectedVariant.price.amount),
        currency: selectedVariant.price.currencyCode,
        quantity,
      }),
    );
  };
  const inStock = isInStock(selectedVariant);
  return (
    <div className="product-form">
      {options
        .filter((option) => option.values.length > 1 || options.length > 1)
        .map((option) => (
          <fieldset key={option.name} className="option-picker">
            <legend>
              {option.name}: <strong>{selectedVariant.selectedOptions.find((o) => o.name === option.name)?.value}</strong>
            </legend>
            <div className="option-picker__values">
              {option.values.map((value) => {
                const target = variantForOption(variants, selectedVariant.selectedOptions, option.name, value);
                const selected = selectedVariant.selectedOptions.some((o) => o.name === option.name && o.value === value);
                const swatch = option.name.toLowerCase() === 'color' ? target?.colorValue?.value : null;
                return (
                  <Link
                    key={value}
                    to={optionSearch(target?.selectedOptions ?? selectedVariant.selectedOptions, option.name, value)}
                    replace
                    preventScrollReset
                    data-prefetch="intent"
                    aria-current={selected ? 'true' : undefined}
                    className={[
                      'option-value',
                      selected ? 'option-value--selected' : '',
                      target && isInStock(target) ? '' : 'option-value--unavailable',
                      swatch ? 'option-value--swatch' : '',
                    ].join(' ')}
                    style={swatch ? ({'--swatch': swatch} as React.CSSProperties) : undefined}
                  >
                    {swatch ? <span className="swatch" aria-hidden="true" /> : null}
                    <span className={swatch ? 'visually-hidden' : undefined}>{value}</span>
                    {target && !isInStock(target) ? <span className="visually-hidden"> (sold out)</span> : null}
                  </Link>
                );
              })}
            </div>
          </fieldset>
        ))}

      {inStock ? (
        <AddToCartForm lines={[{merchandiseId: selectedVariant.id, quantity: 1, selectedVariant}]}>
          {(fetcher) => (
            <>
              <PurchaseOptions
                plans={sellingPlans}
                allocations={selectedVariant.sellingPlanAllocations?.nodes}
                requiresSellingPlan={requiresSellingPlan}
                price={selectedVariant.price}
                chosen={chosenPlan}
                onChoose={onChoosePlan}
              />
              <div className="product-form__row">
                <label className="quantity-select">
                  <span>Quantity</span>
                  <select name="quantity" defaultValue="1">
                    {Array.from({length: orderableQuantity(selectedVariant, MAX_QUANTITY_PER_VARIANT)}, (_, i) => (
                      <option key={i + 1} value={i + 1}>
                        {i + 1}
                      </option>
                    ))}
                  </select>
                </label>
                <Button color="red500" grow loading={fetcher.state !== 'idle'} data-testid="add-to-cart">
                  Add to cart
                </Button>
                <button
                  type="submit"
                  name="buyNow"
                  value="1"
                  className="button button--secondary product-form__buy-now"
                  disabled={fetcher.state !== 'idle'}
                  onClick={onBuyNow}
                  data-testid="buy-now"
                >
                  Buy it now
                </button>
              </div>
              {lowStockCount(selectedVariant) !== null ? (
                <p className="stock-note">Only {lowStockCount(selectedVariant)} left in stock</p>
              ) : null}
            </>
          )}
        </AddToCartForm>
      ) : (
        <p className="sold-out" role="status" data-testid="sold-out">
          Sold out
        </p>
      )}
    </div>
  );
}
