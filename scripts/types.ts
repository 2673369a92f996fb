/**
 * `npm run types`: `wrangler types` over wrangler.toml and `.dev.vars`. The
 * variable names of `.dev.vars` (the secrets) are part of the generated
 * interface, so a fresh clone gets `.dev.vars` from `.env.example` first, as
 * `npm start` does; otherwise the secrets would drop out of the types.
 */
import {spawnSync} from 'node:child_process';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {OFFLINE_CLI_ENV} from './lib/build';
import {ensureDevVars} from './lib/env';

const root = process.cwd();
const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
ensureDevVars(root);
const result = spawnSync(
  path.join(repo, 'node_modules/.bin/wrangler'),
  ['types', '--env-interface', 'CloudflareBindings', '--strict-vars=false'],
  {stdio: 'inherit', env: {...process.env, ...OFFLINE_CLI_ENV}},
);
process.exit(result.status ?? 1);
