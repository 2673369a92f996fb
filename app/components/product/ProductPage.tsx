import type {GetProductByHandleQuery, ProductVariantFragment} from 'storefrontapi.generated';
import {useState} from 'react';
import {Link} from '@remix-run/react';
import type {ProductLanding} from '~/features/catalog/landing';
import {LandingDetails, LandingHero} from '~/components/product-landing/ProductLandingSections';
import {useStandardView} from '~/features/analytics/views';
import {isInStock} from '~/features/product/variants';
import {headlinePrice} from '~/features/product/selling-plans';
import {contentOf, sortOptionValues, variantGallery, type VariantContent} from '~/features/product/variant-content';
import {afterHydration} from '~/ui/after-hydration';
import type {SellingPlanOption} from './PurchaseOptions';
import {ProductForm} from './ProductForm';
import {ProductPrice} from './ProductPrice';
import {ProductGallery} from './ProductGallery';

// Browser-only controls (localStorage): their code loads once the page is interactive.
const SaveForLater = afterHydration(() => import('./SaveForLater').then((m) => m.SaveForLater));
const RateProduct = afterHydration(() => import('./RateProduct').then((m) => m.RateProduct));

type Product = NonNullable<GetProductByHandleQuery['product']>;

export function ProductPage({
  product,
  selectedVariant,
  landing,
  variantContent = {},
  children,
}: {
  product: Product;
  selectedVariant: ProductVariantFragment;
  landing?: ProductLanding | null;
  /** The variants' CMS content by cmsId: galleries, order, tags. */
  variantContent?: Record<string, VariantContent>;
  children?: React.ReactNode;
}) {
  // Hydrogen's ProductView; the data layer gets it as view_item.
  useStandardView('product_viewed', `${product.id}|${selectedVariant.id}`, () => ({
    data: {
      products: [
        {
          id: product.id,
          title: product.title,
          price: selectedVariant.price.amount,
          vendor: product.vendor,
          variantId: selectedVariant.id,
          variantTitle: selectedVariant.title,
          quantity: 1,
          sku: selectedVariant.sku ?? undefined,
          productType: product.productType,
        },
      ],
    },
    dataLayer: {
      ecommerce: {
        currency: selectedVariant.price.currencyCode,
        value: Number(selectedVariant.price.amount),
        items: [
          {
            item_id: product.handle,
            item_name: product.title,
            item_variant: selectedVariant.title,
            item_category: product.productType,
            price: Number(selectedVariant.price.amount),
          },
        ],
      },
    },
  }));
  const alternate = product.subscriptionAlternateVariant?.reference;
  const alternateTitle = product.subscriptionAlternateVariantTitle?.value;
  const images = variantGallery(selectedVariant, product.images.nodes, variantContent);
  const tags = contentOf(selectedVariant, variantContent)?.tags ?? [];
  const plans: SellingPlanOption[] = product.sellingPlanGroups.nodes.flatMap((g) => g.sellingPlans.nodes) as SellingPlanOption[];
  const [chosenPlan, setChosenPlan] = useState(product.requiresSellingPlan ? (plans[0]?.id ?? '') : '');
  const headline = headlinePrice(selectedVariant, plans.find((p) => p.id === chosenPlan)?.priceAdjustments[0]?.adjustmentValue);
  return (
    <div className={`product-page${landing ? ' product-page--landing' : ''}`} data-testid="product-page">
      {landing ? <LandingHero landing={landing} /> : null}
      <div className="product-page__main">
        {/* Name and price, gallery, then the purchase box: on a phone they stack in that order so the
            first screen names the product, its price and the way to buy; on a desktop the gallery
            takes the left column. */}
        <div className="product-page__summary">
          <p className="eyebrow">{product.productType}</p>
          <h1>{product.title}</h1>
          <div className="product-page__price-row">
            <ProductPrice price={headline.price} compareAtPrice={headline.compareAtPrice} />
            {tags.length ? (
              <ul className="variant-tags" aria-label="About this option" data-testid="variant-tags">
                {tags.map((tag) => (
                  <li key={tag} className="badge badge--subscribe">
                    {tag}
                  </li>
                ))}
              </ul>
            ) : null}
          </div>
        </div>
        <ProductGallery images={images} title={product.title} />
        <div className="product-page__details">
          <ProductForm
            options={sortOptionValues(product.options, product.variants.nodes, variantContent)}
            variants={product.variants.nodes}
            selectedVariant={selectedVariant}
            sellingPlans={plans}
            requiresSellingPlan={product.requiresSellingPlan}
            product={product}
            chosenPlan={chosenPlan}
            onChoosePlan={setChosenPlan}
          />
          <SaveForLater product={product} variant={selectedVariant} />
          {alternate && 'product' in alternate && alternate.product.handle !== product.handle ? (
            <p className="subscription-alternate" data-testid="subscription-alternate">
              Prefer it on repeat?{' '}
              <Link
                to={`/products/${alternate.product.handle}?${new URLSearchParams(alternate.selectedOptions.map((o) => [o.name, o.value])).toString()}`}
                data-prefetch="intent"
              >
                {alternateTitle || `${alternate.product.title} subscription`}
              </Link>
            </p>
          ) : null}
          <p className={`stock-status${isInStock(selectedVariant) ? '' : ' stock-status--out'}`} data-testid="stock-status">
            {isInStock(selectedVariant) ? 'In stock' : 'Out of stock'}
            {selectedVariant.sku ? <span className="muted"> · SKU {selectedVariant.sku}</span> : null}
          </p>
          <div className="product-description" dangerouslySetInnerHTML={{__html: product.descriptionHtml}} />
          {selectedVariant.ingredients?.value ? (
            <details className="product-ingredients">
              <summary>Ingredients</summary>
              <p>{selectedVariant.ingredients.value}</p>
            </details>
          ) : null}
          <RateProduct product={product} />
        </div>
      </div>
      {landing ? <LandingDetails landing={landing} /> : null}
      {children}
    </div>
  );
}
