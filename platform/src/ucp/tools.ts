import type {z} from 'zod';
import type {PlatformContext} from '../context.js';
import type {AgentGrant} from './agent-auth.js';
import {getOrder} from './agent-orders.js';
import {askBusiness} from './ask-business.js';
import {cancelCart, cancelCheckout} from './cancel.js';
import {createCart, getCart, updateCart} from './cart.js';
import {getProduct, lookupCatalog, searchCatalog} from './catalog.js';
import {completeCheckout, createCheckout, getCheckout, updateCheckout} from './checkout.js';
import {
  askBusinessInput,
  cancelInput,
  completeCheckoutInput,
  createCartInput,
  createCheckoutInput,
  getOrderInput,
  getProductInput,
  idInput,
  lookupCatalogInput,
  searchCatalogInput,
  updateCartInput,
  updateCheckoutInput,
} from './inputs.js';
import type {CapabilityName, UcpVersion} from './version.js';

export interface ToolDefinition<Schema extends z.ZodObject = z.ZodObject> {
  name: string;
  /** The capability the tool belongs to: an agent whose negotiation leaves it out is refused the tool. */
  capability: CapabilityName;
  title: string;
  description: string;
  /** Validates the call and is published in tools/list. */
  inputSchema: Schema;
  /** Answers in the shape of the UCP version negotiated for the call; `agent`: who the call's access token speaks for, when it has a valid one. */
  run: (
    ctx: PlatformContext,
    input: z.infer<Schema>,
    version: UcpVersion,
    agent?: AgentGrant,
  ) => Record<string, unknown> | Promise<Record<string, unknown>>;
}

/** Ties each tool's runner to its own schema's type, so a runner reads only what its schema lets through. */
const tool = <Schema extends z.ZodObject>(definition: ToolDefinition<Schema>) => definition as unknown as ToolDefinition;

export const TOOLS: ToolDefinition[] = [
  tool({
    name: 'search_catalog',
    capability: 'dev.ucp.shopping.catalog.search',
    title: 'Search the catalog',
    description:
      'Search the shop’s products by free text, category and price (minor units, e.g. cents). Returns products with their variants.',
    inputSchema: searchCatalogInput,
    run: searchCatalog,
  }),
  tool({
    name: 'lookup_catalog',
    capability: 'dev.ucp.shopping.catalog.lookup',
    title: 'Look up products',
    description: 'Look up products or variants by id (product or variant gid, or product handle).',
    inputSchema: lookupCatalogInput,
    run: lookupCatalog,
  }),
  tool({
    name: 'get_product',
    capability: 'dev.ucp.shopping.catalog.lookup',
    title: 'Get a product',
    description: 'Full detail of one product (by product or variant id), with option availability for a partial selection.',
    inputSchema: getProductInput,
    run: getProduct,
  }),
  tool({
    name: 'create_cart',
    capability: 'dev.ucp.shopping.cart',
    title: 'Create a cart',
    description: 'Create a cart. The answer’s continue_url opens the shop’s hosted checkout for it.',
    inputSchema: createCartInput,
    run: createCart,
  }),
  tool({
    name: 'get_cart',
    capability: 'dev.ucp.shopping.cart',
    title: 'Get a cart',
    description: 'The current state of a cart: lines, prices, discounts and messages.',
    inputSchema: idInput('cart'),
    run: getCart,
  }),
  tool({
    name: 'update_cart',
    capability: 'dev.ucp.shopping.cart',
    title: 'Update a cart',
    description: 'Replace a cart’s line items (send every line to keep) and, when given, its discount codes.',
    inputSchema: updateCartInput,
    run: updateCart,
  }),
  tool({
    name: 'cancel_cart',
    capability: 'dev.ucp.shopping.cart',
    title: 'Cancel a cart',
    description: 'End a cart and answer its last state. Needs meta["idempotency-key"]; repeating it with the same key answers the same.',
    inputSchema: cancelInput('cart'),
    run: cancelCart,
  }),
  tool({
    name: 'create_checkout',
    capability: 'dev.ucp.shopping.checkout',
    title: 'Create a checkout',
    description:
      'Create a checkout from a cart (`checkout.cart_id`) or from line items. The buyer finishes and pays at continue_url (status requires_escalation).',
    inputSchema: createCheckoutInput,
    run: createCheckout,
  }),
  tool({
    name: 'get_checkout',
    capability: 'dev.ucp.shopping.checkout',
    title: 'Get a checkout',
    description: 'The current state of a checkout; `completed` with the order once the buyer has paid.',
    inputSchema: idInput('checkout'),
    run: getCheckout,
  }),
  tool({
    name: 'update_checkout',
    capability: 'dev.ucp.shopping.checkout',
    title: 'Update a checkout',
    description: 'Replace a checkout’s line items (send every line to keep) and, when given, its discount codes.',
    inputSchema: updateCheckoutInput,
    run: updateCheckout,
  }),
  tool({
    name: 'cancel_checkout',
    capability: 'dev.ucp.shopping.checkout',
    title: 'Cancel a checkout',
    description: 'End a checkout (status canceled). Needs meta["idempotency-key"]; repeating it with the same key answers the same.',
    inputSchema: cancelInput('checkout'),
    run: cancelCheckout,
  }),
  tool({
    name: 'complete_checkout',
    capability: 'dev.ucp.shopping.checkout',
    title: 'Complete a checkout',
    description:
      'Place the order, paying with checkout.payment_data (the profile’s test_card handler). Needs an access token with the purchase scope and meta["idempotency-key"]; without the scope the buyer pays at continue_url.',
    inputSchema: completeCheckoutInput,
    run: completeCheckout,
  }),
  tool({
    name: 'get_order',
    capability: 'dev.ucp.shopping.order',
    title: 'Get an order',
    description:
      'Status, lines, totals and fulfillment of an order this agent placed. Needs an access token with the read_global_api_orders scope.',
    inputSchema: getOrderInput,
    run: getOrder,
  }),
  tool({
    name: 'ask_business',
    capability: 'dev.ucp.shopping.ask',
    title: 'Ask the shop',
    description:
      'Ask about the shop’s policies and services (returns, warranty, shipping, discount codes, rewards, apps). Answers quote the shop’s own pages, with links.',
    inputSchema: askBusinessInput,
    run: askBusiness,
  }),
];

export const TOOL_NAMES: ReadonlySet<string> = new Set(TOOLS.map((t) => t.name));
/** The tools only an agent with an access token may call (the token's scopes then decide what they do). */
export const TOKEN_TOOLS: ReadonlySet<string> = new Set(['complete_checkout', 'get_order']);
