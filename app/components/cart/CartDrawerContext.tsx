import {useFetcher, useLocation} from '@remix-run/react';
import {createContext, startTransition, useCallback, useContext, useEffect, useId, useMemo, useRef, useState} from 'react';
import type {CartApiQueryFragment} from 'storefrontapi.generated';
import type {CartResultView} from '~/features/cart/actions';
import {CART_ACTIONS, type AnsweredChange} from '~/features/cart/answered-change';
import {loadOnce} from '~/ui/load-once';

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
  /** Holds a cart fetcher key for the drawer (`useCartFetcherKey`); the returned function lets it go. */
  watch: (key: string) => () => void;
}

const CartDrawerContext = createContext<CartDrawerState | null>(null);

export const useCartDrawer = () => useContext(CartDrawerContext);

type ActionData = CartResultView & {cart?: Cart | null; change?: AnsweredChange};

type Analytics = typeof import('./cart-change-analytics');
const analyticsChunk = loadOnce(() => import('./cart-change-analytics'));

/**
 * Runs `push` with cart analytics, whose chunk is fetched on the first cart
 * change (its submit) or the drawer's first opening, not on a first visit.
 * Every push waits on the one fetch, so events keep the order they happened
 * in; a failed fetch is tried again on the next.
 */
function withAnalytics(push: (analytics: Analytics) => void) {
  void analyticsChunk().then(push, () => undefined);
}

/**
 * Owns the drawer state and hears every `/cart` change in the app (product
 * forms, top picks, the drawer itself) in one place: each cart form submits
 * through a keyed fetcher (`useCartFetcherKey`) that the provider also holds
 * with `useFetcher({key})`, so the answer reaches it even when the form that
 * sent it is gone (a removed line). Any successful change opens the drawer
 * without wiring each button; cart analytics are sent here, where the outcome
 * of each change is known.
 */
export function CartDrawerProvider({children}: {children: React.ReactNode}) {
  const [open, setOpen] = useState(false);
  const [lastResult, setLastResult] = useState<CartResultView | null>(null);
  const [actionCart, setActionCart] = useState<Cart | null>(null);
  // Each cart fetcher key with the number of mounted forms using it (0: the form is gone, its answer still awaited).
  const [watched, setWatched] = useState<ReadonlyMap<string, number>>(() => new Map());
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

  const watch = useCallback((key: string) => {
    setWatched((current) => new Map(current).set(key, (current.get(key) ?? 0) + 1));
    return () => setWatched((current) => new Map(current).set(key, Math.max(0, (current.get(key) ?? 1) - 1)));
  }, []);
  const release = useCallback((key: string) => {
    setWatched((current) => {
      if (current.get(key) !== 0) return current;
      const next = new Map(current);
      next.delete(key);
      return next;
    });
  }, []);

  /** One cart change's answer: the drawer's message, opening it, the cart shown, analytics. */
  function onAnswer(answer: object) {
    const data = answer as ActionData;
    const change = data.change ?? (data.action ? {action: data.action} : undefined);
    const action = change?.action;
    setLastResult({
      action,
      error: data.error,
      maxQuantity: data.maxQuantity,
      giftAdded: data.giftAdded,
      rejectedCodes: data.rejectedCodes,
      topPicks: data.topPicks,
    });
    const ok = !data.error && Boolean(data.cart);
    if ((ok || action === CART_ACTIONS.LinesAdd) && !path.current.startsWith('/cart')) setOpen(true);
    if (ok) setActionCart(data.cart!);
    if ((ok && change) || data.rejectedCodes?.length) {
      // The lines as they were: `remember` below records the answer's before the events are sent.
      const before = new Map(lines.current);
      const answered = {change: ok ? change : undefined, cart: data.cart, rejectedCodes: data.rejectedCodes};
      withAnalytics(({pushCartAnswer}) => pushCartAnswer(answered, before));
    }
    remember(data.cart);
  }
  const onAnswerRef = useRef(onAnswer);
  onAnswerRef.current = onAnswer;
  // The answer renders in a transition, as Remix renders the router state that carried it.
  const answered = useCallback((answer: object) => startTransition(() => onAnswerRef.current(answer)), []);

  // A new page closes the drawer.
  useEffect(() => setOpen(false), [pathname]);

  // In a transition: the whole page sits under this provider, and an urgent update reaching a part
  // React has not hydrated yet (a click soon after the page starts) drops that part's server HTML (#421).
  const openDrawer = useCallback(() => startTransition(() => setOpen(true)), []);
  const closeDrawer = useCallback(() => {
    setOpen(false);
    setLastResult(null);
  }, []);

  useEffect(() => {
    if (!open) return;
    const cart = lastCart.current;
    withAnalytics(({pushViewCart}) => pushViewCart(cart));
  }, [open]);

  const value = useMemo(
    () => ({open, openDrawer, closeDrawer, lastResult, remember, actionCart, watch}),
    [open, openDrawer, closeDrawer, lastResult, remember, actionCart, watch],
  );
  return (
    <CartDrawerContext.Provider value={value}>
      {children}
      {[...watched].map(([key, forms]) => (
        <CartAnswerWatcher key={key} fetcherKey={key} held={forms > 0} onAnswer={answered} onReleased={release} />
      ))}
    </CartDrawerContext.Provider>
  );
}

/**
 * The fetcher key a cart form submits with, held by the drawer's provider for
 * as long as the form is mounted and, after that, until its last change is
 * answered. `fixed` names a key the form shares (the quantity stepper's);
 * otherwise each form gets its own.
 *
 * Registered in a passive effect, not a layout one: a state update in a layout
 * effect renders synchronously at the end of the commit and pulls every
 * pending passive effect into the same task, which on hydration made one long
 * task of the page's whole start-up. React runs pending passive effects before
 * it renders any update, so a click's submit still finds the key held.
 */
export function useCartFetcherKey(fixed?: string): string {
  const id = useId();
  const key = fixed ?? `cart-change${id}`;
  const watch = useContext(CartDrawerContext)?.watch;
  useEffect(() => watch?.(key), [watch, key]);
  return key;
}

/**
 * Holds one cart fetcher with `useFetcher({key})` and hands on each new answer
 * once: an answer is a new `data` object, seen from the router state that first
 * carries it (`loading` while loaders revalidate, or `idle`). Holding the key
 * keeps the answer even when every form using it has unmounted.
 */
function CartAnswerWatcher({
  fetcherKey,
  held,
  onAnswer,
  onReleased,
}: {
  fetcherKey: string;
  held: boolean;
  onAnswer: (answer: object) => void;
  onReleased: (key: string) => void;
}) {
  const {data, state} = useFetcher({key: fetcherKey});
  const seen = useRef(data);
  // The first change fetches cart analytics while it is on its way, ready for its answer.
  useEffect(() => {
    if (state === 'submitting') withAnalytics(() => undefined);
  }, [state]);
  // After every commit: the answer is judged by identity, so running again is harmless.
  useEffect(() => {
    if (data !== seen.current) {
      seen.current = data;
      if (data && typeof data === 'object') onAnswer(data);
    }
    if (!held && state === 'idle') onReleased(fetcherKey);
  });
  return null;
}
