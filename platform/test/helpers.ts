import {mkdtempSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {createPlatformServer, type PlatformOptions, type PlatformServer} from '../src/server.js';

export const PUBLIC_TOKEN = 'local-public-storefront-token';

export interface TestPlatform {
  server: PlatformServer;
  url: string;
  dataDir: string;
  gql: <T = any>(query: string, variables?: Record<string, unknown>) => Promise<{data?: T; errors?: any[]}>;
  close: () => Promise<void>;
}

export function tempDir(): string {
  return mkdtempSync(path.join(tmpdir(), 'platform-test-'));
}

export async function startPlatform(
  dataDir = tempDir(),
  keepDir = false,
  options: Pick<PlatformOptions, 'queryTimeBudgetMs'> = {},
): Promise<TestPlatform> {
  const server = createPlatformServer({...options, dataDir, port: 0, host: '127.0.0.1', log: () => {}});
  const url = await server.listen();
  const gql = async (query: string, variables?: Record<string, unknown>) => {
    const res = await fetch(`${url}/api/2023-04/graphql.json`, {
      method: 'POST',
      headers: {'Content-Type': 'application/json', 'X-Shopify-Storefront-Access-Token': PUBLIC_TOKEN},
      body: JSON.stringify({query, variables}),
    });
    return (await res.json()) as {data?: any; errors?: any[]};
  };
  return {
    server,
    url,
    dataDir,
    gql,
    close: async () => {
      await server.close();
      if (!keepDir) rmSync(dataDir, {recursive: true, force: true});
    },
  };
}

export const variantGid = (id: number) => `gid://shopify/ProductVariant/${id}`;

/** A complete hosted-checkout form with a card that is accepted. */
export const CHECKOUT_FORM = {
  email: 'demo@oralcare.test',
  firstName: 'Dana',
  lastName: 'Demo',
  address1: '123 Main Street',
  address2: '',
  city: 'Brooklyn',
  province: 'NY',
  zip: '11201',
  phone: '',
  card: '4242 4242 4242 4242',
  expiry: '12 / 39',
  cvc: '123',
};

export const CART_FIELDS = `
  id checkoutUrl totalQuantity note
  attributes { key value }
  buyerIdentity { email countryCode customer { id email } }
  discountCodes { code applicable }
  discountAllocations { discountedAmount { amount } ... on CartCodeDiscountAllocation { code } }
  cost { subtotalAmount { amount currencyCode } totalAmount { amount } totalTaxAmount { amount } totalAmountEstimated }
  lines(first: 100) { nodes {
    id quantity attributes { key value }
    cost { amountPerQuantity { amount } compareAtAmountPerQuantity { amount } subtotalAmount { amount } totalAmount { amount } }
    discountAllocations { discountedAmount { amount } ... on CartCodeDiscountAllocation { code } }
    sellingPlanAllocation { sellingPlan { id name } priceAdjustments { price { amount } } }
    merchandise { ... on ProductVariant { id title product { handle } } }
  } }`;
