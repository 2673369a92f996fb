import {mkdtempSync, readFileSync, writeFileSync, existsSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {parse as parseToml} from 'smol-toml';
import {DEV_VARS_FILE, loadStorefrontEnv, readDotEnv, withPlatformPort} from './lib/env';
import {WORKER_COMPATIBILITY} from './lib/shop-server';

const ROOT = path.resolve(import.meta.dirname, '..');
const read = (file: string) => readFileSync(path.join(ROOT, file), 'utf8');

interface WranglerConfig {
  compatibility_date: string;
  compatibility_flags?: string[];
  vars?: Record<string, string>;
  observability?: {enabled?: boolean};
  kv_namespaces?: Array<{binding: string; id: string}>;
  durable_objects?: {bindings?: Array<{name: string; class_name: string}>};
  env?: Record<string, WranglerConfig & {name?: string; routes?: Array<{pattern: string; custom_domain?: boolean}>}>;
}
const wrangler = parseToml(read('wrangler.toml')) as unknown as WranglerConfig;

/** Every variable whose value is a credential: never committed (wrangler secret put / Oxygen env). */
const SECRET_NAMES = [
  'SESSION_SECRET',
  'PRIVATE_STOREFRONT_API_TOKEN',
  'SUBSCRIPTIONS_AUTH_KEY',
  'CONTENT_DELIVERY_TOKEN',
  'CONTENT_PREVIEW_TOKEN',
  'STOREFRONT_PASSWORD',
  'EXPERIMENTS_REPORT_TOKEN',
  'PAGE_CACHE_PURGE_TOKEN',
  'MAINTENANCE_BYPASS_SECRET',
  'ERROR_REPORTING_DSN',
  'HEALTHZ_TOKEN',
];

describe('wrangler.toml is deployable', () => {
  const scopes = {top: wrangler.vars ?? {}, ...Object.fromEntries(Object.entries(wrangler.env ?? {}).map(([n, e]) => [n, e.vars ?? {}]))};

  it('commits no secret and no localhost value as a var, in any environment', () => {
    for (const [scope, vars] of Object.entries(scopes)) {
      for (const name of SECRET_NAMES) expect(vars, `${scope} [vars] ${name}`).not.toHaveProperty(name);
      for (const [name, value] of Object.entries(vars)) {
        expect(String(value), `${scope} [vars] ${name}`).not.toMatch(/localhost|127\.0\.0\.1|\[::1\]|^local-/);
      }
    }
  });

  // The shape, not the values: an operator's real ids and hostnames pass as the placeholders do.
  const KV_ID = /^(REPLACE_WITH_[A-Z_]+|[0-9a-f]{32})$/;
  const HOSTNAME = /^(REPLACE_WITH_[A-Z_]+|([a-z0-9-]+\.)+[a-z]{2,})$/;
  const bindings = (kv?: Array<{binding: string}>) => (kv ?? []).map((ns) => ns.binding).sort();

  it.each(['staging', 'production'])('has a %s environment with its own KV namespaces, login limiter and custom-domain route', (name) => {
    const target = wrangler.env?.[name];
    expect(target, name).toBeDefined();
    expect(target!.vars?.PUBLIC_STORE_DOMAIN).toMatch(/^(REPLACE_WITH_STORE\.myshopify\.com|[a-z0-9-]+\.myshopify\.com|https:\/\/\S+)$/);
    expect(target!.routes?.length).toBeGreaterThan(0);
    for (const route of target!.routes ?? []) {
      expect(route.custom_domain).toBe(true);
      expect(route.pattern).toMatch(HOSTNAME);
    }
    expect(target!.observability?.enabled).toBe(true);
    expect(bindings(target!.kv_namespaces)).toEqual(bindings(wrangler.kv_namespaces));
    for (const ns of target!.kv_namespaces ?? []) expect(ns.id, `${name} ${ns.binding}`).toMatch(KV_ID);
    expect(target!.durable_objects?.bindings).toEqual(wrangler.durable_objects?.bindings);
    expect(read('wrangler.toml')).toMatch(/workers\.dev[^\n]*\n?[^\n]*Cache API|Cache API[^\n]*workers\.dev/);
  });

  it('gives staging and production their own KV namespaces, hostnames and worker names', () => {
    const {staging, production} = wrangler.env ?? {};
    expect(staging?.name).not.toBe(production?.name);
    const ids = (target?: WranglerConfig) => (target?.kv_namespaces ?? []).map((ns) => ns.id);
    for (const id of ids(staging)) expect(ids(production)).not.toContain(id);
    expect(staging?.routes?.[0]?.pattern).not.toBe(production?.routes?.[0]?.pattern);
  });

  it('accepts real ids and hostnames in place of the placeholders', () => {
    expect('0f1e2d3c4b5a69788796a5b4c3d2e1f0').toMatch(KV_ID);
    expect('shop.example.com').toMatch(HOSTNAME);
    expect('REPLACE_WITH_SHOP_HOSTNAME').toMatch(HOSTNAME);
    expect('localhost:3000').not.toMatch(HOSTNAME);
  });

  it('binds the SHOP_FLAGS namespace (maintenance flag) everywhere, and MAINTENANCE_MODE stays off in every [vars]', () => {
    expect(bindings(wrangler.kv_namespaces)).toContain('SHOP_FLAGS');
    for (const [scope, vars] of Object.entries(scopes)) expect(vars.MAINTENANCE_MODE, scope).toBe('false');
  });

  it('turns on observability and no nodejs_compat; the local runtime uses the same settings', () => {
    expect(wrangler.observability?.enabled).toBe(true);
    expect(wrangler.compatibility_flags ?? []).not.toContain('nodejs_compat');
    expect(WORKER_COMPATIBILITY).toEqual({
      compatibilityDate: wrangler.compatibility_date,
      compatibilityFlags: wrangler.compatibility_flags ?? [],
    });
  });

  it('caches hashed /assets/* files as immutable (public/_headers)', () => {
    const headers = read('public/_headers');
    expect(headers).toMatch(/^\/assets\/\*\n\s+Cache-Control: public, max-age=31536000, immutable$/m);
  });

  it('git-ignores .dev.vars, .env and .wrangler/', () => {
    const ignored = read('.gitignore').split('\n');
    for (const entry of ['.dev.vars', '.env', '.wrangler/']) expect(ignored).toContain(entry);
  });
});

describe('.env.example and .dev.vars', () => {
  it('lists every variable docs/configuration.md documents', () => {
    const doc = read('docs/configuration.md');
    const start = doc.indexOf('## Variables');
    expect(start).toBeGreaterThan(-1);
    const end = doc.indexOf('\n## ', start + 1);
    const section = doc.slice(start, end === -1 ? undefined : end);
    const documented = new Set([...section.matchAll(/`([A-Z][A-Z0-9_]{3,})`/g)].map((m) => m[1]!));
    expect(documented.size).toBeGreaterThan(20);
    const example = read('.env.example');
    const listed = new Set([...example.matchAll(/^#?\s*([A-Z][A-Z0-9_]+)=/gm)].map((m) => m[1]!));
    expect([...documented].filter((name) => !listed.has(name))).toEqual([]);
  });

  it('PLATFORM_PORT moves every value that points at the default local platform, but not one set in the shell', () => {
    const env = {
      PUBLIC_STORE_DOMAIN: 'http://localhost:3100',
      CONTENT_API_HOST: 'http://127.0.0.1:3100/',
      SUPPORT_API_URL: 'http://localhost:3100',
      X: 'http://localhost:31000',
    };
    expect(withPlatformPort(env, '4100', new Set(['SUPPORT_API_URL']))).toEqual({
      PUBLIC_STORE_DOMAIN: 'http://localhost:4100',
      CONTENT_API_HOST: 'http://127.0.0.1:4100/',
      SUPPORT_API_URL: 'http://localhost:3100',
      X: 'http://localhost:31000',
    });
    expect(withPlatformPort(env, undefined)).toEqual(env);
  });

  it('gives every signing secret a local- value, which the shop refuses outside localhost', () => {
    const values = readDotEnv(path.join(ROOT, '.env.example'));
    expect(values.SESSION_SECRET).toMatch(/^local-/);
    expect(values.SUBSCRIPTIONS_AUTH_KEY).toMatch(/^local-/);
  });

  it('a fresh clone gets .dev.vars from .env.example on first run, and an existing one is kept', () => {
    const root = mkdtempSync(path.join(tmpdir(), 'oral-care-env-'));
    writeFileSync(path.join(root, 'wrangler.toml'), read('wrangler.toml'));
    writeFileSync(path.join(root, '.env.example'), read('.env.example'));
    const env = loadStorefrontEnv(root);
    expect(existsSync(path.join(root, DEV_VARS_FILE))).toBe(true);
    expect(env).toMatchObject({SESSION_SECRET: 'local-development-session-secret-change-me', CONTENT_ENVIRONMENT: 'master'});
    writeFileSync(path.join(root, DEV_VARS_FILE), 'SESSION_SECRET=mine\n');
    expect(loadStorefrontEnv(root).SESSION_SECRET).toBe('mine');
    expect(loadStorefrontEnv(root).SUBSCRIPTIONS_AUTH_KEY).toBeUndefined();
  });
});

describe('the ecosystem CLIs are the project’s own commands', () => {
  const pkg = JSON.parse(read('package.json')) as {scripts: Record<string, string>; devDependencies: Record<string, string>};

  it('pins @shopify/cli (cli-hydrogen 10, Hydrogen 2025.4), wrangler 3 and miniflare, and uses them in the scripts', () => {
    expect(pkg.devDependencies['@shopify/cli']).toMatch(/^3\.79\.\d+$/);
    expect(pkg.devDependencies.wrangler).toMatch(/^\^3\./);
    expect(pkg.devDependencies.miniflare).toMatch(/^3\./);
    expect(pkg.scripts).toMatchObject({
      build: 'shopify hydrogen build --codegen',
      codegen: 'shopify hydrogen codegen',
      // A deploy uploads a fresh build, never whatever was built last.
      'deploy:cloudflare': 'npm run build && wrangler deploy',
    });
    expect(pkg.scripts.preview).toMatch(/^shopify hydrogen preview/);
    // `npm run types` runs `wrangler types` after creating .dev.vars from .env.example (scripts/types.ts).
    expect(pkg.scripts.types).toBe('tsx scripts/types.ts');
    expect(read('scripts/types.ts')).toMatch(/wrangler'\),\s*\['types', '--env-interface', 'CloudflareBindings'/);
  });

  it('worker-configuration.d.ts (npm run types) names the KV namespaces wrangler.toml declares', () => {
    const generated = read('worker-configuration.d.ts');
    const kv = [...generated.matchAll(/^\s*(\w+): KVNamespace;/gm)].map((m) => m[1]).sort();
    expect(kv).toEqual((wrangler.kv_namespaces ?? []).map((ns) => ns.binding).sort());
  });

  // Loading graphql-config and the 577 kB schema takes seconds on a busy machine.
  it('.graphqlrc.ts points editors and the Hydrogen CLI at the Storefront API 2023-04 schema', {timeout: 30_000}, async () => {
    const {loadConfig} = await import('graphql-config');
    const config = await loadConfig({rootDir: ROOT, throwOnMissing: true});
    const schema = await config!.getDefault().getSchema();
    expect(schema.getType('Cart')).toBeDefined();
    // 2023-04 has no cart warnings (later versions do): the right schema, not a newer one.
    expect(schema.getType('CartWarning')).toBeUndefined();
  });
});
