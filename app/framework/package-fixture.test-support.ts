import {mkdirSync, mkdtempSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';

/**
 * A project folder for a patch check's tests: its node_modules holds `pkg` at `version`, with
 * `files` (a path in the package → its text) as the package's built files.
 */
export function projectWithPackage(pkg: string, version: string, files: Record<string, string>): string {
  const root = mkdtempSync(path.join(tmpdir(), `oral-care-${pkg.replace(/[@/]/g, '-')}-`));
  const dir = path.join(root, 'node_modules', pkg);
  writeFileSync(path.join(root, 'package.json'), '{}');
  mkdirSync(dir, {recursive: true});
  writeFileSync(path.join(dir, 'package.json'), JSON.stringify({name: pkg, version, main: 'index.js'}));
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), {recursive: true});
    writeFileSync(path.join(dir, file), text);
  }
  return root;
}
