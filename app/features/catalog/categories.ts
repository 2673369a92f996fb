import type {ContentClient} from '~/clients/content/client';
import type {ContentEntry} from '~/clients/content/types';

/** The default category handle. */
export const DEFAULT_CATEGORY_HANDLE = 'all';

export interface CategoryFields {
  handle: string;
  label: string;
  description?: string;
  products?: string[];
  subCategories?: Array<ContentEntry<CategoryFields>>;
  accentColor?: string;
  seoTitle?: string;
  seoDescription?: string;
}

export interface CategorySection {
  handle: string;
  label: string;
  productHandles: string[];
}

export interface CategoryView {
  handle: string;
  label: string;
  description: string;
  seoTitle?: string;
  seoDescription?: string;
  /** Own products first, then one section per subcategory, as the CMS orders them. */
  sections: CategorySection[];
  /** Empty list means every product (the `all` category). */
  allHandles: string[];
}

const HANDLE = /^[a-z0-9][a-z0-9-]{0,99}$/;

/** The categories guard: the CMS category for a handle, or null when it is not one. */
export async function findCategory(content: ContentClient, handle: string): Promise<CategoryView | null> {
  if (!HANDLE.test(handle)) return null;
  const entry = await content.getEntryBy<CategoryFields>('category', 'handle', handle, {});
  return entry ? toCategoryView(entry) : null;
}

export function toCategoryView(entry: ContentEntry<CategoryFields>): CategoryView {
  const own = (entry.fields.products ?? []).filter((h) => HANDLE.test(h));
  const sections: CategorySection[] = [];
  if (own.length) sections.push({handle: entry.fields.handle, label: entry.fields.label, productHandles: own});
  for (const sub of entry.fields.subCategories ?? []) {
    const handles = (sub.fields.products ?? []).filter((h) => HANDLE.test(h));
    if (handles.length) sections.push({handle: sub.fields.handle, label: sub.fields.label, productHandles: handles});
  }
  return {
    handle: entry.fields.handle,
    label: entry.fields.label,
    description: entry.fields.description ?? '',
    seoTitle: entry.fields.seoTitle,
    seoDescription: entry.fields.seoDescription,
    sections,
    allHandles: [...new Set(sections.flatMap((s) => s.productHandles))],
  };
}

/** Shopify search syntax selecting products by handle. */
export function handlesQuery(handles: string[]): string {
  return handles.map((h) => `handle:${h}`).join(' OR ');
}

export interface CategoryListItem {
  handle: string;
  label: string;
  parentCategory: string | null;
  products: string[];
  subCategories: Array<{handle: string; label: string; products: string[]}>;
}

/** The category list of `GET /api/cms/categories`. */
export function toCategoryList(
  entries: Array<ContentEntry<CategoryFields & {parentCategory?: {fields: CategoryFields}}>>,
): CategoryListItem[] {
  return entries
    .filter((e) => e.fields.handle && e.fields.label)
    .map((e) => ({
      handle: e.fields.handle,
      label: e.fields.label,
      parentCategory: e.fields.parentCategory?.fields?.handle ?? null,
      products: (e.fields.products ?? []).filter((h) => HANDLE.test(h)),
      subCategories: (e.fields.subCategories ?? [])
        .filter((s) => s?.fields?.handle)
        .map((s) => ({handle: s.fields.handle, label: s.fields.label, products: (s.fields.products ?? []).filter((h) => HANDLE.test(h))})),
    }));
}
