import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {remark} from 'remark';
import {engine} from 'unified-engine';
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

  // remark-validate-links over all the files at once, so a link's `#anchor` must name a heading of its target too.
  it('every relative link in README.md and docs/ points at a file that exists, and its #anchor at a heading there', async () => {
    const broken = await new Promise<string[]>((resolve, reject) =>
      engine(
        {
          processor: remark(),
          files: ['README.md', ...docs],
          cwd: root,
          // By name: the engine hands the plugin the whole file set, so it sees the headings of every file.
          plugins: {'remark-validate-links': {repository: false}},
          silent: true,
          quiet: true,
          out: false,
          streamError: {write: () => true} as unknown as NodeJS.WriteStream,
        },
        (error, _status, context) =>
          error ? reject(error) : resolve((context?.files ?? []).flatMap((file) => file.messages.map((m) => `${file.path}: ${m.reason}`))),
      ),
    );
    expect(broken).toEqual([]);
  });
});
