import {spawnSync} from 'node:child_process';
import {copyFileSync, cpSync, existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {gzipSync} from 'node:zlib';
import {describe, expect, it} from 'vitest';
import {OFFLINE_CLI_ENV} from '../../scripts/lib/build';
import {readDotEnv} from '../../scripts/lib/env';
import {ROOT, tempDir} from '../support/servers';

/**
 * The build under test is `npm test`'s build stage, `shopify hydrogen build` (the
 * pinned CLI); this file checks what it made and bundles it the way
 * `npm run deploy:cloudflare` would, with `--dry-run` (no account, no network).
 */
const dist = (file: string) => path.join(ROOT, 'dist', file);
const LOCAL_SECRETS = Object.entries(readDotEnv(path.join(ROOT, '.env.example')))
  .filter(([name]) => /SECRET|TOKEN|KEY/.test(name) && !name.startsWith('PUBLIC_'))
  .map(([, value]) => value);

function wranglerDryRun(...extra: string[]) {
  const outdir = tempDir('wrangler');
  const result = spawnSync(
    process.execPath,
    [path.join(ROOT, 'node_modules/wrangler/bin/wrangler.js'), 'deploy', '--dry-run', '--outdir', outdir, ...extra],
    {
      cwd: ROOT,
      encoding: 'utf8',
      env: {...process.env, ...OFFLINE_CLI_ENV, FORCE_COLOR: '0'},
      timeout: 60_000,
    },
  );
  return {...result, output: `${result.stdout}${result.stderr}`, bundle: path.join(outdir, 'index.js')};
}

/**
 * The worker bundle budget (docs/performance.md): 2 MB as uploaded, and 1 MB gzip, a third of
 * what Cloudflare's free plan accepts (3 MB compressed), so the shop deploys on any plan.
 */
function expectWithinBundleBudget(code: string) {
  expect(Buffer.byteLength(code)).toBeLessThan(2 * 1024 * 1024);
  expect(gzipSync(code).length).toBeLessThan(1_000_000);
}

describe('the production build (shopify hydrogen build)', () => {
  it('is the Hydrogen CLI build: a minified worker within the bundle budget, Oxygen metadata, the client manifest kept', () => {
    expect(existsSync(dist('server/oxygen.json')), 'dist/server/oxygen.json is written by the Hydrogen CLI only').toBe(true);
    const worker = readFileSync(dist('server/index.js'), 'utf8');
    expectWithinBundleBudget(worker);
    // Minified: long lines (the unminified remix vite:build output averages ~40 characters a line).
    expect(worker.length / worker.split('\n').length).toBeGreaterThan(200);
    expect(worker).not.toMatch(/from\s*"node:/);
    expect(existsSync(dist('.vite/client-manifest.json'))).toBe(true);
  });

  it('holds no local secret value', () => {
    expect(LOCAL_SECRETS.length).toBeGreaterThanOrEqual(5);
    const worker = readFileSync(dist('server/index.js'), 'utf8');
    for (const value of LOCAL_SECRETS) expect(worker).not.toContain(value);
  });
});

describe('wrangler deploy --dry-run', () => {
  it('bundles worker/index.ts around the build with its KV namespaces, the login limiter and no secret var', () => {
    const run = wranglerDryRun();
    expect(run.status, run.output).toBe(0);
    expect(run.output).toContain('--dry-run: exiting now.');
    for (const binding of ['EXPERIMENTS', 'CHAT_STATUS', 'CONTENT_STATE', 'SHOP_FLAGS', 'LOGIN_LIMITER'])
      expect(run.output).toContain(binding);
    // The login limiter's Durable Object class is exported by the bundle wrangler uploads.
    expect(/export\s*\{[^}]*\bLoginLimiter\b/.test(readFileSync(run.bundle, 'utf8')), 'the bundle exports LoginLimiter').toBe(true);
    expect(run.output).not.toMatch(/SESSION_SECRET|SUBSCRIPTIONS_AUTH_KEY|PRIVATE_STOREFRONT_API_TOKEN/);
    expectWithinBundleBudget(readFileSync(run.bundle, 'utf8'));
    const bundle = readFileSync(run.bundle, 'utf8');
    for (const value of LOCAL_SECRETS) expect(bundle).not.toContain(value);
  });

  it.each([
    ['production', 'REPLACE_WITH_SHOP_FLAGS_KV_NAMESPACE_ID'],
    ['staging', 'REPLACE_WITH_STAGING_SHOP_FLAGS_KV_NAMESPACE_ID'],
  ])('bundles the %s environment with its own placeholders', (env, flagsId) => {
    const run = wranglerDryRun('--env', env);
    expect(run.status, run.output).toBe(0);
    expect(run.output).toContain(flagsId);
    for (const binding of ['EXPERIMENTS', 'CHAT_STATUS', 'SHOP_FLAGS', 'LOGIN_LIMITER']) expect(run.output).toContain(binding);
    expect(run.output).toContain('https://cdn.contentful.com');
    expect(run.output).not.toContain('localhost');
  });
});

describe('npm run types (wrangler types)', () => {
  it('on a fresh clone (no .dev.vars) generates the committed worker-configuration.d.ts, secrets included', () => {
    const clone = tempDir('types');
    for (const file of ['wrangler.toml', '.env.example']) copyFileSync(path.join(ROOT, file), path.join(clone, file));
    // The worker entry, so the Durable Object binding is typed with its class as in the repo.
    cpSync(path.join(ROOT, 'worker'), path.join(clone, 'worker'), {recursive: true});
    const result = spawnSync(process.execPath, [path.join(ROOT, 'node_modules/tsx/dist/cli.mjs'), path.join(ROOT, 'scripts/types.ts')], {
      cwd: clone,
      encoding: 'utf8',
      env: {...process.env, ...OFFLINE_CLI_ENV, FORCE_COLOR: '0'},
      timeout: 60_000,
    });
    expect(result.status, `${result.stdout}${result.stderr}`).toBe(0);
    const generated = readFileSync(path.join(clone, 'worker-configuration.d.ts'), 'utf8');
    expect(generated).toContain('SESSION_SECRET: string;');
    expect(generated).toBe(readFileSync(path.join(ROOT, 'worker-configuration.d.ts'), 'utf8'));
  });
});
