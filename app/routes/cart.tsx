import {useActionData, useLoaderData, type MetaFunction} from '@remix-run/react';
import {CartForm} from '@shopify/hydrogen';
import type {CartLineInput, CartLineUpdateInput, CountryCode} from '@shopify/hydrogen/storefront-api-types';
import {data, type ActionFunctionArgs, type HeadersFunction, type LoaderFunctionArgs} from '@shopify/remix-oxygen';
import type {CartApiQueryFragment} from 'storefrontapi.generated';
import {CartMain} from '~/components/cart/CartMain';
import {ViewCartEvent} from '~/components/cart/CartAnalytics';
import {createCartService, type CartChangeResult} from '~/features/cart/cart-service.server';
import {MAX_QUANTITY_PER_VARIANT, parseQuantity} from '~/features/cart/limits';
import {loadTopPicks} from '~/features/cart/top-picks.server';
import {safeRedirectPath} from '~/infra/safe-redirect';
import {SELLING_PLAN_ACTION} from '~/features/cart/actions';
import {CART_UNAVAILABLE_MESSAGE, stripGraphqlPrefix} from '~/features/cart/errors';
import {RETRY_AFTER_SECONDS, StorefrontCallError, isUnavailableError} from '~/infra/outage';
import {readFormOrNull} from '~/infra/http';
import {buyNowTarget} from '~/features/cart/buy-now';

export const meta: MetaFunction = () => [{title: 'Your cart | Oral Care Shop'}, {name: 'robots', content: 'noindex'}];

export const headers: HeadersFunction = ({actionHeaders, loaderHeaders}) => {
  const out = new Headers(actionHeaders);
  loaderHeaders.forEach((value, key) => key.toLowerCase() === 'set-cookie' && out.append(key, value));
  out.set('Cache-Control', 'no-store');
  return out;
};

class BadCartRequest extends Error {}
const QUANTITY_MESSAGE = `Please choose a quantity from 1 to ${MAX_QUANTITY_PER_VARIANT}.`;
/** Quantities reach the cart service as asked, so a reduction to the cap is seen and flagged. */
const UNCAPPED = Number.MAX_SAFE_INTEGER;
const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
const str = (value: unknown) => (typeof value === 'string' ? value : undefined);

/** Applies the form's own quantity and purchase-option fields (present when posted without JavaScript too). */
function linesFromForm(inputs: Record<string, unknown>): CartLineInput[] {
  const lines = Array.isArray(inputs.lines) ? inputs.lines : [];
  if (!lines.length || !lines.every((l) => isObject(l) && str(l.merchandiseId))) throw new BadCartRequest();
  return (lines as Array<Record<string, unknown>>).map((line) => {
    const plan = str(inputs.sellingPlanId) ?? str(line.sellingPlanId);
    const attributes = Array.isArray(line.attributes)
      ? line.attributes
          .filter(isObject)
          .filter((a) => str(a.key))
          .map((a) => ({key: String(a.key), value: String(a.value ?? '')}))
      : undefined;
    const requested = inputs.quantity ?? line.quantity ?? 1;
    // Not capped here: the cart service reduces it to the variant's room and raises the max-quantity alert.
    const quantity = parseQuantity(requested, {max: UNCAPPED});
    if (quantity === null) throw new BadCartRequest(QUANTITY_MESSAGE);
    return {
      merchandiseId: String(line.merchandiseId),
      quantity,
      ...(attributes?.length ? {attributes} : {}),
      ...(plan ? {sellingPlanId: plan} : {}),
    };
  });
}

/** Quantity updates: 0 removes a line; the cart service caps the rest at the variant's room. */
function updatesFromForm(inputs: Record<string, unknown>): CartLineUpdateInput[] {
  const lines = Array.isArray(inputs.lines) ? inputs.lines : [];
  if (!lines.length || !lines.every((l) => isObject(l) && str(l.id))) throw new BadCartRequest();
  return (lines as Array<Record<string, unknown>>).map((line) => {
    const quantity = parseQuantity(line.quantity, {min: 0, max: UNCAPPED});
    if (quantity === null) throw new BadCartRequest(QUANTITY_MESSAGE);
    return {id: String(line.id), quantity};
  });
}

/**
 * Cart attributes a shopper may set: up to 10, keys that are not the shop's own
 * hidden ones (a leading `_`, such as `_bundles`), values up to 1,000 characters.
 */
