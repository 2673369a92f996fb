import {useFetchers, useLocation} from '@remix-run/react';
import {CartForm} from '@shopify/hydrogen';
import {createContext, useCallback, useContext, useEffect, useMemo, useRef, useState} from 'react';
import type {CartApiQueryFragment} from 'storefrontapi.generated';
import {pushEvent} from '~/features/analytics/data-layer';
import {readCartForm, type CartResultView} from '~/features/cart/actions';
import {answeredCartChanges, isCartAnswer, SubmissionLedger, type FetcherView, type WatchedFetcher} from '~/features/cart/fetcher-watch';
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
  /** The cart the last successful change answered with (shown until the root loader's catches up, `freshestCart`). */
  actionCart: Cart | null;
  /** The root loader's cart, each time it resolves (the header count calls it). */
  loaderCart: (cart: Cart | null | undefined) => void;
  /** A cart form's own fetcher answered (`ReportCartAnswer`); `formData` when its submission was seen. */
  answered: (data: object, formData?: FormData) => void;
}

const CartDrawerContext = createContext<CartDrawerState | null>(null);

export const useCartDrawer = () => useContext(CartDrawerContext);

type ActionData = CartResultView & {cart?: Cart | null};

/**
 * Owns the drawer state and watches every `/cart` submission in the app
 * (product forms, top picks, the drawer itself), so any successful change
 * opens the drawer without wiring each button. Cart analytics are sent here,
 * where the outcome of each change is known.
 */
export function CartDrawerProvider({children}: {children: React.ReactNode}) {
  const [open, setOpen] = useState(false);
  const [lastResult, setLastResult] = useState<CartResultView | null>(null);
  const [actionCart, setActionCart] = useState<Cart | null>(null);
  const fetchers = useFetchers();
  const seen = useRef(new Map<string, WatchedFetcher>());
  const lines = useRef(new Map<string, Line>());
  const lastCart = useRef<Cart | null>(null);
  const {pathname} = useLocation();
  const path = useRef(pathname);
  path.current = pathname;
  const ledger = useRef(new SubmissionLedger());
  const submittedForms = useRef(new Map<string, FormData>());
  const loaderUpdatedAt = useRef<string | null>(null);
  /** The newest cart the page has seen (loader or answer), as its `updatedAt`. */
  const newestKnown = useRef<string | null>(null);

  // Every cart form the shopper submits, seen on the document whatever React renders.
  useEffect(() => {
    function onSubmit(event: SubmitEvent) {
      const form = event.target;
      if (!(form instanceof HTMLFormElement) || form.method.toLowerCase() !== 'post') return;
      if (new URL(form.action, location.href).pathname !== '/cart') return;
      const formData = new FormData(form, event.submitter);
      const input = formData.get('cartFormInput');
      if (typeof input !== 'string') return;
      ledger.current.submit(input, newestKnown.current);
      submittedForms.current.set(input, formData);
    }
    document.addEventListener('submit', onSubmit, true);
    return () => document.removeEventListener('submit', onSubmit, true);
  }, []);

  const remember = useCallback((cart: Cart | null | undefined) => {
    if (!cart) return;
    if (!newestKnown.current || Date.parse(cart.updatedAt) > Date.parse(newestKnown.current)) newestKnown.current = cart.updatedAt;
    lastCart.current = cart;
    for (const line of cart.lines.nodes) lines.current.set(line.id, line);
  }, []);

  /** Answers already acted on: each arrives by up to two ways (`useFetchers` here, `answered` from its form). */
  const handledAnswers = useRef(new WeakSet<object>());

  /** One cart change's answer: the drawer's message, opening it, the cart shown, analytics. */
  function onAnswer(answer: object, formData: FormData | undefined) {
    if (handledAnswers.current.has(answer)) return;
    handledAnswers.current.add(answer);
    const data = answer as ActionData & {action?: string};
    const input = formData?.get('cartFormInput');
    if (!ledger.current.answer(typeof input === 'string' ? input : undefined)) return;
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
    if (ok && formData) report(action, form.inputs, data.cart!);
    else if (ok) reportByDifference(data.cart!);
    if (data.rejectedCodes?.length) pushEvent('coupon', {coupon: data.rejectedCodes[0].toUpperCase(), status: 'invalid'});
    remember(data.cart);
  }
  const onAnswerRef = useRef(onAnswer);
  onAnswerRef.current = onAnswer;

  // No dependency list on purpose: after every render it compares all fetchers with `seen`.
  useEffect(() => {
    for (const answer of answeredCartChanges(fetchers as readonly FetcherView[], seen.current)) onAnswer(answer.data, answer.formData);
  });

  const answered = useCallback((data: object, formData?: FormData) => {
    if (isCartAnswer(data)) onAnswerRef.current(data, formData);
  }, []);

  /** add_to_cart / remove_from_cart from the lines before and after, for a change whose form was not seen. */
  function reportByDifference(cart: Cart) {
    const before = new Map((lastCart.current?.lines.nodes ?? []).map((l) => [l.id, l]));
    const after = new Map(cart.lines.nodes.map((l) => [l.id, l]));
    const added = cart.lines.nodes.flatMap((l) =>
      l.quantity > (before.get(l.id)?.quantity ?? 0) ? [lineItem(l, l.quantity - (before.get(l.id)?.quantity ?? 0))] : [],
    );
    const removed = [...before.values()].flatMap((l) =>
      l.quantity > (after.get(l.id)?.quantity ?? 0) ? [lineItem(l, l.quantity - (after.get(l.id)?.quantity ?? 0))] : [],
    );
    if (added.length) pushCartEvent('add_to_cart', added);
    if (removed.length) pushCartEvent('remove_from_cart', removed);
  }

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

  /**
   * A new loader cart after a submission whose answer went unseen: that cart
   * stands in for the answer (after a moment, so an answer seen in the same
   * commit goes first).
   */
  const loaderCart = useCallback((cart: Cart | null | undefined) => {
    // The first cart the page shows (none yet is one) is the starting point, not a change.
    const stamp = cart?.updatedAt ?? 'none';
    if (stamp === loaderUpdatedAt.current) return;
    const first = loaderUpdatedAt.current === null;
    loaderUpdatedAt.current = stamp;
    if (first || !cart) return;
    setTimeout(() => {
      for (const input of ledger.current.takeUnanswered(cart.updatedAt)) {
        const {action, inputs} = readCartForm(submittedForms.current.get(input));
        submittedForms.current.delete(input);
        // Only an add opens the drawer on its own; other changes show their outcome where they were made.
        if (action !== CartForm.ACTIONS.LinesAdd) continue;
        setLastResult({action});
        if (!path.current.startsWith('/cart')) setOpen(true);
        report(action, inputs, cart);
        remember(cart);
      }
    }, 100);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- reads refs and stable setters only; one callback for the page's life
  }, []);

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
    () => ({open, openDrawer, closeDrawer, lastResult, remember, actionCart, loaderCart, answered}),
    [open, openDrawer, closeDrawer, lastResult, remember, actionCart, loaderCart, answered],
  );
  return <CartDrawerContext.Provider value={value}>{children}</CartDrawerContext.Provider>;
}
