import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {SETTING_CHECKS} from './env.server';
import {SETTING_NAMES} from './setting-names.server';

describe('SETTING_NAMES', () => {
  it('names every setting of .env.example and of the start-up checks, each once', () => {
    const names = new Set<string>(SETTING_NAMES);
    expect(names.size).toBe(SETTING_NAMES.length);
    const example = readFileSync(path.resolve(import.meta.dirname, '../../.env.example'), 'utf8');
    const fromExample = [...example.matchAll(/^\s*([A-Z0-9_]+)\s*=/gm)].map((m) => m[1]!);
    expect(fromExample.length).toBeGreaterThan(5);
    for (const name of [...fromExample, ...Object.keys(SETTING_CHECKS)]) expect(names.has(name), name).toBe(true);
  });
});
