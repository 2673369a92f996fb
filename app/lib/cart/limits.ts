/** Spec section 9: no more than 10 of one variant in the cart. */
export const MAX_QUANTITY_PER_VARIANT = 10;

/** A requested quantity as a whole number from 1 to the cap (bad input becomes 1). */
export function clampQuantity(value: unknown, max = MAX_QUANTITY_PER_VARIANT): number {
  const n = typeof value === 'number' ? value : Number.parseInt(String(value ?? ''), 10);
  if (!Number.isFinite(n) || n < 1) return 1;
  return Math.min(Math.floor(n), max);
}
