import {Money} from '@shopify/hydrogen';
import type {MoneyV2} from '@shopify/hydrogen/storefront-api-types';

type Price = Pick<MoneyV2, 'amount' | 'currencyCode'>;

/** Price with the compare-at price struck through and the saving when there is one. */
export function ProductPrice({price, compareAtPrice}: {price?: Price | null; compareAtPrice?: Price | null}) {
  if (!price) return null;
  const onSale = compareAtPrice && Number(compareAtPrice.amount) > Number(price.amount);
  return (
    <div className="product-price">
      <Money data={price as MoneyV2} as="span" className={onSale ? 'price price--sale' : 'price'} />
      {onSale ? (
        <>
          <s className="price price--compare">
            <span className="visually-hidden">Regular price </span>
            <Money data={compareAtPrice as MoneyV2} as="span" />
          </s>
          <span className="badge badge--sale">
            Save{' '}
            <Money
              as="span"
              data={{
                amount: (Number(compareAtPrice.amount) - Number(price.amount)).toFixed(2),
                currencyCode: price.currencyCode,
              } as MoneyV2}
            />
          </span>
        </>
      ) : null}
    </div>
  );
}
