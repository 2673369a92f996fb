import type {BundleStep} from './config';

export interface PickedItem {
  variantId: string;
  /** Unit price in currency units, as the Storefront API's decimal string. */
  price: string;
}

export type Selection = Record<string, string[]>;

const cents = (amount: string) => Math.round(Number(amount) * 100);
const toAmount = (value: number) => (value / 100).toFixed(2);

/**
 * Running bundle price: the items' total, the saving (percentage off each
 * line, rounded per line as the platform does), and what is left to pay.
 */
export function bundlePrice(items: PickedItem[], discountPercent: number) {
  const lineCents = items.map((item) => cents(item.price));
  const subtotal = lineCents.reduce((a, b) => a + b, 0);
  const saving = lineCents.reduce((sum, c) => sum + Math.round((c * discountPercent) / 100), 0);
  return {subtotal: toAmount(subtotal), saving: toAmount(saving), total: toAmount(subtotal - saving)};
}

/** Picks per step stay within the step's limit: choosing one more replaces the oldest pick. */
export function togglePick(selection: Selection, step: Pick<BundleStep, 'id' | 'pick'>, handle: string): Selection {
  const current = selection[step.id] ?? [];
  if (current.includes(handle)) return {...selection, [step.id]: current.filter((h) => h !== handle)};
  const next = [...current, handle];
  return {...selection, [step.id]: next.slice(Math.max(0, next.length - step.pick))};
}

/** The bundle is complete when every step has exactly its number of picks. */
export function isComplete(selection: Selection, steps: Array<Pick<BundleStep, 'id' | 'pick'>>): boolean {
  return steps.every((step) => (selection[step.id] ?? []).length === step.pick);
}

/** A new bundle id: one per bundle added to the cart. */
export function newBundleId(random: () => string = () => crypto.randomUUID()): string {
  return `bundle-${random()}`;
}
