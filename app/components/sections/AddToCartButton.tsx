import {Link} from '@remix-run/react';
import type {ProductCardData} from '~/features/catalog/product-card';
import {AddToCartForm} from '~/components/cart/AddToCartForm';
import {useT} from '~/components/content/useT';

/**
 * One-tap add to cart for a product card (its first variant). Products that
 * need a purchase option (subscription only, several variants) link to their page.
 * Works without JavaScript: the form posts to /cart, which shows the cart.
 */
export function AddToCartButton({product}: {product: ProductCardData}) {
  const t = useT();
  const variant = product.firstVariant;
  if (!product.availableForSale || !variant?.availableForSale) {
    return <p className="sold-out">{t('product.soldOut', 'Sold Out')}</p>;
  }
  if (product.requiresSellingPlan) {
    return (
      <Link to={`/products/${product.handle}`} className="button button--secondary">
        {t('product.chooseOptions', 'Choose options')}
      </Link>
    );
  }
  return (
    <AddToCartForm lines={[{merchandiseId: variant.id, quantity: 1}]}>
      {(fetcher) => (
        <button
          type="submit"
          className="button button--primary"
          data-testid="add-to-cart"
          disabled={fetcher.state !== 'idle'}
          aria-label={`${t('product.addToCart', 'Add to Cart')}: ${product.title}`}
        >
          {fetcher.state !== 'idle' ? t('product.adding', 'Adding…') : t('product.addToCart', 'Add to Cart')}
        </button>
      )}
    </AddToCartForm>
  );
}
