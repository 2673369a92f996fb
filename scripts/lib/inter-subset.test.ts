import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {INTER_SUBSET_PATH, INTER_WEIGHTS, codePointsOfRange, interSubset} from './inter-subset';

const root = path.resolve(import.meta.dirname, '../..');

describe('the Inter subset', () => {
  it('reads a unicode-range into code points, refusing a malformed part', () => {
    expect(codePointsOfRange('U+0041-0043, U+20AC')).toEqual([0x41, 0x42, 0x43, 0x20ac]);
    expect(() => codePointsOfRange('U+0043-0041')).toThrow('bad unicode-range part');
  });

  it('is committed exactly as `npm run fonts` writes it from the installed Inter and inter.css', async () => {
    const committed = readFileSync(path.join(root, INTER_SUBSET_PATH));
    expect(committed.equals(await interSubset(root)), 'run `npm run fonts` and commit the file').toBe(true);
  }, 60_000);

  it('is the file inter.css declares, with the weights it keeps', () => {
    const css = readFileSync(path.join(root, 'app/styles/inter.css'), 'utf8');
    expect(css).toContain(`font-weight: ${INTER_WEIGHTS.min} ${INTER_WEIGHTS.max};`);
    expect(css).toContain(`url('../assets/fonts/${path.basename(INTER_SUBSET_PATH)}')`);
  });

  it('weighs under two thirds of the file it is cut from', async () => {
    const committed = readFileSync(path.join(root, INTER_SUBSET_PATH));
    const source = readFileSync(path.join(root, 'node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2'));
    expect(committed.length).toBeLessThan((source.length * 2) / 3);
  });
});
