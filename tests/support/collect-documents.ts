import {readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';

export interface CollectedDocument {
  file: string;
  name: string;
  source: string;
}

const CONST_TEMPLATE = /(?:export\s+)?const\s+([A-Z0-9_]+)\s*(?::[^=]+)?=\s*(?:\([^)]*\)\s*=>\s*)?`([\s\S]*?)`/g;

/**
 * Every `#graphql` document the app defines, with `${FRAGMENT}` references
 * expanded from the constants they name (anywhere under the folder), exactly
 * as the string the app sends at run time (a fragment interpolated twice
 * stays twice, so validation catches it).
 */
export function collectGraphqlDocuments(dir: string): CollectedDocument[] {
  const files = readdirSync(dir, {recursive: true, encoding: 'utf8'})
    .filter((f) => /\.(ts|tsx)$/.test(f) && !/\.test\.tsx?$/.test(f))
    .map((f) => path.join(dir, f));
  const constants = new Map<string, {file: string; text: string}>();
  for (const file of files) {
    const code = readFileSync(file, 'utf8');
    for (const match of code.matchAll(CONST_TEMPLATE)) {
      if (match[2].includes('#graphql')) constants.set(match[1], {file, text: match[2]});
    }
  }
  const expand = (text: string, seen: Set<string>): string =>
    text.replace(/\$\{\s*([A-Za-z0-9_]+)(?:\(\))?\s*\}/g, (_, name: string) => {
      const target = constants.get(name);
      if (!target) throw new Error(`Unknown GraphQL constant \${${name}}`);
      if (seen.has(name)) throw new Error(`GraphQL constant ${name} includes itself`);
      return expand(target.text, new Set(seen).add(name));
    });
  return [...constants.entries()].map(([name, {file, text}]) => ({
    file: path.relative(dir, file),
    name,
    source: expand(text, new Set([name])).replace(/#graphql/g, ''),
  }));
}
