import {copyFileSync, existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {parse as parseToml} from 'smol-toml';
import {SETTING_NAMES} from '../../app/server/setting-names.server';

/** The git-ignored file of local values (wrangler dev reads it too); made from `.env.example`. */
export const DEV_VARS_FILE = '.dev.vars';

/**
 * The storefront's env bindings for local runs (dev server and `npm start`):
 * wrangler.toml [vars] (no secrets, no localhost), then `.dev.vars` (created
 * from `.env.example` on first run), then `.env` if present, then the shell: any
 * of those names and every setting the shop reads (SETTING_NAMES), so
 * `MAINTENANCE_MODE=true npm start` and `HEALTHZ_TOKEN=… npm start` both work.
 */
export function loadStorefrontEnv(root = process.cwd()): Record<string, string> {
  ensureDevVars(root);
  const vars = readWranglerVars(root);
  const env: Record<string, string> = {
    ...vars,
    ...readDotEnv(path.join(root, DEV_VARS_FILE)),
    ...readDotEnv(path.join(root, '.env')),
  };
  const fromShell = new Set<string>();
  for (const name of new Set([...Object.keys(env), ...SETTING_NAMES])) {
    const value = process.env[name];
    if (value !== undefined) {
      env[name] = value;
      fromShell.add(name);
    }
  }
  return withPlatformPort(env, process.env.PLATFORM_PORT, fromShell);
}

/** The shop's own namespaces: a shell variable under one of them is meant for the shop. */
const SHOP_PREFIXES = ['PUBLIC_', 'PRIVATE_', 'CONTENT_', 'SHOP_', 'STOREFRONT_', 'CUSTOMER_ACCOUNT'];
/** What `npm start` itself reads besides the settings. */
const START_VARIABLES = ['PORT', 'PLATFORM_PORT', 'ASSETS_PORT', 'PLATFORM_DATA_DIR'];

/**
 * Shell variables that look meant for the shop but that it never reads, one warning line
 * each: a name under one of the shop's namespaces (PUBLIC_, PRIVATE_, CONTENT_, SHOP_,
 * STOREFRONT_, CUSTOMER_ACCOUNT…), or within two typing slips of a setting's name
 * (`HEALTHZ_TOKN`), that neither the shop's settings nor the local files name.
 */
export function unknownShellSettings(shell: Record<string, string | undefined>, root = process.cwd()): string[] {
  const known = new Set<string>([
    ...SETTING_NAMES,
    ...START_VARIABLES,
    ...Object.keys(readWranglerVars(root)),
    ...Object.keys(readDotEnv(path.join(root, '.env.example'))),
    ...Object.keys(readDotEnv(path.join(root, DEV_VARS_FILE))),
    ...Object.keys(readDotEnv(path.join(root, '.env'))),
  ]);
  const warnings: string[] = [];
  for (const name of Object.keys(shell).sort()) {
    if (known.has(name) || shell[name] === undefined) continue;
    const near = SETTING_NAMES.find((setting) => name.length >= 8 && editDistance(name, setting) <= 2);
    if (!near && !SHOP_PREFIXES.some((prefix) => name.startsWith(prefix))) continue;
    warnings.push(`[config] ${name} is set in the shell, but the shop reads no such setting${near ? ` (did you mean ${near}?)` : ''}.`);
  }
  return warnings;
}

/** Levenshtein distance (names are short). */
function editDistance(a: string, b: string): number {
  let previous = Array.from({length: b.length + 1}, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++) {
      row[j] = Math.min(previous[j]! + 1, row[j - 1]! + 1, previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    previous = row;
  }
  return previous[b.length]!;
}

/** The local platform's origin as `.env.example` writes it (PUBLIC_STORE_DOMAIN, CONTENT_API_HOST, …). */
const DEFAULT_PLATFORM_ORIGIN = /^http:\/\/(localhost|127\.0\.0\.1):3100(?=\/|$)/;

/**
 * `PLATFORM_PORT` moves the platform: every value that points at the default local platform
 * (`http://localhost:3100`, from `.dev.vars`) follows it, so `PORT=4000 PLATFORM_PORT=4100
 * ASSETS_PORT=4101 npm start` needs no edit of `.dev.vars`. A value set in the shell is kept.
 */
export function withPlatformPort(env: Record<string, string>, port: string | undefined, keep: Set<string> = new Set()) {
  if (!port || !/^\d+$/.test(port)) return env;
  const out = {...env};
  for (const [name, value] of Object.entries(env)) {
    if (!keep.has(name) && DEFAULT_PLATFORM_ORIGIN.test(value)) out[name] = value.replace(DEFAULT_PLATFORM_ORIGIN, `http://$1:${port}`);
  }
  return out;
}

/**
 * On a fresh clone, copies `.env.example` (the local platform's values) to
 * `.dev.vars` so `npm start`, `npm run dev` and `wrangler dev` run with no
 * manual step. An existing `.dev.vars` is never touched. Returns true when created.
 */
export function ensureDevVars(root: string): boolean {
  const target = path.join(root, DEV_VARS_FILE);
  const example = path.join(root, '.env.example');
  if (existsSync(target) || !existsSync(example)) return false;
  copyFileSync(example, target);
  console.log(`Created ${DEV_VARS_FILE} from .env.example (local values for the embedded platform; git-ignored).`);
  return true;
}

/**
 * Variables `.env.example` sets that an existing `.dev.vars` lacks (it was copied before they
 * were added, e.g. CONTENT_WEBHOOK_SECRET): `npm start` names them, since `.dev.vars` is never
 * rewritten and without them a feature stays off.
 */
export function missingDevVars(root: string): string[] {
  const example = readDotEnv(path.join(root, '.env.example'));
  const local = readDotEnv(path.join(root, DEV_VARS_FILE));
  if (!existsSync(path.join(root, DEV_VARS_FILE))) return [];
  return Object.keys(example).filter((name) => !(name in local) && process.env[name] === undefined);
}

export function readWranglerVars(root: string): Record<string, string> {
  const toml = parseToml(readFileSync(path.join(root, 'wrangler.toml'), 'utf8')) as {
    vars?: Record<string, unknown>;
  };
  return Object.fromEntries(Object.entries(toml.vars ?? {}).map(([key, value]) => [key, String(value)]));
}

export function readKvBindings(root: string): string[] {
  const toml = parseToml(readFileSync(path.join(root, 'wrangler.toml'), 'utf8')) as {
    kv_namespaces?: Array<{binding: string}>;
  };
  return (toml.kv_namespaces ?? []).map((ns) => ns.binding);
}

/** The Durable Object bindings of wrangler.toml, as miniflare's `durableObjects` option (binding → class). */
export function readDurableObjectBindings(root: string): Record<string, string> {
  const toml = parseToml(readFileSync(path.join(root, 'wrangler.toml'), 'utf8')) as {
    durable_objects?: {bindings?: Array<{name: string; class_name: string}>};
  };
  return Object.fromEntries((toml.durable_objects?.bindings ?? []).map((binding) => [binding.name, binding.class_name]));
}

/** `NAME=value` lines (`#` comments, optional quotes), as `.env`, `.dev.vars` and `.env.example` are written. */
export function readDotEnv(file: string): Record<string, string> {
  if (!existsSync(file)) return {};
  const out: Record<string, string> = {};
  for (const line of readFileSync(file, 'utf8').split(/\r?\n/)) {
    const match = /^\s*([A-Z0-9_]+)\s*=\s*(.*?)\s*$/.exec(line);
    if (!match) continue;
    out[match[1]] = match[2].replace(/^(['"])(.*)\1$/, '$2');
  }
  return out;
}
