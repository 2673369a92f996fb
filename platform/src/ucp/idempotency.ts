/**
 * Answers remembered per idempotency key, so a retried call (a lost response, a
 * second click) answers what the first one did instead of acting twice. Bounded:
 * the oldest keys are forgotten first.
 */
export class IdempotencyStore<T> {
  private answers = new Map<string, {fingerprint: string; answer: T}>();

  constructor(private readonly capacity = 1000) {}

  /** The remembered answer for `key`; `conflict` when the key was used for a different call. */
  lookup(key: string, fingerprint: string): {kind: 'new'} | {kind: 'repeat'; answer: T} | {kind: 'conflict'} {
    const seen = this.answers.get(key);
    if (!seen) return {kind: 'new'};
    return seen.fingerprint === fingerprint ? {kind: 'repeat', answer: seen.answer} : {kind: 'conflict'};
  }

  remember(key: string, fingerprint: string, answer: T): void {
    this.answers.delete(key);
    this.answers.set(key, {fingerprint, answer});
    while (this.answers.size > this.capacity) this.answers.delete(this.answers.keys().next().value!);
  }
}
