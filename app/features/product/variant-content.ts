import type {ContentClient} from '~/clients/content/client';
import type {ContentAsset} from '~/clients/content/types';

/**
 * A variant's content from the CMS (content type `productVariant`), keyed by the variant's
 * `custom.cms_id` metafield: its own gallery, its place among the product's variants and its tags
 * (the Storefront API 2023-04 has no variant tags).
 */
export interface VariantContent {
  cmsId: string;
  /** Lower comes first; null keeps the store's order, after the sorted ones. */
  sort: number | null;
  tags: string[];
  /** The primary image first, then the gallery in its order; each image once. */
  images: GalleryImage[];
}

/** An image of the store (Storefront API `Image`). */
export interface StoreImage {
  id?: string | null;
  url: string;
  altText?: string | null;
  width?: number | null;
  height?: number | null;
}

/** An image as the product gallery draws it; `cms` ones go through the CMS's image API. */
export interface GalleryImage extends StoreImage {
  cms?: boolean;
}

interface Fields {
  cmsId?: unknown;
  sort?: unknown;
  tags?: unknown;
  imagePrimary?: unknown;
  images?: unknown;
}

/** A resolved, published image asset; a link left unresolved (a draft or deleted asset) is not one. */
const isImage = (value: unknown): value is ContentAsset =>
  typeof (value as ContentAsset | null)?.url === 'string' && /^image\//.test((value as ContentAsset).contentType ?? '');

const toGalleryImage = (asset: ContentAsset): GalleryImage => ({
  id: asset.id,
  url: asset.url,
  altText: asset.description || asset.title || null,
  width: asset.width ?? null,
  height: asset.height ?? null,
  cms: true,
});

/** One entry's fields as variant content; null without a cmsId. */
export function toVariantContent(fields: Fields): VariantContent | null {
  if (typeof fields.cmsId !== 'string' || !fields.cmsId) return null;
  const gallery = [fields.imagePrimary, ...(Array.isArray(fields.images) ? fields.images : [])].filter(isImage);
  const seen = new Set<string>();
  return {
    cmsId: fields.cmsId,
    sort: typeof fields.sort === 'number' && Number.isFinite(fields.sort) ? fields.sort : null,
    tags: Array.isArray(fields.tags) ? fields.tags.filter((t): t is string => typeof t === 'string' && t.trim() !== '') : [],
    images: gallery.filter((asset) => !seen.has(asset.id) && seen.add(asset.id)).map(toGalleryImage),
  };
}

/**
 * The variant content of a product's variants, by cmsId. Read by product handle so that it rides
 * in the content batch beside the product query instead of waiting for the variants' cmsIds.
 * Empty when there is none or the CMS cannot answer: the variants then show their store images.
 */
export async function findVariantContent(content: ContentClient, handle: string): Promise<Record<string, VariantContent>> {
  try {
    const entries = await content.getEntries<Fields>({content_type: 'productVariant', 'fields.product': handle});
    const byId: Record<string, VariantContent> = {};
    for (const entry of entries) {
      const variant = toVariantContent(entry.fields);
      if (variant) byId[variant.cmsId] = variant;
    }
    return byId;
  } catch {
    return {};
  }
}

type VariantWithImage = {cmsId?: {value?: string | null} | null; image?: StoreImage | null};

/** A variant's content, if the CMS has some for its cmsId. */
export function contentOf(variant: VariantWithImage, contents: Record<string, VariantContent>): VariantContent | null {
  const id = variant.cmsId?.value;
  return id && Object.hasOwn(contents, id) ? contents[id]! : null;
}

/**
 * The gallery while a variant is chosen: its CMS gallery when it has one; otherwise the variant's
 * store image first, then the product's other images.
 */
export function variantGallery(
  variant: VariantWithImage,
  productImages: StoreImage[],
  contents: Record<string, VariantContent>,
): GalleryImage[] {
  const own = contentOf(variant, contents)?.images;
  if (own?.length) return own;
  const lead = variant.image;
  return [...(lead ? [lead] : []), ...productImages.filter((image) => image.url !== lead?.url)];
}

/**
 * The option values in the order the CMS sorts their variants: a value goes where its
 * lowest-sorted variant goes; values whose variants have no sort follow, in the store's order.
 */
export function sortOptionValues<O extends {name: string; values: string[]}>(
  options: O[],
  variants: Array<VariantWithImage & {selectedOptions: Array<{name: string; value: string}>}>,
  contents: Record<string, VariantContent>,
): O[] {
  return options.map((option) => {
    const rank = (value: string) => {
      const sorts = variants
        .filter((v) => v.selectedOptions.some((o) => o.name === option.name && o.value === value))
        .map((v) => contentOf(v, contents)?.sort)
        .filter((sort): sort is number => typeof sort === 'number');
      return sorts.length ? Math.min(...sorts) : Number.POSITIVE_INFINITY;
    };
    const ranked = option.values.map((value, index) => ({value, index, rank: rank(value)}));
    ranked.sort((a, b) => a.rank - b.rank || a.index - b.index);
    return {...option, values: ranked.map((r) => r.value)};
  });
}
