/**
 * `npm run content:check`: validates content/export.json (what the
 * delivery API serves) against its own content types. Exits 1 on any
 * problem. Run `npm run content:build` first after editing content/src.
 */
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {checkExport, type ContentExport} from './check-rules.js';

const contentDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** `//assets/<file>` (the export's local files) must exist under content/assets; other URLs are remote. */
export function localAssetExists(url: string): boolean {
  const match = /^\/\/assets\/([^/?#]+)$/.exec(url);
  if (!match) return /^(https?:)?\/\//.test(url);
  return existsSync(path.join(contentDir, 'assets', match[1]));
}

export function checkContentDir(): string[] {
  const file = path.join(contentDir, 'export.json');
  let data: ContentExport;
  try {
    data = JSON.parse(readFileSync(file, 'utf8')) as ContentExport;
  } catch (error) {
    return [`${file}: cannot be read as JSON (${String(error)})`];
  }
  return checkExport(data, {assetFileExists: localAssetExists});
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const problems = checkContentDir();
  if (problems.length) {
    console.error(`content:check found ${problems.length} problem(s):`);
    for (const p of problems) console.error(`  - ${p}`);
    process.exit(1);
  }
  console.log('content:check: every entry matches its content type, links resolve, rich text is well formed, assets are present.');
}
