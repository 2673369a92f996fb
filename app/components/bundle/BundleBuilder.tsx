import {useEffect, useMemo, useState} from 'react';
import {type FetcherWithComponents} from '@remix-run/react';
import type {MoneyV2} from '@shopify/hydrogen/storefront-api-types';
import type {BundleConfig} from '~/features/bundle/config';
import {BUNDLE_ID_ATTRIBUTE, BUNDLE_NAME_ATTRIBUTE} from '~/features/bundle/config';
import type {BundleProduct} from '~/features/bundle/products';
import {bundlePrice, isComplete, newBundleId, togglePick, type Selection} from '~/features/bundle/pricing';
import {AddToCartForm} from '~/components/cart/AddToCartForm';
import {ShopImage} from '~/components/images/ShopImage';
import {Price} from '~/components/money/Price';
import {Button} from '~/components/controls/Button';

const usd = (amount: string) => ({amount, currencyCode: 'USD'}) as MoneyV2;

/**
 * The bundle builder: one step per CMS step, the running price and saving,
 * and one add-to-cart for the whole bundle. Its lines share `_bundle_id` (new
 * for every bundle added) and `_bundle_name`; the platform's automatic bundle
 * discount prices them.
 */
export function BundleBuilder({config, products}: {config: BundleConfig; products: BundleProduct[]}) {
  const byHandle = useMemo(() => new Map(products.map((p) => [p.handle, p])), [products]);
  const [selection, setSelection] = useState<Selection>({});
  const [bundleId, setBundleId] = useState<string | null>(null);
  useEffect(() => setBundleId(newBundleId()), []);

  const picked = config.steps
    .flatMap((step) => (selection[step.id] ?? []).map((h) => byHandle.get(h)))
    .filter((p): p is BundleProduct => Boolean(p));
  const price = bundlePrice(
    picked.map((p) => ({variantId: p.variantId, price: p.price.amount})),
    config.discountPercent,
  );
  const complete = isComplete(selection, config.steps);
  const needed = config.steps.reduce((n, s) => n + s.pick, 0);

  return (
    <div className="bundle-builder" data-testid="bundle-builder">
      <header className="page-header">
        <p className="eyebrow">Save {config.discountPercent}%</p>
        <h1>{config.title}</h1>
        <p className="page-header__lead">{config.intro}</p>
      </header>
      <div className="bundle-builder__layout">
        <ol className="bundle-steps">
          {config.steps.map((step, index) => {
            const chosen = selection[step.id] ?? [];
            return (
              <li key={step.id} className="bundle-step">
                <fieldset>
                  <legend>
                    <span className="bundle-step__number">Step {index + 1}</span> {step.title}{' '}
                    <span className="muted">
                      ({chosen.length} of {step.pick} chosen)
                    </span>
                  </legend>
                  {step.description ? <p className="muted">{step.description}</p> : null}
                  <div className="bundle-options">
                    {step.productHandles.map((handle) => {
                      const product = byHandle.get(handle);
                      if (!product) return null;
                      const selected = chosen.includes(handle);
                      return (
                        <button
                          type="button"
                          key={handle}
                          className={`bundle-option${selected ? ' bundle-option--selected' : ''}`}
                          aria-pressed={selected}
                          disabled={!product.inStock}
                          data-testid={`bundle-option-${handle}`}
                          onClick={() => setSelection((s) => togglePick(s, step, handle))}
                        >
                          {product.image ? <ShopImage data={product.image} alt="" width={96} aspectRatio="1/1" /> : null}
                          <span className="bundle-option__title">{product.title}</span>
                          <span className="bundle-option__price">
                            {product.inStock ? <Price data={product.price as MoneyV2} as="span" /> : 'Sold out'}
                          </span>
                        </button>
                      );
                    })}
                  </div>
                </fieldset>
              </li>
            );
          })}
        </ol>
        <aside className="bundle-summary" aria-labelledby="bundle-summary-heading">
          <h2 id="bundle-summary-heading">Your bundle</h2>
          {picked.length ? (
            <ul className="bundle-summary__items">
              {picked.map((p) => (
                <li key={p.handle}>
                  <span>{p.title}</span> <Price data={p.price as MoneyV2} as="span" />
                </li>
              ))}
            </ul>
          ) : (
            <p className="muted">Pick {needed} items to build your bundle.</p>
          )}
          <dl className="bundle-summary__totals" aria-live="polite" data-testid="bundle-totals">
            <div>
              <dt>Items</dt>
              <dd>
                <Price data={usd(price.subtotal)} as="span" />
              </dd>
            </div>
            <div>
              <dt>Bundle saving ({config.discountPercent}%)</dt>
              <dd data-testid="bundle-saving">
                −<Price data={usd(price.saving)} as="span" />
              </dd>
            </div>
            <div className="bundle-summary__total">
              <dt>Bundle price</dt>
              <dd data-testid="bundle-total">
                <Price data={usd(price.total)} as="span" />
              </dd>
            </div>
          </dl>
          <AddToCartForm
            lines={picked.map((p) => ({
              merchandiseId: p.variantId,
              quantity: 1,
              attributes: [
                {key: BUNDLE_ID_ATTRIBUTE, value: bundleId ?? ''},
                {key: BUNDLE_NAME_ATTRIBUTE, value: config.title},
              ],
            }))}
          >
            {(fetcher) => (
              <AddBundleButton fetcher={fetcher} ready={complete && Boolean(bundleId)} onAdded={() => setBundleId(newBundleId())} />
            )}
          </AddToCartForm>
        </aside>
      </div>
    </div>
  );
}

function AddBundleButton({fetcher, ready, onAdded}: {fetcher: FetcherWithComponents<unknown>; ready: boolean; onAdded: () => void}) {
  const busy = fetcher.state !== 'idle';
  // Each bundle added gets its own id, so a second bundle is a separate group in the cart.
  useEffect(() => {
    if (fetcher.state === 'idle' && fetcher.data) onAdded();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per finished submission; `onAdded` is a new function on every render
  }, [fetcher.state, fetcher.data]);
  return (
    <Button color="red500" grow disabled={!ready} loading={busy} data-testid="add-bundle">
      {ready ? 'Add bundle to cart' : 'Complete every step to add'}
    </Button>
  );
}
