/**
 * Writes the shop's Inter subset (scripts/lib/inter-subset.ts says what it keeps):
 *
 *   npm run fonts
 *
 * Run it after changing inter.css's unicode-range or upgrading @fontsource-variable/inter;
 * a unit test fails while the committed file differs from what this writes.
 */
import {writeFileSync} from 'node:fs';
import path from 'node:path';
import {INTER_SUBSET_PATH, interSubset} from './lib/inter-subset';

const root = path.resolve(import.meta.dirname, '..');
const font = await interSubset(root);
writeFileSync(path.join(root, INTER_SUBSET_PATH), font);
console.log(`${INTER_SUBSET_PATH}: ${font.length} bytes`);
