/**
 * `npm run content:check`: validates content/export.json (what the
 * delivery API serves) against its own content types, checks every product
 * handle it refers to against the catalog (the local platform's; the store's
 * through the Storefront API when PUBLIC_STORE_DOMAIN names a real store) and
 * refuses a page slug an app route would shadow. Exits 1 on any problem. Run
 * `npm run content:build` first after editing content/src.
 */
import {existsSync, readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {SEED_PRODUCTS} from '../../platform/seed/catalog.js';
import {checkExport, type ContentExport} from './check-rules.js';
import {reservedSegments, shadowedPageSlugs, unknownProductHandles} from './check-references.js';

const defaultContentDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const routesDir = path.resolve(defaultContentDir, '..', 'app', 'routes');

/** The local platform's catalog: the handles it seeds. */
export const localCatalog = () => new Set(SEED_PRODUCTS.map((product) => product.handle));

/** Every product handle of a store, read page by page through the Storefront API. */
export async function storefrontCatalog(storeDomain: string, token: string): Promise<Set<string>> {
  const origin = /^https?:\/\//.test(storeDomain) ? storeDomain.replace(/\/+$/, '') : `https://${storeDomain}`;
  const handles = new Set<string>();
  let after: string | null = null;
  for (let page = 0; page < 100; page++) {
    const response = await fetch(`${origin}/api/2023-04/graphql.json`, {
      method: 'POST',
      headers: {'Content-Type': 'application/json', 'X-Shopify-Storefront-Access-Token': token},
      body: JSON.stringify({
        query:
          'query CatalogHandles($after: String) { products(first: 250, after: $after) { pageInfo { hasNextPage endCursor } nodes { handle } } }',
        variables: {after},
      }),
    });
    if (!response.ok) throw new Error(`the Storefront API at ${origin} answered ${response.status}`);
    const body = (await response.json()) as {
      data?: {products: {pageInfo: {hasNextPage: boolean; endCursor: string | null}; nodes: Array<{handle: string}>}};
    };
    if (!body.data) throw new Error(`the Storefront API at ${origin} answered no data`);
    for (const node of body.data.products.nodes) handles.add(node.handle);
    if (!body.data.products.pageInfo.hasNextPage) break;
    after = body.data.products.pageInfo.endCursor;
  }
  return handles;
}

/** `//assets/<file>` (the export's local files) must exist under content/assets; other URLs are remote. */
export function localAssetExists(url: string, contentDir = defaultContentDir): boolean {
  const match = /^\/\/assets\/([^/?#]+)$/.exec(url);
  if (!match) return /^(https?:)?\/\//.test(url);
  return existsSync(path.join(contentDir, 'assets', match[1]));
}

export function checkContentDir(catalog: ReadonlySet<string> = localCatalog(), contentDir = defaultContentDir): string[] {
  const file = path.join(contentDir, 'export.json');
  let data: ContentExport;
  try {
    data = JSON.parse(readFileSync(file, 'utf8')) as ContentExport;
  } catch (error) {
    return [`${file}: cannot be read as JSON (${String(error)})`];
  }
  return [
    ...checkExport(data, {assetFileExists: (url) => localAssetExists(url, contentDir)}),
    ...unknownProductHandles(data, catalog),
    ...shadowedPageSlugs(data, reservedSegments(shadowingRouteFiles())),
  ];
}

/**
 * The route files of app/routes whose path would hide a CMS page of the same slug. A route that
 * renders a landing page itself (a campaign page with a guard, the contact page) shows that
 * page, so it hides nothing.
 */
function shadowingRouteFiles(): string[] {
  return readdirSync(routesDir).filter(
    (file) => !/landing\.server|components\/sections\/LandingPage/.test(readFileSync(path.join(routesDir, file), 'utf8')),
  );
}

/** The catalog to check against: a real store's when PUBLIC_STORE_DOMAIN and its token are set, else the local platform's. */
async function catalogFromEnv(): Promise<{name: string; handles: Set<string>}> {
  const domain = process.env.PUBLIC_STORE_DOMAIN ?? '';
  const token = process.env.PUBLIC_STOREFRONT_API_TOKEN ?? '';
  if (domain && token && !/^(https?:\/\/)?(localhost|127\.0\.0\.1)(:\d+)?\/?$/.test(domain)) {
    return {name: `the store at ${domain}`, handles: await storefrontCatalog(domain, token)};
  }
  return {name: "the local platform's catalog", handles: localCatalog()};
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const catalog = await catalogFromEnv();
  // `--content-dir <dir>`: check another export (a copy being edited, a test fixture).
  const dirFlag = process.argv.indexOf('--content-dir');
  const problems = checkContentDir(catalog.handles, dirFlag > 0 ? path.resolve(process.argv[dirFlag + 1] ?? '.') : defaultContentDir);
  if (problems.length) {
    console.error(`content:check found ${problems.length} problem(s):`);
    for (const p of problems) console.error(`  - ${p}`);
    process.exit(1);
  }
  console.log(
    `content:check: every entry matches its content type, links resolve, rich text is well formed, assets are present, every product handle is in ${catalog.name}, no page slug is an app route.`,
  );
}
