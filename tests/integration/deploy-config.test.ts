import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {TEST_PORTS} from '../support/ports';
import {ROOT, envFor, startTestShop} from '../support/servers';
import {platformUrl} from '../support/http';
import {rawRequest} from '../support/raw-http';
import {readDotEnv} from '../../scripts/lib/env';

type Shop = Awaited<ReturnType<typeof startTestShop>>;

/** The shop as a fresh clone runs it: the signing secrets of `.env.example`. */
const EXAMPLE = readDotEnv(`${ROOT}/.env.example`);

describe('a deployment with the local default secrets', () => {
  let shop: Shop;
  beforeAll(async () => {
    shop = await startTestShop(
      TEST_PORTS.spareShop,
      TEST_PORTS.spareAssets,
      envFor(platformUrl(), {SESSION_SECRET: EXAMPLE.SESSION_SECRET!, SUBSCRIPTIONS_AUTH_KEY: EXAMPLE.SUBSCRIPTIONS_AUTH_KEY!}),
    );
  });
  afterAll(() => shop?.close());

  it('serves nothing outside localhost: 503 with a plain message, no cookie, no variable name', async () => {
    for (const [method, path] of [
      ['GET', '/'],
      ['GET', '/products/colgate-toothpaste'],
      ['GET', '/account/manage-subscriptions'],
      ['POST', '/cart'],
    ] as const) {
      const response = await rawRequest(path, {
        method,
        base: shop.url,
        headers: {Host: 'shop.example.com', Origin: 'https://shop.example.com', 'Content-Type': 'application/x-www-form-urlencoded'},
        ...(method === 'POST' ? {body: 'cartFormInput=%7B%7D'} : {}),
      });
      expect(response.status, `${method} ${path}`).toBe(503);
      expect(response.body).toContain('This shop is not configured yet.');
      expect(response.body).not.toMatch(/SESSION_SECRET|SUBSCRIPTIONS_AUTH_KEY|local-|\.ts:\d|Error/);
      expect(response.cookies).toEqual([]);
      expect(response.headers['cache-control']).toBe('no-store');
    }
  });

  it('still serves localhost (npm start on a fresh clone)', async () => {
    const response = await rawRequest('/', {base: shop.url, headers: {Host: `localhost:${TEST_PORTS.spareShop}`}});
    expect(response.status).toBe(200);
  });
});

describe('a deployment with real secrets', () => {
  it('serves its host', async () => {
    const response = await rawRequest('/', {headers: {Host: 'shop.example.com'}});
    expect(response.status).toBe(200);
  });
});
