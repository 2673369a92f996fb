/** The UCP releases this platform speaks, newest first; every profile and response names the one in use. */
export const UCP_2026_08_25 = '2026-08-25';
export const UCP_2026_04_08 = '2026-04-08';
export const UCP_VERSIONS = [UCP_2026_08_25, UCP_2026_04_08] as const;
export type UcpVersion = (typeof UCP_VERSIONS)[number];

/** The business's current version: its profile is the one at /.well-known/ucp. */
export const LATEST_UCP_VERSION: UcpVersion = UCP_2026_08_25;
/**
 * The version an agent naming no profile is answered in: agents written for 2026-04-08 send none,
 * and answering them in a newer shape would break them.
 */
export const DEFAULT_UCP_VERSION: UcpVersion = UCP_2026_04_08;

export const isUcpVersion = (value: unknown): value is UcpVersion => (UCP_VERSIONS as readonly unknown[]).includes(value);

/** Where the shop answers UCP over MCP, relative to its own origin (as on every Shopify store). */
export const MCP_PATH = '/api/ucp/mcp';
export const PROFILE_PATH = '/.well-known/ucp';
/** A version's own profile (a leaf the current profile names in `supported_versions`). */
export const versionProfilePath = (version: UcpVersion) => `${PROFILE_PATH}/${version}`;

export interface CapabilityInfo {
  version: string;
  spec: string;
  schema: string;
  extends?: string | string[];
}

const spec = (version: UcpVersion) => `https://ucp.dev/${version}`;

/** The 2026-04-08 capabilities this platform implements, and nothing else: the profile is a promise agents act on. */
const CAPABILITIES_2026_04_08 = {
  'dev.ucp.shopping.catalog.search': {
    version: UCP_2026_04_08,
    spec: `${spec(UCP_2026_04_08)}/specification/catalog/search`,
    schema: `${spec(UCP_2026_04_08)}/schemas/shopping/catalog_search.json`,
  },
  'dev.ucp.shopping.catalog.lookup': {
    version: UCP_2026_04_08,
    spec: `${spec(UCP_2026_04_08)}/specification/catalog/lookup`,
    schema: `${spec(UCP_2026_04_08)}/schemas/shopping/catalog_lookup.json`,
  },
  'dev.ucp.shopping.cart': {
    version: UCP_2026_04_08,
    spec: `${spec(UCP_2026_04_08)}/specification/cart`,
    schema: `${spec(UCP_2026_04_08)}/schemas/shopping/cart.json`,
  },
  'dev.ucp.shopping.checkout': {
    version: UCP_2026_04_08,
    spec: `${spec(UCP_2026_04_08)}/specification/checkout`,
    schema: `${spec(UCP_2026_04_08)}/schemas/shopping/checkout.json`,
  },
  'dev.ucp.shopping.discount': {
    version: UCP_2026_04_08,
    spec: `${spec(UCP_2026_04_08)}/specification/discount`,
    schema: `${spec(UCP_2026_04_08)}/schemas/shopping/discount.json`,
    extends: ['dev.ucp.shopping.checkout', 'dev.ucp.shopping.cart'],
  },
  'dev.ucp.shopping.order': {
    version: UCP_2026_04_08,
    spec: `${spec(UCP_2026_04_08)}/specification/order`,
    schema: `${spec(UCP_2026_04_08)}/schemas/shopping/order.json`,
  },
  // Ask is in no release: its draft defines ask_business (questions answered from the shop's own words).
  'dev.ucp.shopping.ask': {
    version: UCP_2026_04_08,
    spec: 'https://ucp.dev/draft/specification/ask',
    schema: 'https://ucp.dev/draft/schemas/shopping/ask.json',
  },
} satisfies Record<string, CapabilityInfo>;

/** At 2026-08-25 the specification pages moved under shopping/, and payment terms (deposits) joined. */
const CAPABILITIES_2026_08_25 = {
  'dev.ucp.shopping.catalog.search': {
    version: UCP_2026_08_25,
    spec: `${spec(UCP_2026_08_25)}/specification/shopping/catalog/search`,
    schema: `${spec(UCP_2026_08_25)}/schemas/shopping/catalog_search.json`,
  },
  'dev.ucp.shopping.catalog.lookup': {
    version: UCP_2026_08_25,
    spec: `${spec(UCP_2026_08_25)}/specification/shopping/catalog/lookup`,
    schema: `${spec(UCP_2026_08_25)}/schemas/shopping/catalog_lookup.json`,
  },
  'dev.ucp.shopping.cart': {
    version: UCP_2026_08_25,
    spec: `${spec(UCP_2026_08_25)}/specification/shopping/cart`,
    schema: `${spec(UCP_2026_08_25)}/schemas/shopping/cart.json`,
  },
  'dev.ucp.shopping.checkout': {
    version: UCP_2026_08_25,
    spec: `${spec(UCP_2026_08_25)}/specification/shopping/checkout`,
    schema: `${spec(UCP_2026_08_25)}/schemas/shopping/checkout.json`,
  },
  'dev.ucp.shopping.discount': {
    version: UCP_2026_08_25,
    spec: `${spec(UCP_2026_08_25)}/specification/discount`,
    schema: `${spec(UCP_2026_08_25)}/schemas/shopping/discount.json`,
    extends: ['dev.ucp.shopping.checkout', 'dev.ucp.shopping.cart'],
  },
  'dev.ucp.shopping.order': {
    version: UCP_2026_08_25,
    spec: `${spec(UCP_2026_08_25)}/specification/shopping/order`,
    schema: `${spec(UCP_2026_08_25)}/schemas/shopping/order.json`,
  },
  // Checkouts holding a deposit plan's line say what is due today and what later.
  'dev.ucp.shopping.payment_terms': {
    version: UCP_2026_08_25,
    spec: `${spec(UCP_2026_08_25)}/specification/payment-terms`,
    schema: `${spec(UCP_2026_08_25)}/schemas/shopping/payment_terms.json`,
    extends: ['dev.ucp.shopping.checkout', 'dev.ucp.shopping.order'],
  },
  'dev.ucp.shopping.ask': {
    version: UCP_2026_08_25,
    spec: 'https://ucp.dev/draft/specification/ask',
    schema: 'https://ucp.dev/draft/schemas/shopping/ask.json',
  },
} satisfies Record<string, CapabilityInfo>;

export type CapabilityName = keyof typeof CAPABILITIES_2026_08_25;

/** The capabilities of a version's profile. */
export function capabilitiesOf(version: UcpVersion): Partial<Record<CapabilityName, CapabilityInfo>> {
  return version === UCP_2026_08_25 ? CAPABILITIES_2026_08_25 : CAPABILITIES_2026_04_08;
}

export function shoppingService(version: UcpVersion) {
  return {
    version,
    spec: `${spec(version)}/specification/overview`,
    transport: 'mcp',
    schema: `${spec(version)}/services/shopping/mcp.openrpc.json`,
  } as const;
}

/** The `ucp` block of a response: the version and the capabilities of it the answer draws on. */
export function responseMeta(version: UcpVersion, ...names: CapabilityName[]) {
  const offered = capabilitiesOf(version);
  return {
    version,
    status: 'success' as const,
    capabilities: Object.fromEntries(names.filter((n) => offered[n]).map((n) => [n, [{version: offered[n]!.version}]])),
  };
}
