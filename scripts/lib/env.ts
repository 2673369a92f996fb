import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {parse as parseToml} from 'smol-toml';

/**
 * The storefront's env bindings for local runs (dev server and `npm start`):
 * defaults from wrangler.toml [vars], then `.env` if present, then any of the
 * same names set in the shell (so `MAINTENANCE_MODE=true npm start` works).
 */
export function loadStorefrontEnv(root = process.cwd()): Record<string, string> {
  const vars = readWranglerVars(root);
  const fromFile = readDotEnv(path.join(root, '.env'));
  const env: Record<string, string> = {...vars, ...fromFile};
  for (const name of Object.keys(env)) {
    const value = process.env[name];
    if (value !== undefined) env[name] = value;
  }
  return env;
}

export function readWranglerVars(root: string): Record<string, string> {
  const toml = parseToml(readFileSync(path.join(root, 'wrangler.toml'), 'utf8')) as {
    vars?: Record<string, unknown>;
  };
  return Object.fromEntries(
    Object.entries(toml.vars ?? {}).map(([key, value]) => [key, String(value)]),
  );
}

export function readKvBindings(root: string): string[] {
  const toml = parseToml(readFileSync(path.join(root, 'wrangler.toml'), 'utf8')) as {
    kv_namespaces?: Array<{binding: string}>;
  };
  return (toml.kv_namespaces ?? []).map((ns) => ns.binding);
}

function readDotEnv(file: string): Record<string, string> {
  if (!existsSync(file)) return {};
  const out: Record<string, string> = {};
  for (const line of readFileSync(file, 'utf8').split(/\r?\n/)) {
    const match = /^\s*([A-Z0-9_]+)\s*=\s*(.*)\s*$/.exec(line);
    if (!match) continue;
    out[match[1]] = match[2].replace(/^(['"])(.*)\1$/, '$2');
  }
  return out;
}
