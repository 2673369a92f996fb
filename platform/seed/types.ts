import type {SellingPlanGroupKey} from './selling-plans.js';

export type ProductType = 'Toothpaste' | 'Toothbrush' | 'Whitening' | 'Bundle' | 'Accessory' | 'Mouthwash' | 'Floss' | 'Gift';

export type ArtKind =
  'tube' | 'kids-tube' | 'brush' | 'sonic' | 'pen' | 'kit' | 'led-kit' | 'bundle' | 'bottle' | 'floss' | 'gift' | 'heads' | 'charger';

export interface SeedVariant {
  /** Option name → value, e.g. {Flavor: 'Cool Mint', Size: '4.8 oz'}. */
  options: Record<string, string>;
  /** Prices in cents. */
  price: number;
  compareAt?: number;
  inventory: number;
  /** Hex colour for Color variants; also drives the per-colour image. */
  colorValue?: string;
  barcode?: string;
  weightOz?: number;
}

export interface SeedProduct {
  handle: string;
  title: string;
  type: ProductType;
  tags: string[];
  descriptionHtml: string;
  variants: SeedVariant[];
  /** Drawing used for the generated SVG art. */
  art: {kind: ArtKind; colors: [string, string]};
  /** Selling plan group key (see selling-plans.ts). */
  plans?: SellingPlanGroupKey;
  requiresSellingPlan?: boolean;
  /** Days before the seed reference date the product was published. */
  ageDays: number;
  recommended?: string[];
  ingredients?: string;
  variantDefaultIndex?: number;
  alternate?: {handle: string; variantIndex: number; title: string};
  /** Units sold, for BEST_SELLING. */
  sold?: number;
}
