import {useLocation} from '@remix-run/react';
import {CartForm} from '@shopify/hydrogen';
import {createContext, startTransition, useCallback, useContext, useEffect, useLayoutEffect, useMemo, useRef, useState} from 'react';
import type {CartApiQueryFragment} from 'storefrontapi.generated';
import {pushEvent} from '~/features/analytics/data-layer';
import {readCartForm, type CartResultView} from '~/features/cart/actions';
import {lineItem, pushCartEvent, pushViewCart} from './CartAnalytics';
import {takeCartAnswers, type PendingCartChange, type RouterFetcher} from './cart-answers';

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
  /** The cart the last successful change answered with (shown until the root loader's catches up, `freshestCart`). */
  actionCart: Cart | null;
}

const CartDrawerContext = createContext<CartDrawerState | null>(null);

export const useCartDrawer = () => useContext(CartDrawerContext);

type ActionData = CartResultView & {cart?: Cart | null};

/** The part of the Remix router the drawer reads: every state it publishes. `RemixBrowser` puts it on `window`. */
interface RouterSubscription {
  subscribe(listener: (state: {fetchers: ReadonlyMap<string, RouterFetcher>}) => void): () => void;
}

/**
 * Owns the drawer state and hears every `/cart` change in the app (product
 * forms, top picks, the drawer itself) from one place, the router's own state
 * (`takeCartAnswers`), so any successful change opens the drawer without
 * wiring each button. Cart analytics are sent here, where the outcome of each
 * change is known.
 */
export function CartDrawerProvider({children}: {children: React.ReactNode}) {
  const [open, setOpen] = useState(false);
  const [lastResult, setLastResult] = useState<CartResultView | null>(null);
  const [actionCart, setActionCart] = useState<Cart | null>(null);
  const lines = useRef(new Map<string, Line>());
  const lastCart = useRef<Cart | null>(null);
  const {pathname} = useLocation();
  const path = useRef(pathname);
  path.current = pathname;

  const remember = useCallback((cart: Cart | null | undefined) => {
    if (!cart) return;
    lastCart.current = cart;
    for (const line of cart.lines.nodes) lines.current.set(line.id, line);
  }, []);

  /** One cart change's answer: the drawer's message, opening it, the cart shown, analytics. */
  function onAnswer(answer: object, formData: FormData) {
    const data = answer as ActionData & {action?: string};
    const form = readCartForm(formData);
    const action = form.action ?? data.action;
    setLastResult({
      action,
      error: data.error,
      maxQuantity: data.maxQuantity,
      giftAdded: data.giftAdded,
      rejectedCodes: data.rejectedCodes,
      topPicks: data.topPicks,
    });
    const ok = !data.error && Boolean(data.cart);
    if ((ok || action === CartForm.ACTIONS.LinesAdd) && !path.current.startsWith('/cart')) setOpen(true);
    if (ok) setActionCart(data.cart!);
    if (ok) report(action, form.inputs, data.cart!);
    if (data.rejectedCodes?.length) pushEvent('coupon', {coupon: data.rejectedCodes[0].toUpperCase(), status: 'invalid'});
    remember(data.cart);
  }
  const onAnswerRef = useRef(onAnswer);
  onAnswerRef.current = onAnswer;

  // Subscribed in the commit that mounts the shop, before any click can reach a cart form: a
  // passive effect could run after the first submission went out. The answer renders in a
  // transition, as Remix renders the router state that carries it, so no render shows the answer
  // with fetcher states older than it (the quantity stepper reads both).
  useLayoutEffect(() => {
    const router = (window as {__remixRouter?: RouterSubscription}).__remixRouter;
    const pending = new Map<string, PendingCartChange>();
    return router?.subscribe(({fetchers}) => {
      for (const {data, formData} of takeCartAnswers(fetchers, pending)) startTransition(() => onAnswerRef.current(data, formData));
    });
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
      pushCartEvent(
        'remove_from_cart',
        ids.flatMap((id) => (lines.current.get(id) ? [lineItem(lines.current.get(id)!)] : [])),
      );
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
    () => ({open, openDrawer, closeDrawer, lastResult, remember, actionCart}),
    [open, openDrawer, closeDrawer, lastResult, remember, actionCart],
  );
  return <CartDrawerContext.Provider value={value}>{children}</CartDrawerContext.Provider>;
}
