import type {PlatformContext} from '../context.js';
import type {Args} from './args.js';
import {askBusiness} from './ask-business.js';
import {cancelCart, cancelCheckout} from './cancel.js';
import {createCart, getCart, updateCart} from './cart.js';
import {getProduct, lookupCatalog, MAX_LOOKUP_IDS, MAX_SEARCH_PAGE_SIZE, searchCatalog} from './catalog.js';
import {completeCheckout, createCheckout, getCheckout, updateCheckout} from './checkout.js';
import {MAX_LINE_ITEMS} from './limits.js';

/** JSON Schema pieces for tools/list: what agents read to build their calls. */
const meta = {
  type: 'object',
  description: 'UCP request metadata: `ucp-agent.profile` is the URL of the calling agent’s UCP profile.',
  properties: {
    'ucp-agent': {type: 'object', properties: {profile: {type: 'string', format: 'uri'}}},
    'idempotency-key': {type: 'string', description: 'Unique key for retry safety.'},
  },
  additionalProperties: true,
};
const id = (what: string) => ({type: 'string', description: `The ${what}'s id, as a previous answer gave it (gid://shopify/...).`});
const lineItems = {
  type: 'array',
  maxItems: MAX_LINE_ITEMS,
  description: 'Line items; at most 10 of one variant in total (more is reduced to 10 with a warning).',
  items: {
    type: 'object',
    required: ['item', 'quantity'],
    properties: {
      item: {
        type: 'object',
        required: ['id'],
        properties: {id: {type: 'string', description: 'A product variant id (gid://shopify/ProductVariant/...).'}},
      },
      quantity: {type: 'integer', minimum: 1},
    },
  },
};
const discounts = {
  type: 'object',
  properties: {codes: {type: 'array', items: {type: 'string'}, description: 'Discount codes to apply (replaces the codes on the cart).'}},
};
const cartPayload = {type: 'object', required: ['line_items'], properties: {line_items: lineItems, discounts}};

export interface ToolDefinition {
  name: string;
  title: string;
  description: string;
  inputSchema: Record<string, unknown>;
  run: (ctx: PlatformContext, args: Args) => Record<string, unknown> | Promise<Record<string, unknown>>;
}

const schema = (properties: Record<string, unknown>, required: string[]) => ({
  type: 'object',
  properties: {meta, ...properties},
  required,
});

