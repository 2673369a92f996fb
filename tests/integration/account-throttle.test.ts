import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {startCountingProxy, type CountingProxy} from '../../scripts/lib/counting-proxy';
import {TEST_PORTS} from '../support/ports';
import {envFor, startTestShop} from '../support/servers';
import {platformUrl, post} from '../support/http';
import {createCustomer, uniqueEmail} from '../support/account';
import {CLIENT_RULE, RESET_CLIENT_RULE, TOO_MANY_ATTEMPTS} from '../../app/features/account/throttle';

/**
 * Login and password-reset throttles on workerd with the real Durable Object (miniflare):
 * a shop of its own behind a counting proxy, so "reached the platform" is what
 * the proxy saw. Each describe starts a fresh shop (fresh counters).
 */
type Shop = Awaited<ReturnType<typeof startTestShop>>;
let proxy: CountingProxy;
let shop: Shop | undefined;

async function freshShop(extra: Record<string, string> = {}) {
  await shop?.close();
  shop = await startTestShop(TEST_PORTS.spareShop, TEST_PORTS.spareAssets, envFor(proxy.url, extra));
  proxy.reset();
}

beforeAll(async () => {
  proxy = await startCountingProxy(platformUrl(), TEST_PORTS.countingProxy);
});
afterAll(async () => {
  await shop?.close();
  await proxy?.close();
});

const login = (email: string, password: string, headers: Record<string, string> = {}) =>
  post('/account/login', {email, password}, {headers, base: shop!.url});
const tokenCreates = () => proxy.requests().filter((r) => r === 'POST CreateCustomerAccessToken').length;
const recovers = () => proxy.requests().filter((r) => r === 'POST ResetCustomerPassword').length;

async function statuses(responses: Promise<Response>[]) {
  const all = await Promise.all(responses);
  await Promise.all(all.map((r) => r.arrayBuffer()));
  const count: Record<number, number> = {};
  for (const r of all) count[r.status] = (count[r.status] ?? 0) + 1;
  return count;
}

describe('login throttle on the local server (no trusted client header)', () => {
  beforeAll(() => freshShop());

  it('25 parallel wrong passwords for one account: exactly 5 reach the platform', async () => {
    const email = uniqueEmail('burst');
    await createCustomer(email);
    const count = await statuses(Array.from({length: 25}, (_, i) => login(email, `wrong-${i}`)));
    expect(tokenCreates()).toBe(5);
    // The 5th failure already answers 429 (the lock starts with it); the 20 beyond never left the shop.
    expect(count).toEqual({401: 4, 429: 21});
    // Locked now, even with the right password; nothing more reaches the platform.
    const right = await login(email, 'secret-123');
    expect(right.status).toBe(429);
    expect(await right.text()).toContain('Too many attempts');
    expect(tokenCreates()).toBe(5);
  });

  it('rotating CF-Connecting-IP, Oxygen-Buyer-IP or X-Forwarded-For gains nothing', async () => {
    const email = uniqueEmail('rotate');
    await createCustomer(email);
    proxy.reset();
    for (let i = 0; i < 12; i++) {
      const ip = `203.0.113.${i + 1}`;
      const response = await login(email, `wrong-${i}`, {'CF-Connecting-IP': ip, 'Oxygen-Buyer-IP': ip, 'X-Forwarded-For': ip});
      await response.arrayBuffer();
    }
    expect(tokenCreates()).toBe(5);
  });
});

describe('the throttle never tells who is a customer', () => {
  beforeAll(() => freshShop());

  const shownError = (html: string) => /data-testid="form-error"[^>]*>([^<]*)</.exec(html)?.[1] ?? null;
  async function attempts(email: string, passwords: string[]) {
    const seen: string[] = [];
    for (const password of passwords) {
      const response = await login(email, password);
      seen.push(`${response.status} ${shownError(await response.text())}`);
    }
    return seen;
  }

  it('a registered and an unknown e-mail are counted alike and answered alike, before and after the limit', async () => {
    const registered = uniqueEmail('known');
    await createCustomer(registered);
    proxy.reset();
    const wrong = Array.from({length: 8}, (_, i) => `wrong-${i}`);
    const known = await attempts(registered, [...wrong, 'secret-123']);
    const unknown = await attempts(uniqueEmail('nobody'), [...wrong, 'secret-123']);
    expect(unknown).toEqual(known);
    // Single failures keep the platform's own text; once throttled, both get the same refusal.
    expect(known.slice(0, 4)).toEqual(Array(4).fill('401 Unidentified customer'));
    expect(known.slice(4)).toEqual(Array(5).fill(`429 ${TOO_MANY_ATTEMPTS}`));
    // Both e-mails were counted before the platform was asked: 5 attempts each reached it.
    expect(tokenCreates()).toBe(10);
  });
});

