/**
 * Generates the product SVG art in platform/art from the seed catalog.
 * Run: npx tsx platform/art/generate.ts
 */
import {writeFileSync} from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {SEED_PRODUCTS} from '../seed/catalog.js';
import {productArt, type ArtSpec} from '../seed/images.js';
import type {ArtKind} from '../seed/types.js';
import * as s from './shapes.js';

const DRAW: Record<ArtKind, s.Draw> = {
  tube: s.tube,
  'kids-tube': s.kidsTube,
  brush: s.brush,
  sonic: s.sonic,
  pen: s.pen,
  kit: s.kit,
  'led-kit': s.ledKit,
  bundle: s.bundle,
  bottle: s.bottle,
  floss: s.floss,
  gift: s.gift,
  heads: s.heads,
  charger: s.charger,
};

function svg(spec: ArtSpec): string {
  const [c, a] = spec.colors;
  const object = DRAW[spec.kind](c, a);
  const scene =
    spec.pose === 'pack'
      ? `<g transform="translate(330 120) scale(.62)">${s.box(c, a)}</g><g transform="translate(40 230) scale(.68)">${object}</g>`
      : object;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 1200" width="1200" height="1200" role="img" aria-label="${spec.alt.replace(/[&<>"]/g, '')}">
<rect width="1200" height="1200" fill="#ffffff"/>
<circle cx="600" cy="600" r="470" fill="${a}" opacity=".55"/>
<ellipse cx="600" cy="1010" rx="330" ry="34" fill="#0f172a" opacity=".08"/>
${scene}
</svg>
`;
}

const dir = path.dirname(fileURLToPath(import.meta.url));
let count = 0;
for (const product of SEED_PRODUCTS) {
  for (const spec of productArt(product)) {
    writeFileSync(path.join(dir, `${spec.name}.svg`), svg(spec));
    count++;
  }
}
console.log(`wrote ${count} SVG files to ${dir}`);
