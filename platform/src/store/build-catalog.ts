import {FIRST_PRODUCT_ID, SEED_PRODUCTS, SEED_REFERENCE_DATE} from '../../seed/catalog.js';
import {productArt, slug} from '../../seed/images.js';
import type {ImageRecord, MetafieldRecord, ProductRecord, VariantRecord} from './types.js';

export const IMAGE_SIZE = 1200;
const DAY = 86_400_000;

export function stripHtml(html: string): string {
  return html
    .replace(/<\/(p|li)>/g, '$&\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&amp;/g, '&')
    .replace(/\n+/g, ' ')
    .trim();
}

export interface BuiltCatalog {
  products: ProductRecord[];
  inventory: Map<number, number>;
}

/** Turns the seed catalog into product records with stable ids. */
export function buildCatalog(): BuiltCatalog {
  const byHandle = new Map(SEED_PRODUCTS.map((p, i) => [p.handle, FIRST_PRODUCT_ID + i]));
  const inventory = new Map<number, number>();
  let imageId = 30001;
  const products = SEED_PRODUCTS.map((seed, index): ProductRecord => {
    const id = FIRST_PRODUCT_ID + index;
    const published = new Date(SEED_REFERENCE_DATE - seed.ageDays * DAY);
    const images: ImageRecord[] = [];
    const imageByColor = new Map<string, number>();
    for (const art of productArt(seed)) {
      const image = {id: imageId++, name: art.name, alt: art.alt, width: IMAGE_SIZE, height: IMAGE_SIZE};
      images.push(image);
      if (art.color) imageByColor.set(art.color, image.id);
    }
    const optionNames = [...new Set(seed.variants.flatMap((v) => Object.keys(v.options)))];
    const options = optionNames.map((name) => ({
      name,
      values: [...new Set(seed.variants.map((v) => v.options[name]).filter((x): x is string => !!x))],
    }));
    const variants = seed.variants.map((sv, i): VariantRecord => {
      const variantId = id * 100 + i + 1;
      inventory.set(variantId, sv.inventory);
      const metafields: MetafieldRecord[] = [];
      if (sv.colorValue) metafields.push({namespace: 'custom', key: 'color_value', type: 'color', value: sv.colorValue});
      // The key of the variant's CMS content (gallery, order, tags): `<handle>-<option values>`.
      metafields.push({
        namespace: 'custom',
        key: 'cms_id',
        type: 'single_line_text_field',
        value: slug(`${seed.handle} ${Object.values(sv.options).join(' ')}`),
      });
      const color = sv.options.Color;
      return {
        id: variantId,
        productId: id,
        sku: `OC-${id}-${String(i + 1).padStart(2, '0')}`,
        title: Object.values(sv.options).join(' / '),
        price: sv.price,
        compareAt: sv.compareAt ?? null,
        options: optionNames.filter((n) => sv.options[n]).map((name) => ({name, value: sv.options[name]!})),
        imageId: (color && imageByColor.get(color)) || images[0]!.id,
        barcode: `0350000${String(variantId).padStart(6, '0')}`,
        weightOz: sv.weightOz ?? (seed.type === 'Toothbrush' ? 6 : 5),
        metafields,
      };
    });
    const metafields: MetafieldRecord[] = [];
    if (seed.recommended) {
      metafields.push({
        namespace: 'custom',
        key: 'recommended',
        type: 'list.single_line_text_field',
        value: JSON.stringify(seed.recommended),
      });
    }
    if (seed.ingredients)
      metafields.push({namespace: 'custom', key: 'ingredients', type: 'multi_line_text_field', value: seed.ingredients});
    metafields.push({
      namespace: 'custom',
      key: 'variant_default_index',
      type: 'number_integer',
      value: String(seed.variantDefaultIndex ?? 0),
    });
    if (seed.alternate) {
      const altId = byHandle.get(seed.alternate.handle);
      if (!altId) throw new Error(`Unknown alternate product ${seed.alternate.handle}`);
      const altVariant = altId * 100 + seed.alternate.variantIndex + 1;
      metafields.push({
        namespace: 'subscription',
        key: 'alternate_variant',
        type: 'variant_reference',
        value: `gid://shopify/ProductVariant/${altVariant}`,
      });
      metafields.push({
        namespace: 'subscription',
        key: 'alternate_variant_title',
        type: 'single_line_text_field',
        value: seed.alternate.title,
      });
    }
    return {
      id,
      handle: seed.handle,
      title: seed.title,
      productType: seed.type,
      vendor: seed.handle.startsWith('hum-') ? 'hum' : 'Oral Care Co.',
      tags: [...seed.tags].sort(),
      descriptionHtml: seed.descriptionHtml,
      description: stripHtml(seed.descriptionHtml),
      publishedAt: published.toISOString().replace(/\.\d{3}Z$/, 'Z'),
      createdAt: new Date(published.getTime() - 7 * DAY).toISOString().replace(/\.\d{3}Z$/, 'Z'),
      updatedAt: new Date(published.getTime() + DAY).toISOString().replace(/\.\d{3}Z$/, 'Z'),
      images,
      options,
      variants,
      sellingPlanGroup: seed.plans ?? null,
      requiresSellingPlan: !!seed.requiresSellingPlan,
      metafields,
      sold: seed.sold ?? 0,
    };
  });
  return {products, inventory};
}
