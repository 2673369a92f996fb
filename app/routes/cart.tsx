import {Suspense} from 'react';
import {useActionData, useLoaderData, type MetaFunction} from '@remix-run/react';
import {CartForm} from '@shopify/hydrogen';
import {data, type ActionFunctionArgs, type HeadersFunction, type LoaderFunctionArgs} from '@shopify/remix-oxygen';
import type {CartApiQueryFragment} from 'storefrontapi.generated';
import {ViewCartEvent} from '~/components/cart/CartAnalytics';
import {createCartService, type CartChangeResult} from '~/features/cart/cart-service.server';
import {UNREADABLE_CART_REQUEST, parseCartChange} from '~/features/cart/cart-input.server';
import {loadTopPicks} from '~/features/cart/top-picks.server';
import {safeRedirectPath} from '~/infra/safe-redirect';
import {SELLING_PLAN_ACTION, SUBSCRIPTION_ALTERNATE_ACTION} from '~/features/cart/actions';
import {answeredChange} from '~/features/cart/answered-change';
import {CART_UNAVAILABLE_MESSAGE, stripGraphqlPrefix} from '~/features/cart/errors';
import {RETRY_AFTER_SECONDS, StorefrontCallError, isUnavailableError} from '~/infra/outage';
import {readFormOrNull} from '~/infra/http';
import {buyNowTarget} from '~/features/cart/buy-now';
import {CONSENT_COOKIE, parseConsent} from '~/features/consent/consent';
import {readRequestCookie} from '~/infra/cookies.server';
import {loadWithParts, splitComponent} from '~/ui/split-component';

// The cart's lines and summary hydrate from their own chunk, the one the cart drawer opens with.
const CartMain = splitComponent('CartMain', () => import('~/components/cart/CartMain'));

export const meta: MetaFunction = () => [{title: 'Your cart | Oral Care Shop'}, {name: 'robots', content: 'noindex'}];

export const headers: HeadersFunction = ({actionHeaders, loaderHeaders}) => {
  const out = new Headers(actionHeaders);
  loaderHeaders.forEach((value, key) => key.toLowerCase() === 'set-cookie' && out.append(key, value));
  out.set('Cache-Control', 'no-store');
  return out;
};

/** A cart request the shop cannot read: 400 with a message, and the cart stays as it was. */
function badCartRequest(message: string) {
  return data({cart: null, error: message} satisfies CartChangeResult, {status: 400});
}

export async function action({request, context}: ActionFunctionArgs) {
  const formData = await readFormOrNull(request);
  let formInput: ReturnType<typeof CartForm.getFormInput>;
  try {
    if (!formData) throw new Error('unreadable form');
    formInput = CartForm.getFormInput(formData);
  } catch {
    return badCartRequest(UNREADABLE_CART_REQUEST);
  }
  const {action} = formInput;
  const parsed = parseCartChange(action, formInput.inputs);
  if (!parsed.ok) return badCartRequest(parsed.message);
  const {change} = parsed;
  const service = createCartService(context, request);

  let result: CartChangeResult;
  try {
    switch (change.action) {
      case CartForm.ACTIONS.LinesAdd:
        result = await service.addLines(change.input);
        break;
      case CartForm.ACTIONS.LinesUpdate:
        result = await service.updateLines(change.input);
        break;
      case CartForm.ACTIONS.LinesRemove:
        result = await service.removeLines(change.input);
        break;
      case CartForm.ACTIONS.DiscountCodesUpdate:
        result = await service.updateDiscountCodes(change.input.kept, change.input.typed);
        break;
      case CartForm.ACTIONS.AttributesUpdateInput:
        result = await service.updateAttributes(change.input);
        break;
      case CartForm.ACTIONS.BuyerIdentityUpdate:
        result = await service.updateBuyerIdentity(change.input);
        break;
      case CartForm.ACTIONS.NoteUpdate:
        result = await service.updateNote(change.input);
        break;
      case SELLING_PLAN_ACTION:
        result = await service.changeSellingPlan(change.input.lineId, change.input.sellingPlanId);
        break;
      case SUBSCRIPTION_ALTERNATE_ACTION:
        result = await service.switchSubscriptionAlternate(change.input.lineId, change.input.to);
        break;
    }
  } catch (error) {
    // The platform is down or timed out: the change did not happen; say so on the page the shopper is on.
    if (isUnavailableError(error)) {
      return data(
        {cart: null, error: CART_UNAVAILABLE_MESSAGE, action},
        {
          status: 503,
          headers: {'Retry-After': String(RETRY_AFTER_SECONDS), 'Cache-Control': 'no-store'},
        },
      );
    }
    // The platform refused the call for a reason other than an outage: its message, or "GraphQL Error (Code: <status>)".
    if (error instanceof StorefrontCallError) {
      return data({cart: null, error: stripGraphqlPrefix(error.message), action}, {status: 400, headers: {'Cache-Control': 'no-store'}});
    }
    throw error;
  }

  const headers = service.headers;
  const redirectTo = safeRedirectPath(formData.get('redirectTo'));
  // "Buy it now": straight to the hosted checkout.
  const consent = parseConsent(readRequestCookie(request, CONSENT_COOKIE));
  const checkout = buyNowTarget(formData.get('buyNow'), action, result, consent);
  let status = result.error ? 400 : 200;
  if (checkout || redirectTo) {
    status = 303;
    headers.set('Location', (checkout ?? redirectTo)!);
  }
  // The drawer shows top picks for the cart this change made: sent with the answer, so it does not read the cart again.
  const topPicks =
    status === 303 || !result.cart ? undefined : await loadTopPicks(context.storefront, result.cart.lines.nodes).catch(() => undefined);
  return data({...result, action, change: answeredChange(change), ...(topPicks ? {topPicks} : {})}, {status, headers});
}

export async function loader({context}: LoaderFunctionArgs) {
  const cart = (await context.cart.get()) as CartApiQueryFragment | null;
  const topPicks = await loadTopPicks(context.storefront, cart?.lines.nodes ?? []);
  return data({cart, topPicks}, {headers: {'Cache-Control': 'no-store'}});
}

/** A client navigation brings the cart's code with its data: the page commits whole. */
export const clientLoader = loadWithParts(CartMain);

export default function CartRoute() {
  const {cart, topPicks} = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  return (
    <div className="cart-page" data-testid="cart-page">
      <h1>Your Cart</h1>
      <ViewCartEvent cart={cart} />
      <Suspense fallback={null}>
        <CartMain cart={cart} topPicks={topPicks} result={result ?? null} layout="page" />
      </Suspense>
    </div>
  );
}
