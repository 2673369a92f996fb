import {readdirSync} from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {describe, expect, it} from 'vitest';

const PLATFORM = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Platform file names in kebab-case, like the app's modules. */
describe('platform file names', () => {
  it('are kebab-case in src, seed, art and test', () => {
    const offenders = ['src', 'seed', 'art', 'test'].flatMap((dir) =>
      readdirSync(path.join(PLATFORM, dir), {recursive: true, encoding: 'utf8'})
        .filter((file) => /\.tsx?$/.test(file))
        .filter((file) => !/^[a-z0-9]+(?:[-.][a-z0-9]+)*$/.test(path.basename(file).replace(/\.tsx?$/, '')))
        .map((file) => `${dir}/${file}`),
    );
    expect(offenders).toEqual([]);
  });
});
