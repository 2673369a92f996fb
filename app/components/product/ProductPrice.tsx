import type {MoneyV2} from '@shopify/hydrogen/storefront-api-types';
import {Price} from '~/components/money/Price';

/** Any amount: the variant's, or the one the chosen plan makes of it. */
type Amount = {amount: string; currencyCode: string};

/** Price with the compare-at price struck through and the saving when there is one. */
export function ProductPrice({price, compareAtPrice}: {price?: Amount | null; compareAtPrice?: Amount | null}) {
  if (!price) return null;
  const onSale = compareAtPrice && Number(compareAtPrice.amount) > Number(price.amount);
  return (
    <div className="product-price" data-testid="product-price">
      <Price data={price as MoneyV2} as="span" className={onSale ? 'price price--sale' : 'price'} />
      {onSale ? (
        <>
          <s className="price price--compare">
            <span className="visually-hidden">Regular price </span>
            <Price data={compareAtPrice as MoneyV2} as="span" />
          </s>
          <span className="badge badge--sale">
            Save{' '}
            <Price
              as="span"
              data={
                {
                  amount: (Number(compareAtPrice.amount) - Number(price.amount)).toFixed(2),
                  currencyCode: price.currencyCode,
                } as MoneyV2
              }
            />
          </span>
        </>
      ) : null}
    </div>
  );
}
