import type {CartQueryDataReturn} from '@shopify/hydrogen';
import type {CartLineInput} from '@shopify/hydrogen/storefront-api-types';
import type {CartApiQueryFragment} from 'storefrontapi.generated';
import type {AppLoadContext} from '@shopify/remix-oxygen';
import {requestCookies, setCookie} from '~/infra/cookies.server';
import {
  FREE_GIFT_ATTRIBUTE,
  declineCookiesFor,
  declineMaxAge,
  declinedRules,
  isEmptyPlan,
  planGifts,
  toFreeGiftRule,
  type FreeGiftRule,
} from './free-gifts';
import type {RuleLine} from './types';

type Cart = CartApiQueryFragment;

const asCart = (result: CartQueryDataReturn | null | undefined) => (result?.cart ?? null) as Cart | null;

/**
 * The free-gift rules (free-gifts.ts) applied to the cart of one request: the rules from the CMS,
 * the gift lines added, fixed or removed after a change, and the decline cookies of gifts the
 * shopper removed by hand (those count for the rest of the request too, before the browser has them).
 */
export function createFreeGifts(context: Pick<AppLoadContext, 'cart' | 'storefront' | 'content'>, request: Request, now: Date) {
  const {cart: handler, storefront, content} = context;
  const declinedNow = new Set<string>();

  async function giftVariantId(handle: string, sku?: string | null): Promise<string | null> {
    const data = await storefront.query(CART_GIFT_PRODUCT_QUERY, {variables: {handle}, cache: storefront.CacheShort()}).catch(() => null);
    const variants = data?.product?.variants.nodes ?? [];
    const usable = variants.filter((v) => v.availableForSale);
    return (usable.find((v) => sku && v.sku === sku) ?? usable[0])?.id ?? null;
  }

  function declined(rules: FreeGiftRule[]) {
    const set = declinedRules(Object.keys(requestCookies(request)), rules);
    for (const cookie of declinedNow) set.add(cookie);
    return set;
  }

  return {
    async loadRules(): Promise<FreeGiftRule[]> {
      try {
        const entries = await content.getEntries<Record<string, unknown>>({content_type: 'freeGiftRule', limit: 50});
        return entries.map((e) => toFreeGiftRule(e.fields)).filter((r): r is FreeGiftRule => r !== null);
      } catch {
        return []; // Promotions are optional: without the CMS the cart works, without gifts.
      }
    },

    /** After each change, add, fix or remove free-gift lines; `added` is the banner name of a gift just added. */
    async apply(cart: Cart | null, rules: FreeGiftRule[]): Promise<{cart: Cart | null; added?: string}> {
      if (!cart || !rules.length) return {cart};
      const plan = planGifts(rules, cart.lines.nodes, declined(rules), now);
      if (isEmptyPlan(plan)) return {cart};
      let next = cart;
      const step = async (run: Promise<CartQueryDataReturn>) => {
        const result = await run;
        if (asCart(result)) next = asCart(result)!;
      };
      if (plan.remove.length) await step(handler.removeLines(plan.remove, {cartId: cart.id}));
      if (plan.update.length) await step(handler.updateLines(plan.update, {cartId: cart.id}));
      let added: string | undefined;
      const adds: CartLineInput[] = [];
      for (const gift of plan.add) {
        const merchandiseId = await giftVariantId(gift.handle, gift.sku);
        if (!merchandiseId) continue;
        adds.push({merchandiseId, quantity: gift.quantity, attributes: [{key: FREE_GIFT_ATTRIBUTE, value: gift.bannerName}]});
        added ??= gift.bannerName;
      }
      if (adds.length) await step(handler.addLines(adds, {cartId: cart.id}));
      return {cart: next, added};
    },

    /** A gift removed by hand is declined, so it does not come back: the `Set-Cookie` values to send. */
    declineRemoved(removedLineIds: readonly string[], lines: readonly RuleLine[], rules: readonly FreeGiftRule[]): string[] {
      return declineCookiesFor(removedLineIds, lines, rules).map((rule) => {
        declinedNow.add(rule.cookie);
        return setCookie('freeGiftDecline', '1', request, {name: rule.cookie, maxAge: declineMaxAge(rule, now)});
      });
    },
  };
}

const CART_GIFT_PRODUCT_QUERY = `#graphql
  query CartGiftProduct($handle: String!, $country: CountryCode, $language: LanguageCode)
  @inContext(country: $country, language: $language) {
    product(handle: $handle) {
      id
      variants(first: 10) {
        nodes {
          id
          sku
          availableForSale
        }
      }
    }
  }
` as const;
