/**
 * What one shopper's cart must hold, from the answers the shop gave. Each
 * variant has a range of quantities: an acknowledged add or quantity change
 * (2xx) moves both ends, a refused one (4xx) moves neither, and one whose
 * outcome is unknown (503, a reset, a timeout: the platform may or may not
 * have applied it) widens the range to allow both. The cart read back from
 * the platform must sit inside every range: below it an acknowledged add was
 * lost, above it the shop applied a change twice.
 */
export type Outcome = 'acknowledged' | 'refused' | 'unknown';

export interface QuantityRange {
  min: number;
  max: number;
}

export interface CartProblem {
  kind: 'lost' | 'extra';
  variantId: string;
  expected: QuantityRange;
  actual: number;
}

export class CartModel {
  readonly lines = new Map<string, QuantityRange>();

  /** The range of a variant (0…0 when never touched). */
  range(variantId: string): QuantityRange {
    return this.lines.get(variantId) ?? {min: 0, max: 0};
  }

  add(variantId: string, quantity: number, outcome: Outcome) {
    if (outcome === 'refused') return;
    const {min, max} = this.range(variantId);
    this.lines.set(variantId, outcome === 'acknowledged' ? {min: min + quantity, max: max + quantity} : {min, max: max + quantity});
  }

  /** A quantity change of the variant's line to `quantity`. */
  set(variantId: string, quantity: number, outcome: Outcome) {
    if (outcome === 'refused') return;
    const {min, max} = this.range(variantId);
    this.lines.set(
      variantId,
      outcome === 'acknowledged' ? {min: quantity, max: quantity} : {min: Math.min(min, quantity), max: Math.max(max, quantity)},
    );
  }

  /**
   * After reading the cart: an uncertain range collapses to what the platform holds when that
   * is inside it (the unknown change did or did not happen, and now we know which).
   */
  settle(actual: ReadonlyMap<string, number>) {
    for (const [variantId, range] of this.lines) {
      const quantity = actual.get(variantId) ?? 0;
      if (range.min !== range.max && quantity >= range.min && quantity <= range.max)
        this.lines.set(variantId, {min: quantity, max: quantity});
    }
  }

  /** Every variant whose quantity in the cart is outside its range. */
  check(actual: ReadonlyMap<string, number>): CartProblem[] {
    const problems: CartProblem[] = [];
    for (const [variantId, expected] of this.lines) {
      const quantity = actual.get(variantId) ?? 0;
      if (quantity < expected.min) problems.push({kind: 'lost', variantId, expected: {...expected}, actual: quantity});
      else if (quantity > expected.max) problems.push({kind: 'extra', variantId, expected: {...expected}, actual: quantity});
    }
    return problems;
  }
}
