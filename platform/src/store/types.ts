import type {SellingPlanGroupKey} from '../../seed/selling-plans.js';

export interface ImageRecord {
  id: number;
  /** Art file base name; served as /cdn/shop/files/<name>.png */
  name: string;
  alt: string;
  width: number;
  height: number;
}

export interface MetafieldRecord {
  namespace: string;
  key: string;
  type: string;
  value: string;
}

export interface VariantRecord {
  id: number;
  productId: number;
  sku: string;
  title: string;
  price: number;
  compareAt: number | null;
  options: Array<{name: string; value: string}>;
  imageId: number | null;
  barcode: string;
  weightOz: number;
  metafields: MetafieldRecord[];
}

export interface ProductRecord {
  id: number;
  handle: string;
  title: string;
  productType: string;
  vendor: string;
  tags: string[];
  descriptionHtml: string;
  description: string;
  publishedAt: string;
  createdAt: string;
  updatedAt: string;
  images: ImageRecord[];
  options: Array<{name: string; values: string[]}>;
  variants: VariantRecord[];
  sellingPlanGroup: SellingPlanGroupKey | null;
  requiresSellingPlan: boolean;
  metafields: MetafieldRecord[];
  sold: number;
}
