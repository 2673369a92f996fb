import {useEffect, useState} from 'react';
import {pushEvent} from '~/features/analytics/data-layer';
import {itemEventParams} from '~/features/analytics/events';
import {readWishlist, toggleWishlist, WISHLIST_STORAGE_KEY} from '~/features/wishlist/wishlist';

interface Props {
  product: {handle: string; title: string; productType?: string};
  variant: {title: string; price: {amount: string; currencyCode: string}};
}

function storedList(): string[] {
  try {
    return readWishlist(window.localStorage.getItem(WISHLIST_STORAGE_KEY));
  } catch {
    return [];
  }
}

/**
 * "Save for later": keeps the product in this browser's saved list
 * (localStorage) and pushes `add_to_wishlist` when it is saved. It needs
 * JavaScript, so ProductPage renders it only once the page is interactive
 * (`afterHydration`): the server sends nothing.
 */
export function SaveForLater({product, variant}: Props) {
  const [saved, setSaved] = useState(false);
  useEffect(() => setSaved(storedList().includes(product.handle)), [product.handle]);

  const toggle = () => {
    const next = toggleWishlist(storedList(), product.handle);
    try {
      window.localStorage.setItem(WISHLIST_STORAGE_KEY, JSON.stringify(next.list));
    } catch {
      // Storage full or blocked: the button still reflects the choice for this page.
    }
    setSaved(next.saved);
    if (next.saved) {
      pushEvent(
        'add_to_wishlist',
        itemEventParams({
          handle: product.handle,
          title: product.title,
          variantTitle: variant.title,
          productType: product.productType,
          price: Number(variant.price.amount),
          currency: variant.price.currencyCode,
        }),
      );
    }
  };

  return (
    <button type="button" className="save-for-later" aria-pressed={saved} onClick={toggle} data-testid="save-for-later">
      <svg
        aria-hidden="true"
        width="20"
        height="20"
        viewBox="0 0 24 24"
        fill={saved ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth="2"
      >
        <path d="M12 21s-7.5-4.6-9.5-9.3C1.2 8.5 3.2 5 6.6 5c2 0 3.5 1.1 5.4 3.1C13.9 6.1 15.4 5 17.4 5c3.4 0 5.4 3.5 4.1 6.7C19.5 16.4 12 21 12 21Z" />
      </svg>
      {saved ? 'Saved' : 'Save for later'}
    </button>
  );
}
