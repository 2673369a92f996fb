import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {getPage, platformUrl} from '../support/http';
import {TEST_PORTS} from '../support/ports';
import {ROOT, tempDir} from '../support/servers';
import {TEST_SECRETS} from '../support/secrets';
import {startShopServer} from '../../scripts/lib/shop-server';

/**
 * Settings a new user sets in the shell (`HEALTHZ_TOKEN=… npm start`) take effect even though
 * neither `.env.example`, `.dev.vars` nor wrangler.toml names them: the shop is started the way
 * `npm start` starts it (its env assembled from those files and the shell), with these four
 * only in the shell, and each route they open is asked over HTTP.
 */
const SHELL = {
  PAGE_CACHE_PURGE_TOKEN: 'shell-purge-token-0123456789',
  HEALTHZ_TOKEN: 'shell-healthz-token-0123456789',
  EXPERIMENTS_REPORT_TOKEN: 'shell-experiments-token-0123456789',
  MAINTENANCE_BYPASS_SECRET: 'shell-maintenance-bypass-secret-0123456789',
};

let shop: Awaited<ReturnType<typeof startShopServer>>;
const saved = new Map<string, string | undefined>();

beforeAll(async () => {
  for (const [name, value] of Object.entries(SHELL)) {
    saved.set(name, process.env[name]);
    process.env[name] = value;
  }
  // Only where the test platform is and the test secrets: nothing about the four settings.
  const env = {PUBLIC_STORE_DOMAIN: platformUrl(), CONTENT_API_HOST: platformUrl(), MAINTENANCE_MODE: 'false', ...TEST_SECRETS};
  for (const name of Object.keys(SHELL)) expect(Object.keys(env)).not.toContain(name);
  shop = await startShopServer({
    root: ROOT,
    port: TEST_PORTS.spareShop,
    assetsPort: TEST_PORTS.spareAssets,
    stateDir: tempDir('shell'),
    env,
  });
});
afterAll(async () => {
  await shop?.close();
  for (const [name, value] of saved) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
});

const bearer = (token: string) => ({headers: {Authorization: `Bearer ${token}`}});

describe('settings set only in the shell', () => {
  it('PAGE_CACHE_PURGE_TOKEN opens the purge route', async () => {
    const purge = await getPage('/api/page-cache/purge', {method: 'POST', ...bearer(SHELL.PAGE_CACHE_PURGE_TOKEN)}, shop.url);
    expect(purge.status).toBe(200);
    expect(await purge.json()).toMatchObject({purged: true});
    expect((await getPage('/api/page-cache/purge', {method: 'POST', ...bearer('nope')}, shop.url)).status).toBe(401);
  });

  it('HEALTHZ_TOKEN makes /healthz name the settings', async () => {
    const detailed = (await (await getPage('/healthz', bearer(SHELL.HEALTHZ_TOKEN), shop.url)).json()) as {settings?: string[]};
    expect(detailed.settings).toEqual([]);
    const anonymous = (await (await getPage('/healthz', {}, shop.url)).json()) as {settings?: string[]};
    expect(anonymous.settings).toBeUndefined();
  });

  it('EXPERIMENTS_REPORT_TOKEN opens the experiments report', async () => {
    const report = await getPage('/api/experiments', bearer(SHELL.EXPERIMENTS_REPORT_TOKEN), shop.url);
    expect(report.status).toBe(200);
    expect(await report.json()).toHaveProperty('experiments');
  });

  it('MAINTENANCE_BYPASS_SECRET opens the staff bypass', async () => {
    const bypass = await getPage(`/maintenance/bypass?key=${SHELL.MAINTENANCE_BYPASS_SECRET}`, {redirect: 'manual'}, shop.url);
    expect(bypass.status).toBe(303);
    expect(bypass.headers.getSetCookie().join(';')).toMatch(/HttpOnly/);
  });
});
