import {toNumber, type RuleLine} from './types';
import {isFreeGiftProduct} from './lines';

/** Fixed pairings: a product in the cart suggests its natural companion. */
export const TOP_PICK_PAIRINGS: Readonly<Record<string, string>> = {
  'hum-smart-toothbrush': 'hum-replacement-brush-heads',
  'hum-smart-battery-toothbrush': 'hum-replacement-brush-heads',
  'hum-kids-smart-toothbrush': 'hum-kids-replacement-brush-heads',
  'optic-white-pro-led-kit': 'optic-white-express-pen',
  'optic-white-comfort-fit-kit': 'optic-white-renewal-toothpaste',
  'expanding-dental-floss': 'total-pro-shield-mouthwash',
};
/** Shown when the cart is empty. */
export const DEFAULT_TOP_PICKS = ['total-whitening-toothpaste', 'hum-smart-toothbrush'] as const;
export const MAX_RECOMMENDED_PICKS = 3;

export type TopPickSource =
  | {kind: 'pairing'; handles: string[]}
  | {kind: 'recommended'; productId: string; handle: string}
  | {kind: 'defaults'; handles: string[]}
  | {kind: 'none'};

/** Top picks: one product by fixed pairing, else the most expensive line's recommendations, else defaults. */
export function topPickSource(lines: readonly RuleLine[], pairings: Readonly<Record<string, string>> = TOP_PICK_PAIRINGS): TopPickSource {
  const own = lines.filter((l) => !isFreeGiftProduct(l));
  if (!own.length) return {kind: 'defaults', handles: [...DEFAULT_TOP_PICKS]};
  const inCart = new Set(lines.map((l) => l.merchandise.product.handle));
  const byPrice = [...own].sort((a, b) => toNumber(b.cost?.amountPerQuantity) - toNumber(a.cost?.amountPerQuantity));
  for (const line of byPrice) {
    const pair = pairings[line.merchandise.product.handle];
    if (pair && !inCart.has(pair)) return {kind: 'pairing', handles: [pair]};
  }
  const top = byPrice[0];
  return top.merchandise.product.id
    ? {kind: 'recommended', productId: top.merchandise.product.id, handle: top.merchandise.product.handle}
    : {kind: 'none'};
}

export interface PickCandidate {
  handle: string;
  availableForSale: boolean;
  variants: {nodes: Array<{id: string; availableForSale: boolean; quantityAvailable?: number | null}>};
}

/** The first variant a shopper can add in one click, or null when none is in stock. */
export function addableVariant<P extends PickCandidate>(product: P): P['variants']['nodes'][number] | null {
  if (!product.availableForSale) return null;
  return product.variants.nodes.find((v) => v.availableForSale && (v.quantityAvailable ?? 1) >= 1) ?? null;
}

/** In-stock candidates not already in the cart and not gifts, at most `limit`. */
export function pickProducts<P extends PickCandidate>(
  candidates: readonly (P | null | undefined)[],
  lines: readonly RuleLine[],
  limit = MAX_RECOMMENDED_PICKS,
): P[] {
  const inCart = new Set(lines.map((l) => l.merchandise.product.handle));
  const seen = new Set<string>();
  const out: P[] = [];
  for (const product of candidates) {
    if (!product || inCart.has(product.handle) || seen.has(product.handle)) continue;
    if (product.handle.includes('free-gift') || !addableVariant(product)) continue;
    seen.add(product.handle);
    out.push(product);
    if (out.length >= limit) break;
  }
  return out;
}
