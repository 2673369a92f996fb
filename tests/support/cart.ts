import {post, storefrontApi} from './http';
import {CookieJar} from './cookie-jar';

export {CookieJar};

/** Posts one CartForm action to /cart (of the shop at `base`) as a browser without JavaScript would. */
export async function postCart(
  jar: CookieJar,
  action: string,
  inputs: Record<string, unknown>,
  fields: Record<string, string> = {},
  base?: string,
) {
  const response = await post(
    '/cart',
    {cartFormInput: JSON.stringify({action, inputs}), ...fields},
    {headers: {Cookie: jar.header()}, base},
  );
  jar.store(response);
  return {status: response.status, html: await response.text(), response};
}

export const CART_STATE = `query CartState($id: ID!) { cart(id: $id) {
  id totalQuantity note checkoutUrl
  attributes { key value }
  discountCodes { code applicable }
  buyerIdentity { email customer { id } }
  cost { subtotalAmount { amount } totalAmount { amount } }
  lines(first: 100) { nodes {
    id quantity attributes { key value }
    cost { totalAmount { amount } }
    sellingPlanAllocation { sellingPlan { id } }
    merchandise { ... on ProductVariant { id product { handle } } }
  } }
} }`;

export interface CartState {
  id: string;
  totalQuantity: number;
  note: string | null;
  checkoutUrl: string;
  attributes: Array<{key: string; value: string}>;
  discountCodes: Array<{code: string; applicable: boolean}>;
  cost: {subtotalAmount: {amount: string}; totalAmount: {amount: string}};
  lines: {
    nodes: Array<{
      id: string;
      quantity: number;
      attributes: Array<{key: string; value: string}>;
      cost: {totalAmount: {amount: string}};
      sellingPlanAllocation: {sellingPlan: {id: string}} | null;
      merchandise: {id: string; product: {handle: string}};
    }>;
  };
}

/** The shopper's cart read straight from the platform. */
export async function cartState(jar: CookieJar): Promise<CartState | null> {
  if (!jar.cartGid) return null;
  const {body} = await storefrontApi<{data: {cart: CartState | null}}>(CART_STATE, {id: jar.cartGid});
  return body.data.cart;
}

export interface CatalogVariant {
  id: string;
  handle: string;
  price: number;
  plans: string[];
}

/** In-stock variants from the platform (first variant of each product unless `all`). */
export async function catalogVariants(): Promise<CatalogVariant[]> {
  const {body} = await storefrontApi<any>(`{ products(first: 75) { nodes {
    handle requiresSellingPlan
    sellingPlanGroups(first: 5) { nodes { sellingPlans(first: 10) { nodes { id } } } }
    variants(first: 10) { nodes { id availableForSale quantityAvailable price { amount } } }
  } } }`);
  return body.data.products.nodes.flatMap((p: any) =>
    p.requiresSellingPlan
      ? []
      : p.variants.nodes
          .filter((v: any) => v.availableForSale && v.quantityAvailable >= 20)
          .map((v: any) => ({
            id: v.id,
            handle: p.handle,
            price: Number(v.price.amount),
            plans: p.sellingPlanGroups.nodes.flatMap((g: any) => g.sellingPlans.nodes.map((s: any) => s.id)),
          })),
  );
}
