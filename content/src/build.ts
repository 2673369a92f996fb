/**
 * Builds content/export.json (Contentful export format) and draws the SVG
 * assets into content/assets/. Run: npx tsx content/src/build.ts
 */
import {mkdir, writeFile} from 'node:fs/promises';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {editorInterfaces} from './editor.js';
import {tagEntries} from './tags.js';
import {drawScene, PALETTES, STATIC_SIZES, type Motif} from './art.js';
import {ARTICLE_ART, articleEntries} from './articles.js';
import {categoryEntries} from './catalog.js';
import {dictionaryEntries} from './dictionary.js';
import {exportSys, LOCALE, type Entity} from './helpers.js';
import {legalEntries} from './legal.js';
import {marketingEntries, SIZE_SLUGS, STATIC_IMAGES, staticAssetId} from './marketing.js';
import {contentTypes} from './model.js';
import {navigationEntries} from './navigation.js';
import {catalogContentTypes, shopCatalogEntries, VARIANT_CONTENT, variantContentType, variantEntries} from './shop-catalog.js';
import {pageContentTypes} from './pages-model.js';
import {pageEntries} from './pages.js';

const contentDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const assetsDir = path.join(contentDir, 'assets');

interface Drawing {
  id: string;
  title: string;
  description: string;
  fileName: string;
  width: number;
  height: number;
  motif: Motif;
  palette: string;
}

function drawings(): Drawing[] {
  const list: Drawing[] = [];
  for (const s of STATIC_IMAGES) {
    for (const size of Object.keys(SIZE_SLUGS) as (keyof typeof SIZE_SLUGS)[]) {
      const [width, height] = STATIC_SIZES[size];
      const id = staticAssetId(s.title, size);
      list.push({
        id,
        title: `${s.title} (${SIZE_SLUGS[size]})`,
        description: s.alt,
        fileName: `${id.slice(4)}.svg`,
        width,
        height,
        motif: s.motif,
        palette: s.palette,
      });
    }
  }
  for (const a of ARTICLE_ART) {
    list.push({
      id: `img-article-${a.slug}`,
      title: a.title,
      description: a.alt,
      fileName: `article-${a.slug}.svg`,
      width: 1200,
      height: 675,
      motif: a.motif,
      palette: a.palette,
    });
  }
  return list;
}

/** The variants' gallery pictures: square, like the store's product images. */
function variantDrawings(): Drawing[] {
  const list: Drawing[] = [];
  for (const picture of VARIANT_CONTENT.flatMap((v) => v.pictures ?? [])) {
    list.push({
      id: picture.id,
      title: picture.alt,
      description: picture.alt,
      fileName: `${picture.id.slice(4)}.svg`,
      width: 1200,
      height: 1200,
      motif: 'whitening',
      palette: picture.palette,
    });
  }
  return list;
}

async function buildAssets(list: Drawing[]): Promise<Entity[]> {
  await mkdir(assetsDir, {recursive: true});
  const assets: Entity[] = [];
  for (const d of list) {
    const svg = drawScene(d.width, d.height, d.motif, PALETTES[d.palette], d.description);
    await writeFile(path.join(assetsDir, d.fileName), svg);
    assets.push({
      metadata: {tags: []},
      sys: exportSys('Asset', d.id),
      fields: {
        title: {[LOCALE]: d.title},
        description: {[LOCALE]: d.description},
        file: {
          [LOCALE]: {
            // contentful-import --upload-assets --assets-directory content reads content/assets/<file>.
            url: `//assets/${d.fileName}`,
            details: {size: Buffer.byteLength(svg), image: {width: d.width, height: d.height}},
            fileName: d.fileName,
            contentType: 'image/svg+xml',
          },
        },
      },
    });
  }
  return assets;
}

async function main() {
  const assets = await buildAssets(drawings());
  const entries = [
    ...categoryEntries(),
    ...navigationEntries(),
    ...marketingEntries(),
    ...dictionaryEntries(),
    ...articleEntries(),
    ...legalEntries(),
    ...shopCatalogEntries(),
    ...pageEntries(),
  ];
  const tags = tagEntries(entries);
  const types = [...contentTypes, ...catalogContentTypes(), ...pageContentTypes];
  // Variant content last: the entities above keep their timestamps (sys dates follow build order).
  assets.push(...(await buildAssets(variantDrawings())));
  entries.push(...variantEntries());
  types.push(variantContentType());
  const data = {
    contentTypes: types,
    editorInterfaces: editorInterfaces(types),
    tags,
    entries,
    assets,
    locales: [
      {
        name: 'English (United States)',
        code: LOCALE,
        fallbackCode: null,
        default: true,
        contentManagementApi: true,
        contentDeliveryApi: true,
        optional: false,
        sys: {type: 'Locale', id: '0en-US0', version: 1},
      },
    ],
    webhooks: [],
    roles: [],
  };
  await writeFile(path.join(contentDir, 'export.json'), `${JSON.stringify(data, null, 2)}\n`);
  console.log(`export.json: ${data.contentTypes.length} content types, ${entries.length} entries, ${assets.length} assets`);
}

await main();
