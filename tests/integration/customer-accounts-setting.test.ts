import {afterAll, beforeAll, describe, expect, it, vi} from 'vitest';
import {TEST_PORTS} from '../support/ports';
import {envFor, startTestShop} from '../support/servers';
import {getPage, platformUrl} from '../support/http';

/**
 * A wrong customer accounts setting is visible, not silent: the shop keeps the legacy sign-in,
 * says why in one log line, and names the reason on /healthz for the health token.
 */
const HEALTHZ_TOKEN = 'test-healthz-token-0123456789abcdef';
const REASON =
  'CUSTOMER_ACCOUNTS=customer-account-api is incomplete (PUBLIC_CUSTOMER_ACCOUNT_API_URL "https://example.com/accounts" is not https://shopify.com/<shop id> or an http(s) URL ending in the shop id); using legacy';
const warnLines = () => vi.mocked(console.warn).mock.calls.map((args) => args.map(String).join(' '));

let shop: Awaited<ReturnType<typeof startTestShop>>;
beforeAll(async () => {
  vi.spyOn(console, 'warn');
  shop = await startTestShop(
    TEST_PORTS.spareShop,
    TEST_PORTS.spareAssets,
    envFor(platformUrl(), {
      CUSTOMER_ACCOUNTS: 'customer-account-api',
      PUBLIC_CUSTOMER_ACCOUNT_API_URL: 'https://example.com/accounts',
      HEALTHZ_TOKEN,
    }),
  );
});
afterAll(async () => {
  await shop?.close();
  vi.mocked(console.warn).mockRestore();
});

describe('new customer accounts asked for, but misconfigured', () => {
  it('keeps the legacy sign-in form and says why in one log line', async () => {
    const login = await getPage('/account/login', {}, shop.url);
    expect(login.status).toBe(200);
    expect(await login.text()).toMatch(/type="password"/);
    await getPage('/account/login', {}, shop.url);
    await expect
      .poll(() => warnLines().filter((line) => line.includes('[config] customer accounts:')))
      .toEqual([`[config] customer accounts: ${REASON}`]);
  });

  it('names the mode and the reason on /healthz for the health token only', async () => {
    const open = (await (await getPage('/healthz', {}, shop.url)).json()) as Record<string, unknown>;
    expect(open).not.toHaveProperty('customerAccounts');
    const detailed = (await (await getPage('/healthz', {headers: {Authorization: `Bearer ${HEALTHZ_TOKEN}`}}, shop.url)).json()) as Record<
      string,
      unknown
    >;
    expect(detailed.customerAccounts).toEqual({mode: 'legacy', problems: [REASON]});
  });
});
