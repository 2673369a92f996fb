import {useFetchers, useLocation} from '@remix-run/react';
import {CartForm} from '@shopify/hydrogen';
import {createContext, useCallback, useContext, useEffect, useMemo, useRef, useState} from 'react';
import type {CartApiQueryFragment} from 'storefrontapi.generated';
import {pushEvent} from '~/features/analytics/data-layer';
import {readCartForm, type CartResultView} from '~/features/cart/actions';
import {lineItem, pushCartEvent, pushViewCart} from './CartAnalytics';

type Cart = CartApiQueryFragment;
type Line = Cart['lines']['nodes'][number];

interface CartDrawerState {
  open: boolean;
  openDrawer: () => void;
  closeDrawer: () => void;
  /** The last cart change's message, max-quantity flag and gift notice. */
  lastResult: CartResultView | null;
  /** Last cart the shop has seen (for analytics of removals). */
  remember: (cart: Cart | null | undefined) => void;
}

const CartDrawerContext = createContext<CartDrawerState | null>(null);

export const useCartDrawer = () => useContext(CartDrawerContext);

type ActionData = CartResultView & {cart?: Cart | null};
interface Seen {
  state: string;
  formData?: FormData;
}

/**
 * Owns the drawer state and watches every `/cart` submission in the app
 * (product forms, top picks, the drawer itself), so any successful change
 * opens the drawer without wiring each button. Cart analytics are sent here,
 * where the outcome of each change is known.
 */
export function CartDrawerProvider({children}: {children: React.ReactNode}) {
  const [open, setOpen] = useState(false);
  const [lastResult, setLastResult] = useState<CartResultView | null>(null);
  const fetchers = useFetchers();
  const seen = useRef(new Map<string, Seen>());
  const lines = useRef(new Map<string, Line>());
  const lastCart = useRef<Cart | null>(null);
  const {pathname} = useLocation();

  const remember = useCallback((cart: Cart | null | undefined) => {
    if (!cart) return;
    lastCart.current = cart;
    for (const line of cart.lines.nodes) lines.current.set(line.id, line);
  }, []);

  /** add_to_cart / remove_from_cart / coupon for one successful change. */
  function report(action: string | undefined, inputs: Record<string, unknown>, cart: Cart) {
    const after = new Map(cart.lines.nodes.map((l) => [l.id, l]));
    if (action === CartForm.ACTIONS.LinesAdd) {
      const added = (Array.isArray(inputs.lines) ? inputs.lines : []) as Array<{merchandiseId?: string}>;
      const items = added.flatMap((input) => {
        const line = cart.lines.nodes.find((l) => l.merchandise.id === input.merchandiseId);
        return line ? [lineItem(line, Number(inputs.quantity ?? (input as {quantity?: number}).quantity ?? 1))] : [];
      });
      pushCartEvent('add_to_cart', items);
    } else if (action === CartForm.ACTIONS.LinesRemove) {
      const ids = (Array.isArray(inputs.lineIds) ? inputs.lineIds : []) as string[];
      pushCartEvent('remove_from_cart', ids.flatMap((id) => (lines.current.get(id) ? [lineItem(lines.current.get(id)!)] : [])));
    } else if (action === CartForm.ACTIONS.LinesUpdate) {
      const updates = (Array.isArray(inputs.lines) ? inputs.lines : []) as Array<{id: string}>;
      for (const {id} of updates) {
        const old = lines.current.get(id);
        const now = after.get(id);
        const delta = (now?.quantity ?? 0) - (old?.quantity ?? 0);
        if (old && delta > 0) pushCartEvent('add_to_cart', [lineItem(now!, delta)]);
        if (old && delta < 0) pushCartEvent('remove_from_cart', [lineItem(old, -delta)]);
      }
    } else if (action === CartForm.ACTIONS.DiscountCodesUpdate && typeof inputs.discountCode === 'string' && inputs.discountCode.trim()) {
      pushEvent('coupon', {coupon: inputs.discountCode.trim().toUpperCase(), status: 'applied'});
    }
  }

  // No dependency list on purpose: after every render it compares all fetchers with `seen`.
  // eslint-disable-next-line react-hooks/exhaustive-deps -- runs after every render by design (see above)
  useEffect(() => {
    for (const fetcher of fetchers) {
      const before = seen.current.get(fetcher.key);
      const isCartPost = fetcher.formAction?.split('?')[0].endsWith('/cart') && fetcher.formMethod?.toUpperCase() === 'POST';
      if (fetcher.state === 'submitting' && isCartPost) {
        seen.current.set(fetcher.key, {state: 'submitting', formData: fetcher.formData});
        continue;
      }
      seen.current.set(fetcher.key, {state: fetcher.state});
      if (before?.state !== 'submitting' || !fetcher.data || typeof fetcher.data !== 'object') continue;
      const data = fetcher.data as ActionData;
      const {action, inputs} = readCartForm(before.formData);
      setLastResult({action, error: data.error, maxQuantity: data.maxQuantity, giftAdded: data.giftAdded, rejectedCodes: data.rejectedCodes});
      const ok = !data.error && Boolean(data.cart);
      if ((ok || action === CartForm.ACTIONS.LinesAdd) && !pathname.startsWith('/cart')) setOpen(true);
      if (ok) report(action, inputs, data.cart!);
      if (data.rejectedCodes?.length) pushEvent('coupon', {coupon: data.rejectedCodes[0].toUpperCase(), status: 'invalid'});
      remember(data.cart);
    }
    // Forget fetchers that are gone.
    for (const key of [...seen.current.keys()]) if (!fetchers.some((f) => f.key === key)) seen.current.delete(key);
  });

  // A new page closes the drawer.
  useEffect(() => setOpen(false), [pathname]);

  const openDrawer = useCallback(() => setOpen(true), []);
  const closeDrawer = useCallback(() => {
    setOpen(false);
    setLastResult(null);
  }, []);

  useEffect(() => {
    if (open) pushViewCart(lastCart.current);
  }, [open]);

  const value = useMemo(
    () => ({open, openDrawer, closeDrawer, lastResult, remember}),
    [open, openDrawer, closeDrawer, lastResult, remember],
  );
  return <CartDrawerContext.Provider value={value}>{children}</CartDrawerContext.Provider>;
}
