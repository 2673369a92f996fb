import {existsSync, readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';

/**
 * The docs stay short enough to read: a README in five minutes, and every guide beside it (the
 * decision records aside, which are looked up rather than read through) within one sitting.
 * Words are counted as `wc -w` counts them.
 */
const README_WORDS = 800;
const GUIDE_WORDS = 12_000;
const DECISION_RECORDS = new Set(['decisions.md', 'decisions-archive.md']);

const root = process.cwd();
const words = (file: string) => readFileSync(path.join(root, file), 'utf8').split(/\s+/).filter(Boolean).length;
const docs = readdirSync(path.join(root, 'docs'))
  .filter((name) => name.endsWith('.md'))
  .map((name) => `docs/${name}`);

describe('the docs are short enough to read', () => {
  it(`README.md has at most ${README_WORDS} words`, () => {
    expect(words('README.md')).toBeLessThanOrEqual(README_WORDS);
  });

  it(`README.md and docs/ have at most ${GUIDE_WORDS} words in all, the decision records aside`, () => {
    const counted = ['README.md', ...docs.filter((file) => !DECISION_RECORDS.has(path.basename(file)))];
    const total = counted.reduce((sum, file) => sum + words(file), 0);
    expect(total, counted.map((file) => `${file}: ${words(file)}`).join('\n')).toBeLessThanOrEqual(GUIDE_WORDS);
  });

  it('every relative link in README.md and docs/ points at a file that exists', () => {
    const broken: string[] = [];
    for (const file of ['README.md', ...docs]) {
      const text = readFileSync(path.join(root, file), 'utf8');
      for (const [, target] of text.matchAll(/\]\(([^)\s]+)\)/g)) {
        if (/^[a-z]+:|^#/i.test(target!)) continue;
        const local = target!.split('#')[0]!;
        if (!existsSync(path.join(root, path.dirname(file), local))) broken.push(`${file} → ${target}`);
      }
    }
    expect(broken).toEqual([]);
  });
});
