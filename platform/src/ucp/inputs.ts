import {z} from 'zod';
import {MAX_LINE_ITEMS} from './limits.js';

/**
 * Each tool's input as one zod schema: the MCP SDK validates every call against it (a wrong
 * argument is refused, naming its path, before anything changes) and publishes it as the
 * tool's JSON Schema in tools/list, so what agents read and what the shop accepts cannot drift.
 */

/** Page size of search results when the agent names none, and the most one page may hold. */
export const SEARCH_PAGE_SIZE = 10;
export const MAX_SEARCH_PAGE_SIZE = 50;
/** Identifiers one lookup may ask for. */
export const MAX_LOOKUP_IDS = 50;
/** The most one line may ask for before the per-variant cap reduces it: past this it is a mistake, not a wish. */
const MAX_LINE_QUANTITY = 1_000_000;

/** A string with something in it (blank ids and queries are mistakes), at most `max` characters. */
const text = (max: number, description?: string) => {
  const schema = z
    .string()
    .min(1, 'must not be empty')
    .max(max, `may be at most ${max} characters long`)
    .refine((value) => value.trim() !== '', 'must not be empty');
  return description ? schema.describe(description) : schema;
};

const wholeNumber = (min: number, max: number) =>
  z
    .number({error: `must be a whole number from ${min} to ${max}`})
    .int(`must be a whole number from ${min} to ${max}`)
    .min(min, `must be a whole number from ${min} to ${max}`)
    .max(max, `must be a whole number from ${min} to ${max}`);

/** UCP request metadata; agents may send more than the shop reads. */
const metaFields = {
  'ucp-agent': z.looseObject({profile: z.string().optional()}).optional(),
  'idempotency-key': z.string().optional().describe('Unique key for retry safety.'),
};
const meta = z
  .looseObject(metaFields)
  .describe('UCP request metadata: `ucp-agent.profile` is the URL of the calling agent’s UCP profile.')
  .optional();
/** The cancels change state once per key: the key is required. */
const metaWithKey = z
  .looseObject({
    ...metaFields,
    'idempotency-key': text(255, 'Unique key for retry safety (a UUID): repeating the call with it answers the same.'),
  })
  .describe('UCP request metadata, with the idempotency key this call needs.');

const id = (what: string) => text(200, `The ${what}'s id, as a previous answer gave it (gid://shopify/...).`);

const lineItems = z
  .array(
    z.object({
      item: z.object({
        id: text(200, 'A product variant id (gid://shopify/ProductVariant/...).'),
        selling_plan_id: text(
          200,
          'A selling plan the product offers (gid://shopify/SellingPlan/...): subscription, prepaid or deposit.',
        ).optional(),
      }),
      quantity: wholeNumber(1, MAX_LINE_QUANTITY),
    }),
  )
  .max(MAX_LINE_ITEMS, `may hold at most ${MAX_LINE_ITEMS} items`)
  .describe('Line items; at most 10 of one variant in total (more is reduced to 10 with a warning).');

const discounts = z.object({
  codes: z
    .array(text(255))
    .max(25, 'may hold at most 25 codes')
    .optional()
    .describe('Discount codes to apply (replaces the codes on the cart).'),
});

const cartPayload = z.object({line_items: lineItems, discounts: discounts.optional()});

export const searchCatalogInput = z.object({
  meta,
  catalog: z
    .object({
      query: z.string().max(500, 'may be at most 500 characters long').optional().describe('Free-text query, e.g. "whitening toothpaste".'),
      filters: z
        .object({
          categories: z
            .array(text(200))
            .max(20, 'may hold at most 20 items')
            .optional()
            .describe('Product types or tags, e.g. "Toothpaste".'),
          price: z
            .object({min: wholeNumber(0, 100_000_000).optional(), max: wholeNumber(0, 100_000_000).optional()})
            .optional()
            .describe('Price bounds in minor units (cents).'),
        })
        .optional(),
      pagination: z.object({limit: wholeNumber(1, MAX_SEARCH_PAGE_SIZE).optional(), cursor: text(100).optional()}).optional(),
    })
    .default({}),
});

export const lookupCatalogInput = z.object({
  meta,
  catalog: z.object({
    ids: z.array(text(200)).min(1, 'needs at least 1 item').max(MAX_LOOKUP_IDS, `may hold at most ${MAX_LOOKUP_IDS} items`),
  }),
});

export const getProductInput = z.object({
  meta,
  catalog: z.object({
    id: text(200, 'A product or variant id, or a product handle.'),
    selected: z
      .array(z.object({name: text(200), label: text(200)}))
      .max(10, 'may hold at most 10 items')
      .optional()
      .describe('A partial selection of options; the answer tells which values exist and are available with it.'),
  }),
});

export const createCartInput = z.object({meta, cart: cartPayload});
export const idInput = (what: string) => z.object({meta, id: id(what)});
export const updateCartInput = z.object({meta, id: id('cart'), cart: cartPayload});
export const cancelInput = (what: string) => z.object({meta: metaWithKey, id: id(what)});

/** The buyer an agent names: with a purchase token, an order for a customer's e-mail lands in that customer's account. */
const buyer = z
  .object({
    email: z.email({error: 'must be an e-mail address, like name@example.com'}).max(254, 'may be at most 254 characters long'),
  })
  .describe('The buyer the checkout is for.');

export const createCheckoutInput = z.object({
  meta,
  checkout: z
    .object({
      cart_id: id('cart').optional(),
      line_items: lineItems.optional(),
      discounts: discounts.optional(),
      buyer: buyer.optional(),
    })
    .refine((checkout) => checkout.cart_id !== undefined || checkout.line_items !== undefined, {
      message: 'needs cart_id or line_items',
      path: ['line_items'],
    }),
});

export const updateCheckoutInput = z.object({meta, id: id('checkout'), checkout: cartPayload});
/** A payment instrument of the profile's test-card handler: its credential's token is the card number. */
const paymentInstrument = z
  .looseObject({
    id: text(200),
    handler_id: text(200, 'The payment handler’s id in the business profile (test_card).'),
    type: text(100),
    credential: z.looseObject({type: text(100), token: text(100, 'The test card’s number, 4242 4242 4242 4242.')}),
  })
  .describe('The instrument that pays, of a handler the business profile publishes.');

export const completeCheckoutInput = z.object({
  meta,
  id: id('checkout'),
  checkout: z.looseObject({payment_data: paymentInstrument.optional()}).optional(),
});

export const getOrderInput = z.object({meta, id: id('order')});

export const askBusinessInput = z.object({
  meta,
  ask: z.object({query: text(1000, 'The question, e.g. "Can I return an opened toothpaste?"')}),
});

export type SearchCatalogInput = z.infer<typeof searchCatalogInput>;
export type LookupCatalogInput = z.infer<typeof lookupCatalogInput>;
export type GetProductInput = z.infer<typeof getProductInput>;
export type CartPayload = z.infer<typeof cartPayload>;
export type CreateCartInput = z.infer<typeof createCartInput>;
export type IdInput = z.infer<ReturnType<typeof idInput>>;
export type UpdateCartInput = z.infer<typeof updateCartInput>;
export type CancelInput = z.infer<ReturnType<typeof cancelInput>>;
export type CreateCheckoutInput = z.infer<typeof createCheckoutInput>;
export type UpdateCheckoutInput = z.infer<typeof updateCheckoutInput>;
export type CompleteCheckoutInput = z.infer<typeof completeCheckoutInput>;
export type GetOrderInput = z.infer<typeof getOrderInput>;
export type AskBusinessInput = z.infer<typeof askBusinessInput>;