export const TOOLS: ToolDefinition[] = [
  {
    name: 'search_catalog',
    title: 'Search the catalog',
    description:
      'Search the shop’s products by free text, category and price (minor units, e.g. cents). Returns products with their variants.',
    inputSchema: schema(
      {
        catalog: {
          type: 'object',
          properties: {
            query: {type: 'string', description: 'Free-text query, e.g. "whitening toothpaste".'},
            filters: {
              type: 'object',
              properties: {
                categories: {type: 'array', items: {type: 'string'}, description: 'Product types or tags, e.g. "Toothpaste".'},
                price: {type: 'object', properties: {min: {type: 'integer', minimum: 0}, max: {type: 'integer', minimum: 0}}},
              },
            },
            pagination: {
              type: 'object',
              properties: {limit: {type: 'integer', minimum: 1, maximum: MAX_SEARCH_PAGE_SIZE}, cursor: {type: 'string'}},
            },
          },
        },
      },
      ['catalog'],
    ),
    run: searchCatalog,
  },
  {
    name: 'lookup_catalog',
    title: 'Look up products',
    description: 'Look up products or variants by id (product or variant gid, or product handle).',
    inputSchema: schema(
      {
        catalog: {
          type: 'object',
          required: ['ids'],
          properties: {ids: {type: 'array', minItems: 1, maxItems: MAX_LOOKUP_IDS, items: {type: 'string'}}},
        },
      },
      ['catalog'],
    ),
    run: lookupCatalog,
  },
  {
    name: 'get_product',
    title: 'Get a product',
    description: 'Full detail of one product (by product or variant id), with option availability for a partial selection.',
    inputSchema: schema(
      {
        catalog: {
          type: 'object',
          required: ['id'],
          properties: {
            id: {type: 'string'},
            selected: {
              type: 'array',
              items: {type: 'object', required: ['name', 'label'], properties: {name: {type: 'string'}, label: {type: 'string'}}},
            },
          },
        },
      },
      ['catalog'],
    ),
    run: getProduct,
  },
  {
    name: 'create_cart',
    title: 'Create a cart',
    description: 'Create a cart. The answer’s continue_url opens the shop’s hosted checkout for it.',
    inputSchema: schema({cart: cartPayload}, ['cart']),
    run: createCart,
  },
  {
    name: 'get_cart',
    title: 'Get a cart',
    description: 'The current state of a cart: lines, prices, discounts and messages.',
    inputSchema: schema({id: id('cart')}, ['id']),
    run: getCart,
  },
  {
    name: 'update_cart',
    title: 'Update a cart',
    description: 'Replace a cart’s line items (send every line to keep) and, when given, its discount codes.',
    inputSchema: schema({id: id('cart'), cart: cartPayload}, ['id', 'cart']),
    run: updateCart,
  },
  {
    name: 'cancel_cart',
    title: 'Cancel a cart',
    description: 'End a cart and answer its last state. Needs meta["idempotency-key"]; repeating it with the same key answers the same.',
    inputSchema: {
      type: 'object',
      properties: {meta: {...meta, required: ['idempotency-key']}, id: id('cart')},
      required: ['meta', 'id'],
    },
    run: cancelCart,
  },
  {
    name: 'create_checkout',
    title: 'Create a checkout',
    description:
      'Create a checkout from a cart (`checkout.cart_id`) or from line items. The buyer finishes and pays at continue_url (status requires_escalation).',
    inputSchema: schema({checkout: {type: 'object', properties: {cart_id: {type: 'string'}, line_items: lineItems, discounts}}}, [
      'checkout',
    ]),
    run: createCheckout,
  },
  {
    name: 'get_checkout',
    title: 'Get a checkout',
    description: 'The current state of a checkout; `completed` with the order once the buyer has paid.',
    inputSchema: schema({id: id('checkout')}, ['id']),
    run: getCheckout,
  },
  {
    name: 'update_checkout',
    title: 'Update a checkout',
    description: 'Replace a checkout’s line items (send every line to keep) and, when given, its discount codes.',
    inputSchema: schema({id: id('checkout'), checkout: cartPayload}, ['id', 'checkout']),
    run: updateCheckout,
  },
  {
    name: 'cancel_checkout',
    title: 'Cancel a checkout',
    description: 'End a checkout (status canceled). Needs meta["idempotency-key"]; repeating it with the same key answers the same.',
    inputSchema: {
      type: 'object',
      properties: {meta: {...meta, required: ['idempotency-key']}, id: id('checkout')},
      required: ['meta', 'id'],
    },
    run: cancelCheckout,
  },
  {
    name: 'complete_checkout',
    title: 'Complete a checkout',
    description: 'Refused to agents without the buyer’s purchase-permission token: the buyer pays at continue_url.',
    inputSchema: schema({id: id('checkout'), checkout: {type: 'object'}}, ['id']),
    run: completeCheckout,
  },
  {
    name: 'ask_business',
    title: 'Ask the shop',
    description:
      'Ask about the shop’s policies and services (returns, warranty, shipping, discount codes, rewards, apps). Answers quote the shop’s own pages, with links.',
    inputSchema: schema(
      {
        ask: {
          type: 'object',
          required: ['query'],
          properties: {query: {type: 'string', description: 'The question, e.g. "Can I return an opened toothpaste?"'}},
        },
      },
      ['ask'],
    ),
    run: askBusiness,
  },
];

export const toolByName = new Map(TOOLS.map((t) => [t.name, t]));
