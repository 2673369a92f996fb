/** The UCP release this platform speaks; every profile and response names it. */
export const UCP_VERSION = '2026-04-08';

const SPEC = `https://ucp.dev/${UCP_VERSION}`;

/** Where the shop answers UCP over MCP, relative to its own origin (as on every Shopify store). */
export const MCP_PATH = '/api/ucp/mcp';
export const PROFILE_PATH = '/.well-known/ucp';

export interface CapabilityInfo {
  version: string;
  spec: string;
  schema: string;
  extends?: string | string[];
}

/** The capabilities this platform implements, and nothing else: the profile is a promise agents act on. */
export const CAPABILITIES = {
  'dev.ucp.shopping.catalog.search': {
    version: UCP_VERSION,
    spec: `${SPEC}/specification/catalog/search`,
    schema: `${SPEC}/schemas/shopping/catalog_search.json`,
  },
  'dev.ucp.shopping.catalog.lookup': {
    version: UCP_VERSION,
    spec: `${SPEC}/specification/catalog/lookup`,
    schema: `${SPEC}/schemas/shopping/catalog_lookup.json`,
  },
  'dev.ucp.shopping.cart': {
    version: UCP_VERSION,
    spec: `${SPEC}/specification/cart`,
    schema: `${SPEC}/schemas/shopping/cart.json`,
  },
  'dev.ucp.shopping.checkout': {
    version: UCP_VERSION,
    spec: `${SPEC}/specification/checkout`,
    schema: `${SPEC}/schemas/shopping/checkout.json`,
  },
  'dev.ucp.shopping.discount': {
    version: UCP_VERSION,
    spec: `${SPEC}/specification/discount`,
    schema: `${SPEC}/schemas/shopping/discount.json`,
    extends: ['dev.ucp.shopping.checkout', 'dev.ucp.shopping.cart'],
  },
  'dev.ucp.shopping.order': {
    version: UCP_VERSION,
    spec: `${SPEC}/specification/order`,
    schema: `${SPEC}/schemas/shopping/order.json`,
  },
  // Ask is not in the 2026-04-08 release: its draft defines ask_business (questions answered from the shop's own words).
  'dev.ucp.shopping.ask': {
    version: UCP_VERSION,
    spec: 'https://ucp.dev/draft/specification/ask',
    schema: 'https://ucp.dev/draft/schemas/shopping/ask.json',
  },
} satisfies Record<string, CapabilityInfo>;

export type CapabilityName = keyof typeof CAPABILITIES;

export const SHOPPING_SERVICE = {
  version: UCP_VERSION,
  spec: `${SPEC}/specification/overview`,
  transport: 'mcp',
  schema: `${SPEC}/services/shopping/mcp.openrpc.json`,
} as const;

/** The `ucp` block of a response: the version and the capabilities the answer draws on. */
export function responseMeta(...names: CapabilityName[]) {
  return {
    version: UCP_VERSION,
    status: 'success' as const,
    capabilities: Object.fromEntries(names.map((n) => [n, [{version: CAPABILITIES[n].version}]])),
  };
}
