import type {RuleLine} from './types';

/** No more than 10 of one variant in the cart. */
export const MAX_QUANTITY_PER_VARIANT = 10;

/**
 * A quantity typed or posted by the shopper: a whole number of at least `min`
 * (1 for an add, 0 for an update, where 0 removes the line), capped at `max`.
 * Anything else (negative, fractional, text, absent on an update) is null: the
 * request is refused with a message and the cart stays as it was.
 */
export function parseQuantity(value: unknown, {min = 1, max = MAX_QUANTITY_PER_VARIANT} = {}): number | null {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  if (!/^\d{1,15}$/.test(text)) return null;
  const n = Number(text);
  return n < min ? null : Math.min(n, max);
}

type QtyLine = Pick<RuleLine, 'id' | 'quantity'> & {merchandise: {id: string}};

/** How many more of a variant fit, summed across all its lines (optionally leaving one line out). */
export function roomFor(variantId: string, lines: readonly QtyLine[], exceptLineId?: string): number {
  const used = lines
    .filter((line) => line.merchandise.id === variantId && line.id !== exceptLineId)
    .reduce((sum, line) => sum + line.quantity, 0);
  return Math.max(0, MAX_QUANTITY_PER_VARIANT - used);
}

/**
 * Each added quantity is reduced to the room left for its
 * variant (requests in one batch share the room). Lines with no room left
 * are dropped; `limited` is the max-quantity alert flag.
 */
export function limitAdds<T extends {merchandiseId: string; quantity: number}>(
  requests: readonly T[],
  lines: readonly QtyLine[],
): {lines: T[]; limited: boolean} {
  const room = new Map<string, number>();
  let limited = false;
  const out: T[] = [];
  for (const request of requests) {
    const left = room.get(request.merchandiseId) ?? roomFor(request.merchandiseId, lines);
    const quantity = Math.min(request.quantity, left);
    if (quantity < request.quantity) limited = true;
    room.set(request.merchandiseId, left - quantity);
    if (quantity > 0) out.push({...request, quantity});
  }
  return {lines: out, limited};
}

/** The same rule for quantity updates: a line may grow only into its variant's room. */
export function limitUpdates<T extends {id: string; quantity?: number | null; merchandiseId?: string | null}>(
  updates: readonly T[],
  lines: readonly QtyLine[],
): {lines: T[]; limited: boolean} {
  let limited = false;
  const out = updates.map((update) => {
    const line = lines.find((l) => l.id === update.id);
    if (update.quantity == null) return update;
    // A line not (or no longer) in the cart: the platform answers for it; never pass on more than the cap.
    if (!line) return update.quantity > MAX_QUANTITY_PER_VARIANT ? {...update, quantity: MAX_QUANTITY_PER_VARIANT} : update;
    // An update that switches the line's variant is judged against the new variant's room.
    const max = roomFor(update.merchandiseId ?? line.merchandise.id, lines, line.id);
    if (update.quantity <= max) return update;
    limited = true;
    return {...update, quantity: max};
  });
  return {lines: out, limited};
}

/**
 * Re-check after a write (the per-variant cap under concurrency): two requests can
 * both see room for a variant and both add, leaving more than 10 in the cart.
 * Returns the line updates that bring every variant in `variantIds` back to
 * the cap, taking the excess off its last lines first (0 removes a line).
 * Updates carry absolute quantities, so two requests correcting the same
 * snapshot write the same values; an empty list means the cart is within
 * the rule.
 */
export function overLimitCorrections(lines: readonly QtyLine[], variantIds: Iterable<string>): Array<{id: string; quantity: number}> {
  const out: Array<{id: string; quantity: number}> = [];
  for (const variantId of new Set(variantIds)) {
    const own = lines.filter((line) => line.merchandise.id === variantId);
    let excess = own.reduce((sum, line) => sum + line.quantity, 0) - MAX_QUANTITY_PER_VARIANT;
    for (let i = own.length - 1; excess > 0 && i >= 0; i--) {
      const line = own[i]!;
      const cut = Math.min(line.quantity, excess);
      out.push({id: line.id, quantity: line.quantity - cut});
      excess -= cut;
    }
  }
  return out;
}
