/** Shown when a typed discount code does not apply. */
export const INVALID_DISCOUNT_MESSAGE = 'Invalid discount code';

type CodeState = {code: string; applicable: boolean};
const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** Codes as the shopper typed them: trimmed, no empties, no duplicates (case-insensitive). */
export function normalizeCodes(codes: readonly unknown[]): string[] {
  const out: string[] = [];
  for (const raw of codes) {
    if (typeof raw !== 'string') continue;
    const code = raw.trim().slice(0, 100);
    if (code && !out.some((c) => same(c, code))) out.push(code);
  }
  return out;
}

/** A requested code is rejected when the cart returns it missing or not applicable. */
export function rejectedCodes(requested: readonly string[], returned: readonly CodeState[] | null | undefined): string[] {
  return requested.filter((code) => !returned?.some((c) => same(c.code, code) && c.applicable));
}

/** The codes to keep on the cart once the rejected ones are taken off. */
export function acceptedCodes(returned: readonly CodeState[] | null | undefined, rejected: readonly string[]): string[] {
  return (returned ?? []).filter((c) => !rejected.some((r) => same(r, c.code))).map((c) => c.code);
}

/** The cart action that sets the cart's discount codes (Hydrogen's `CartForm.ACTIONS.DiscountCodesUpdate`). */
const DISCOUNT_CODES_UPDATE = 'DiscountCodesUpdate';

/**
 * The message a discount code change was refused with, if the last cart change
 * was one. It is told at the code field, where the shopper is looking, rather
 * than with the cart's other alerts at the top.
 */
export function discountFieldError(result: {action?: string; error?: string} | null | undefined): string | null {
  return result?.action === DISCOUNT_CODES_UPDATE && result.error ? result.error : null;
}
