import {warningMessage, type UcpMessage} from './messages.js';

/** The shop's rule for every cart, agents' too: at most 10 of one variant across all lines. */
export const MAX_QUANTITY_PER_VARIANT = 10;
/** Shopify refuses any input list longer than this; one cart holds no more lines. */
export const MAX_LINE_ITEMS = 250;

export interface WantedLine {
  variantId: number;
  quantity: number;
  /** Where the agent asked for it: the index in its line_items. */
  index: number;
}

/**
 * Merges the agent's lines per variant and caps each at the per-variant maximum,
 * with a warning for each reduced line (the shop's cart reduces to the remaining
 * room and tells the buyer, rather than refusing).
 */
export function capPerVariant(
  lines: readonly WantedLine[],
  root = '$',
  max = MAX_QUANTITY_PER_VARIANT,
): {lines: WantedLine[]; messages: UcpMessage[]} {
  const merged: WantedLine[] = [];
  for (const line of lines) {
    const same = merged.find((m) => m.variantId === line.variantId);
    if (same) same.quantity += line.quantity;
    else merged.push({...line});
  }
  const messages: UcpMessage[] = [];
  for (const line of merged) {
    if (line.quantity <= max) continue;
    line.quantity = max;
    messages.push(
      warningMessage(
        'max_quantity_exceeded',
        `You can add up to ${max} of this item; the quantity was set to ${max}.`,
        `${root}.line_items[${line.index}].quantity`,
      ),
    );
  }
  return {lines: merged, messages};
}