describe('per-client limit across e-mails (password spraying)', () => {
  beforeAll(() => freshShop());

  const SPRAY = CLIENT_RULE.max + 20;
  it(`one password sprayed over ${SPRAY} accounts in parallel: ${CLIENT_RULE.max} reach the platform, then even a right password waits`, async () => {
    const emails = Array.from({length: SPRAY}, () => uniqueEmail('spray'));
    const count = await statuses(emails.map((email) => login(email, 'password123')));
    expect(tokenCreates()).toBe(CLIENT_RULE.max);
    // The last one that reached the platform already answers 429.
    expect(count).toEqual({401: CLIENT_RULE.max - 1, 429: SPRAY - CLIENT_RULE.max + 1});
    const email = uniqueEmail('victim');
    await createCustomer(email);
    expect((await login(email, 'secret-123')).status).toBe(429);
    expect(tokenCreates()).toBe(CLIENT_RULE.max);
  });
});

describe('a deployment that names its trusted header (CLIENT_IP_HEADER, as on Cloudflare)', () => {
  beforeAll(() => freshShop({CLIENT_IP_HEADER: 'CF-Connecting-IP'}));

  it('counts per address the runtime gives: another client is not locked out, and successes do not count', async () => {
    const email = uniqueEmail('edge');
    await createCustomer(email);
    const from = (ip: string) => ({'CF-Connecting-IP': ip});
    await statuses(Array.from({length: 8}, (_, i) => login(email, `wrong-${i}`, from('203.0.113.50'))));
    expect(tokenCreates()).toBe(5);
    expect((await login(email, 'secret-123', from('203.0.113.50'))).status).toBe(429);
    const elsewhere = await login(email, 'secret-123', from('198.51.100.7'));
    expect(elsewhere.status).toBe(302);
    // Successful logins give their client slot back: many in a row never lock the client.
    for (let i = 0; i < CLIENT_RULE.max + 2; i++) expect((await login(email, 'secret-123', from('198.51.100.8'))).status).toBe(302);
  });
});

describe('password reset flood', () => {
  beforeAll(() => freshShop());

  const outbox = async (to: string) => {
    const response = await fetch(`${platformUrl()}/outbox.json?kind=password_reset&to=${encodeURIComponent(to)}`);
    const body = (await response.json()) as unknown;
    return (Array.isArray(body) ? body : ((body as {messages?: unknown[]}).messages ?? [])).length;
  };

  it('5 requests for one e-mail in a second send 1 e-mail, each answered alike', async () => {
    const email = uniqueEmail('reset');
    await createCustomer(email);
    const answers = await Promise.all(Array.from({length: 5}, () => post('/account/reset-password', {email}, {base: shop!.url})));
    const texts = await Promise.all(answers.map((r) => r.text()));
    expect(answers.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    for (const text of texts) expect(text).toContain(`If an account exists for ${email}`);
    expect(recovers()).toBe(1);
    expect(await outbox(email)).toBe(1);
  });

  it(`one client gets ${RESET_CLIENT_RULE.max} requests in 15 minutes, then a 429 with Retry-After`, async () => {
    // 5 used above; the rest go to other addresses.
    for (let i = 5; i < RESET_CLIENT_RULE.max; i++) {
      const response = await post('/account/reset-password', {email: uniqueEmail('reset-many')}, {base: shop!.url});
      await response.arrayBuffer();
      expect(response.status).toBe(200);
    }
    const refused = await post(
      '/account/reset-password',
      {email: uniqueEmail('reset-many')},
      {headers: {'CF-Connecting-IP': '203.0.113.77'}, base: shop!.url},
    );
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect(await refused.text()).toContain('Too many password reset requests');
    expect(recovers()).toBe(RESET_CLIENT_RULE.max - 4);
  });
});
