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
  /** The selling plan (subscription, prepaid or deposit) the line is bought on, when any. */
  sellingPlanId?: string;
}

/**
 * Merges the agent's lines per variant and plan and caps the variant's lines together at the
 * per-variant maximum, with a warning for each reduced line (the shop's cart reduces to the
 * remaining room and tells the buyer, rather than refusing); a line left with no room is dropped.
 */
export function capPerVariant(
  lines: readonly WantedLine[],
  root = '$',
  max = MAX_QUANTITY_PER_VARIANT,
): {lines: WantedLine[]; messages: UcpMessage[]} {
  const merged: WantedLine[] = [];
  for (const line of lines) {
    const same = merged.find((m) => m.variantId === line.variantId && m.sellingPlanId === line.sellingPlanId);
    if (same) same.quantity += line.quantity;
    else merged.push({...line});
  }
  const messages: UcpMessage[] = [];
  const used = new Map<number, number>();
  for (const line of merged) {
    const room = max - (used.get(line.variantId) ?? 0);
    used.set(line.variantId, Math.min(max, (used.get(line.variantId) ?? 0) + line.quantity));
    if (line.quantity <= room) continue;
    line.quantity = room;
    messages.push(
      warningMessage(
        'max_quantity_exceeded',
        `You can add up to ${max} of this item; the quantity was set to ${max}.`,
        `${root}.line_items[${line.index}].quantity`,
      ),
    );
  }
  return {lines: merged.filter((l) => l.quantity > 0), messages};
}