function attributesFromForm(inputs: Record<string, unknown>): Array<{key: string; value: string}> {
  const attributes = Array.isArray(inputs.attributes) ? inputs.attributes.filter(isObject) : [];
  const usable = attributes.filter((a) => str(a.key) && !String(a.key).startsWith('_'));
  if (!usable.length || usable.length !== attributes.length || usable.length > 10) throw new BadCartRequest();
  return usable.map((a) => ({key: String(a.key).slice(0, 100), value: String(a.value ?? '').slice(0, 1000)}));
}

/** The buyer's e-mail, phone and country from the form; never an access token (the shop adds the customer's own). */
function buyerIdentityFromForm(inputs: Record<string, unknown>) {
  const identity = isObject(inputs.buyerIdentity) ? inputs.buyerIdentity : {};
  const email = str(identity.email)?.trim();
  const phone = str(identity.phone)?.trim();
  const countryCode = str(identity.countryCode)?.trim().toUpperCase();
  if (countryCode !== undefined && !/^[A-Z]{2}$/.test(countryCode)) throw new BadCartRequest();
  if (email === undefined && phone === undefined && countryCode === undefined) throw new BadCartRequest();
  return {
    ...(email !== undefined ? {email} : {}),
    ...(phone !== undefined ? {phone} : {}),
    ...(countryCode !== undefined ? {countryCode: countryCode as CountryCode} : {}),
  };
}

function lineIdsFromForm(inputs: Record<string, unknown>): string[] {
  const ids = Array.isArray(inputs.lineIds) ? inputs.lineIds.filter((id): id is string => typeof id === 'string') : [];
  if (!ids.length) throw new BadCartRequest();
  return ids;
}

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
    return badCartRequest('The cart request could not be read. Please try again.');
  }
  const {action} = formInput;
  const inputs = (formInput.inputs ?? {}) as Record<string, unknown>;
  const service = createCartService(context, request);

  let result: CartChangeResult;
  try {
    switch (action) {
      case CartForm.ACTIONS.LinesAdd:
        result = await service.addLines(linesFromForm(inputs));
        break;
      case CartForm.ACTIONS.LinesUpdate:
        result = await service.updateLines(updatesFromForm(inputs));
        break;
      case CartForm.ACTIONS.LinesRemove:
        result = await service.removeLines(lineIdsFromForm(inputs));
        break;
      case CartForm.ACTIONS.DiscountCodesUpdate: {
        const kept = Array.isArray(inputs.discountCodes) ? inputs.discountCodes : [];
        result = await service.updateDiscountCodes(kept, str(inputs.discountCode));
        break;
      }
      case CartForm.ACTIONS.AttributesUpdateInput:
        result = await service.updateAttributes(attributesFromForm(inputs));
        break;
      case CartForm.ACTIONS.BuyerIdentityUpdate:
        result = await service.updateBuyerIdentity(buyerIdentityFromForm(inputs));
        break;
      case CartForm.ACTIONS.NoteUpdate:
        result = await service.updateNote(str(inputs.note) ?? '');
        break;
      case SELLING_PLAN_ACTION: {
        const lineId = str(inputs.lineId);
        if (!lineId) throw new BadCartRequest();
        result = await service.changeSellingPlan(lineId, str(inputs.sellingPlanId) || null);
        break;
      }
      default:
        return badCartRequest('Unknown cart action');
    }
  } catch (error) {
    if (error instanceof BadCartRequest) return badCartRequest(error.message || 'The cart request could not be read. Please try again.');
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
  const checkout = buyNowTarget(formData.get('buyNow'), action, result);
  let status = result.error ? 400 : 200;
  if (checkout || redirectTo) {
    status = 303;
    headers.set('Location', (checkout ?? redirectTo)!);
  }
  // The drawer shows top picks for the cart this change made: sent with the answer, so it does not read the cart again.
  const topPicks =
    status === 303 || !result.cart ? undefined : await loadTopPicks(context.storefront, result.cart.lines.nodes).catch(() => undefined);
  return data({...result, action, ...(topPicks ? {topPicks} : {})}, {status, headers});
}

export async function loader({context}: LoaderFunctionArgs) {
  const cart = (await context.cart.get()) as CartApiQueryFragment | null;
  const topPicks = await loadTopPicks(context.storefront, cart?.lines.nodes ?? []);
  return data({cart, topPicks}, {headers: {'Cache-Control': 'no-store'}});
}

export default function CartRoute() {
  const {cart, topPicks} = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  return (
    <div className="cart-page" data-testid="cart-page">
      <h1>Your Cart</h1>
      <ViewCartEvent cart={cart} />
      <CartMain cart={cart} topPicks={topPicks} result={result ?? null} layout="page" />
    </div>
  );
}
