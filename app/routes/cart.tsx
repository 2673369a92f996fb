import {useLoaderData, type MetaFunction} from '@remix-run/react';
import {CartForm, type CartQueryDataReturn} from '@shopify/hydrogen';
import type {CartLineInput} from '@shopify/hydrogen/storefront-api-types';
import {
  data,
  type ActionFunctionArgs,
  type HeadersFunction,
  type LoaderFunctionArgs,
} from '@shopify/remix-oxygen';
import {CartMain} from '~/components/cart/CartMain';
import {clampQuantity} from '~/lib/cart/limits';
import {isSafeLocalPath} from '~/lib/urls';

export const meta: MetaFunction = () => [{title: 'Your cart | Oral Care Shop'}, {name: 'robots', content: 'noindex'}];

export const headers: HeadersFunction = ({actionHeaders}) => actionHeaders;

/** Applies the form's own quantity and purchase-option fields (present when posted without JavaScript too). */
function linesFromForm(inputs: Record<string, unknown>): CartLineInput[] {
  const lines = (Array.isArray(inputs.lines) ? inputs.lines : []) as CartLineInput[];
  return lines.map((line) => {
    const sellingPlanId = typeof inputs.sellingPlanId === 'string' ? inputs.sellingPlanId : line.sellingPlanId;
    return {
      merchandiseId: line.merchandiseId,
      quantity: clampQuantity(inputs.quantity ?? line.quantity),
      ...(line.attributes ? {attributes: line.attributes} : {}),
      ...(sellingPlanId ? {sellingPlanId} : {}),
    };
  });
}

/** A cart request the shop cannot read: 400 with a message, and the cart stays as it was. */
function badCartRequest(message: string) {
  return data({cart: null, errors: [{message}], userErrors: []}, {status: 400});
}

export async function action({request, context}: ActionFunctionArgs) {
  const {cart} = context;
  let formData: FormData;
  let formInput: ReturnType<typeof CartForm.getFormInput>;
  try {
    formData = await request.formData();
    formInput = CartForm.getFormInput(formData);
  } catch {
    return badCartRequest('The cart request could not be read. Please try again.');
  }
  const {action, inputs} = formInput;

  let result: CartQueryDataReturn;
  switch (action) {
    case CartForm.ACTIONS.LinesAdd: {
      const lines = linesFromForm(inputs);
      result = await cart.addLines(lines);
      // A stored cart the platform no longer knows: start a fresh one with these lines.
      if (!result.cart && cart.getCartId()) result = await cart.create({lines});
      break;
    }
    case CartForm.ACTIONS.LinesUpdate:
      result = await cart.updateLines(inputs.lines);
      break;
    case CartForm.ACTIONS.LinesRemove:
      result = await cart.removeLines(inputs.lineIds);
      break;
    case CartForm.ACTIONS.DiscountCodesUpdate: {
      const code = typeof inputs.discountCode === 'string' ? inputs.discountCode.trim() : '';
      result = await cart.updateDiscountCodes([...(code ? [code] : []), ...(inputs.discountCodes ?? [])]);
      break;
    }
    default:
      return badCartRequest('Unknown cart action');
  }

  const cartId = result?.cart?.id;
  const headers = cartId ? cart.setCartId(cartId) : new Headers();
  const redirectTo = formData.get('redirectTo');
  let status = result.userErrors?.length || result.errors?.length ? 400 : 200;
  if (isSafeLocalPath(redirectTo)) {
    status = 303;
    headers.set('Location', redirectTo);
  }
  return data({cart: result.cart, errors: result.errors, userErrors: result.userErrors}, {status, headers});
}

export async function loader({context}: LoaderFunctionArgs) {
  return {cart: await context.cart.get()};
}

export default function CartRoute() {
  const {cart} = useLoaderData<typeof loader>();
  return (
    <div className="cart-page">
      <h1>Your cart</h1>
      <CartMain cart={cart} />
    </div>
  );
}
