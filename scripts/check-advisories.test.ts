import path from 'node:path';
import {existsSync, readFileSync} from 'node:fs';
import {describe, expect, it} from 'vitest';
import {advisedCopies, readLockPackages, vulnerableCopies} from './check-advisories';

const ROOT = path.resolve(import.meta.dirname, '..');

describe('dependency advisories (npm audit stand-in)', () => {
  it('the lockfile has no production copy below a fixed version', () => {
    const packages = readLockPackages(ROOT);
    expect(vulnerableCopies(packages)).toEqual([]);
    expect(advisedCopies(packages)['@remix-run/router']).toEqual(['1.23.4']);
  });

  it('the installed @remix-run/router is the patched one, pinned by an override', () => {
    // The tests run from an installed tree, so the copy must be there to be checked.
    const installed = path.join(ROOT, 'node_modules/@remix-run/router/package.json');
    expect(existsSync(installed), installed).toBe(true);
    expect(JSON.parse(readFileSync(installed, 'utf8')).version).toBe('1.23.4');
    const manifest = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8'));
    expect(manifest.overrides['@remix-run/router']).toMatch(/^\^?1\.23\.(4|[5-9]|\d\d)/);
  });

  it('flags a vulnerable production copy and ignores dev-only ones', () => {
    const packages = {
      '': {},
      'node_modules/@remix-run/router': {version: '1.23.3'},
      'node_modules/x/node_modules/cookie': {version: '0.6.0'},
      'node_modules/y/node_modules/cookie': {version: '0.5.0', dev: true},
      'node_modules/nanoid': {version: '3.3.11'},
    };
    expect(vulnerableCopies(packages).map((c) => c.path)).toEqual(['node_modules/@remix-run/router', 'node_modules/x/node_modules/cookie']);
  });
});
