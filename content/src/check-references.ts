/**
 * Checks of what content points at outside the CMS: product handles (against a catalog) and
 * page slugs (against the app's own routes). Pure; `content/src/check.ts` supplies the catalog
 * and the route names.
 */
import type {ContentExport} from './check-rules.js';

/** The fields that hold product handles, by content type (single handle or a list). */
export const PRODUCT_HANDLE_FIELDS: Record<string, string[]> = {
  category: ['products'],
  productCarousel: ['productHandles'],
  freeGiftRule: ['handle', 'associatedProduct'],
  bundleStep: ['productHandles'],
  bundleBuilder: ['handle'],
  productLanding: ['handle'],
  productVariant: ['product'],
  sectionProductGrid: ['productHandles'],
  quizResult: ['productHandle'],
};

/** The content types served at `/<slug>` by the catch-all route. */
export const PAGE_TYPES = ['landingPage', 'legalPage'];

const localeOf = (data: ContentExport) => data.locales?.find((l) => l.default)?.code ?? 'en-US';

/** Every product handle content refers to that the catalog does not have, naming the entry and field. */
export function unknownProductHandles(data: ContentExport, catalog: ReadonlySet<string>): string[] {
  const locale = localeOf(data);
  const problems: string[] = [];
  for (const entry of data.entries ?? []) {
    const type = entry.sys.contentType?.sys.id ?? '';
    for (const field of PRODUCT_HANDLE_FIELDS[type] ?? []) {
      const value = entry.fields?.[field]?.[locale];
      const handles = Array.isArray(value) ? value : value === undefined || value === null || value === '' ? [] : [value];
      for (const handle of handles) {
        if (typeof handle !== 'string' || !catalog.has(handle)) {
          problems.push(`entry ${entry.sys.id} (${type}) field ${field}: product handle ${JSON.stringify(handle)} is not in the catalog`);
        }
      }
    }
  }
  return problems;
}

/**
 * The first path segments the app's own routes answer (from the flat route file names of
 * app/routes): a CMS page at one of them would never be shown, since an app route wins.
 */
export function reservedSegments(routeFiles: string[]): Set<string> {
  const reserved = new Set<string>();
  for (const file of routeFiles) {
    const name = file.replace(/\.(tsx?|jsx?)$/, '');
    if (/\.test$/.test(name)) continue;
    // `[.]` is an escaped dot (robots[.]txt); a plain dot separates segments.
    const first = name.split(/(?<!\[)\.(?!\])/)[0]!.replace(/\[\.\]/g, '.');
    // Pathless layouts (`_guest`), the index and parameters claim no fixed segment.
    if (!first || first.startsWith('_') || first.startsWith('$') || first.startsWith('(')) continue;
    reserved.add(first.replace(/_$/, '').toLowerCase());
  }
  return reserved;
}

/** Landing and legal pages whose slug an app route would shadow, or that two pages share. */
export function shadowedPageSlugs(data: ContentExport, reserved: ReadonlySet<string>): string[] {
  const locale = localeOf(data);
  const problems: string[] = [];
  const seen = new Map<string, string>();
  for (const entry of data.entries ?? []) {
    const type = entry.sys.contentType?.sys.id ?? '';
    if (!PAGE_TYPES.includes(type)) continue;
    const slug = entry.fields?.slug?.[locale];
    if (typeof slug !== 'string') continue;
    const key = slug.toLowerCase();
    if (reserved.has(key)) {
      problems.push(`entry ${entry.sys.id} (${type}) field slug: "/${slug}" is an app route, so this page would never be shown`);
    }
    const other = seen.get(key);
    if (other) problems.push(`entry ${entry.sys.id} (${type}) field slug: "/${slug}" is also the slug of ${other}`);
    else seen.set(key, `${entry.sys.id} (${type})`);
  }
  return problems;
}
