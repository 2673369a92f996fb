import {BRUSHES} from './products-brushes.js';
import {BUNDLES} from './products-bundles.js';
import {OTHERS} from './products-other.js';
import {PASTES} from './products-paste.js';
import {WHITENING} from './products-whitening.js';
import type {SeedProduct} from './types.js';

/** The seed catalog, in id order: product ids start at 1001. */
export const SEED_PRODUCTS: SeedProduct[] = [...WHITENING, ...BRUSHES, ...PASTES, ...BUNDLES, ...OTHERS];

export const FIRST_PRODUCT_ID = 1001;
/** Fixed reference date so seeded timestamps are deterministic. */
export const SEED_REFERENCE_DATE = Date.parse('2025-06-01T12:00:00Z');
