import {describe, expect, it} from 'vitest';
import {createRequestLogger} from '~/infra/observability';
import {configurationAnswer, expectedUnavailable} from './configuration.server';

const SECRET = 'a-real-signing-secret-of-at-least-32-characters';
const configured = () =>
  ({
    PUBLIC_STORE_DOMAIN: 'http://platform.test',
    PUBLIC_STOREFRONT_API_TOKEN: 'public-token',
    SESSION_SECRET: SECRET,
    CONTENT_SPACE_ID: 'space',
    CONTENT_DELIVERY_TOKEN: 'delivery',
    HEALTHZ_TOKEN: 'health-token',
  }) as unknown as Env;
const unconfigured = () => ({SESSION_SECRET: SECRET, HEALTHZ_TOKEN: 'health-token'}) as unknown as Env;
const logger = () => {
  const lines: string[] = [];
  return {lines, log: createRequestLogger('req-1', '/', (line) => lines.push(line))};
};

describe('configurationAnswer', () => {
  it('lets a configured shop serve its pages', async () => {
    const {lines, log} = logger();
    expect(await configurationAnswer(new Request('http://localhost/products'), configured(), log)).toBeNull();
    expect(lines).toEqual([]);
  });

  it('answers 503 for every page of a shop with missing settings and names them in the log only', async () => {
    const {lines, log} = logger();
    const response = await configurationAnswer(new Request('http://localhost/products'), unconfigured(), log);
    expect(response?.status).toBe(503);
    const body = await response!.text();
    expect(body).not.toContain('PUBLIC_STORE_DOMAIN');
    expect(lines.join('\n')).toContain('PUBLIC_STORE_DOMAIN');
  });

  it('refuses to serve outside localhost while a signing secret is a local default', async () => {
    const env = {...configured(), SESSION_SECRET: 'local-session-secret-for-development-only'} as Env;
    const {log} = logger();
    expect((await configurationAnswer(new Request('https://shop.example/'), env, log))?.status).toBe(503);
    expect(await configurationAnswer(new Request('http://localhost/'), env, log)).toBeNull();
  });

  it('answers /healthz of an unconfigured shop with 503, naming the settings only for the health token', async () => {
    const {log} = logger();
    const anonymous = await configurationAnswer(new Request('http://localhost/healthz'), unconfigured(), log);
    expect(anonymous?.status).toBe(503);
    expect(await anonymous!.json()).toEqual({status: 'not configured'});
    const withToken = new Request('http://localhost/healthz', {headers: {Authorization: 'Bearer health-token'}});
    const detailed = (await (await configurationAnswer(withToken, unconfigured(), log))!.json()) as {settings: string[]};
    expect(detailed.settings).toContain('PUBLIC_STORE_DOMAIN (missing)');
  });

  it('leaves a POST to /healthz to the rest of the shop', async () => {
    const {log} = logger();
    expect(await configurationAnswer(new Request('http://localhost/healthz', {method: 'POST'}), configured(), log)).toBeNull();
  });
});

describe('expectedUnavailable', () => {
  it('counts planned downtime, the health verdict and a misconfigured shop, not a failing page', () => {
    const request = new Request('http://localhost/products');
    expect(expectedUnavailable('/maintenance', request, configured())).toBe(true);
    expect(expectedUnavailable('/healthz', request, configured())).toBe(true);
    expect(expectedUnavailable('/products', request, unconfigured())).toBe(true);
    expect(expectedUnavailable('/products', request, configured())).toBe(false);
  });
});
