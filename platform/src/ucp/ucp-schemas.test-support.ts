import {readdirSync, readFileSync} from 'node:fs';
import {join, relative} from 'node:path';
import {fileURLToPath} from 'node:url';
import {Ajv2020} from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';

/** The 2026-08-25 release's JSON schemas (platform/test/fixtures/ucp-2026-08-25), for tests. */
const ROOT = fileURLToPath(new URL('../../test/fixtures/ucp-2026-08-25/', import.meta.url));
const BASE = 'https://ucp.dev/schemas/';

function schemaFiles(dir: string): string[] {
  return readdirSync(dir, {withFileTypes: true}).flatMap((entry) =>
    entry.isDirectory() ? schemaFiles(join(dir, entry.name)) : entry.name.endsWith('.json') ? [join(dir, entry.name)] : [],
  );
}

// The release's schemas annotate fields with its own keywords (ucp_request, ucp_response, name, requires...):
// not strict, so annotations pass, while every validation keyword still applies.
const ajv = new Ajv2020({strict: false, allErrors: true});
addFormats.default(ajv);
for (const file of schemaFiles(ROOT)) ajv.addSchema(JSON.parse(readFileSync(file, 'utf8')) as object);

/**
 * The problems of `value` against a schema of the release, named by its path under source/schemas
 * with an optional `#/$defs/...` fragment; an empty list when it validates.
 */
export function ucp0825Problems(schema: string, value: unknown): string[] {
  const validate = ajv.getSchema(`${BASE}${schema}`);
  if (!validate) throw new Error(`no schema ${schema} among ${relative(process.cwd(), ROOT)}`);
  if (validate(value)) return [];
  return (validate.errors ?? []).map((e) => `${e.instancePath || '/'} ${e.message ?? ''} ${JSON.stringify(e.params)}`);
}
