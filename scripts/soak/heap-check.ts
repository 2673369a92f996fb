/** One sample of the shop isolate's heap, taken right after a full garbage collection. */
export interface HeapSample {
  minute: number;
  usedMB: number;
  totalMB: number;
  requests: number;
  /** ArrayBuffer backing stores, when the runtime's V8 reports them. */
  backingMB?: number;
  /** workerd's resident memory (the whole process), when it could be read. */
  rssMB?: number;
}

/** An isolate on Cloudflare has 128 MB; half of it is the budget for the heap left after a collection. */
export const HEAP_BUDGET_MB = 64;
/** The used heap may grow this much between minute 2 (caches warm) and the end of the run. */
export const HEAP_GROWTH_LIMIT = 0.1;
/** The baseline sample: the first at or after this minute (the caches fill in the first minutes). */
export const BASELINE_MINUTE = 2;

export interface HeapVerdict {
  baseline: HeapSample | null;
  last: HeapSample | null;
  growth: number;
  ok: boolean;
  problems: string[];
}

/** The used heap after GC: within 10 % between minute 2 and the last sample, and under 64 MB. */
export function heapVerdict(samples: readonly HeapSample[]): HeapVerdict {
  if (!samples.length) return {baseline: null, last: null, growth: 0, ok: false, problems: ['no heap sample was taken']};
  const baseline = samples.find((s) => s.minute >= BASELINE_MINUTE) ?? samples[0]!;
  const last = samples.at(-1)!;
  const growth = baseline.usedMB > 0 ? last.usedMB / baseline.usedMB - 1 : 0;
  const problems: string[] = [];
  if (growth > HEAP_GROWTH_LIMIT) {
    problems.push(
      `used heap grew ${(growth * 100).toFixed(1)} % (${baseline.usedMB.toFixed(1)} → ${last.usedMB.toFixed(1)} MB, minute ${baseline.minute} → ${last.minute}); the limit is ${HEAP_GROWTH_LIMIT * 100} %`,
    );
  }
  const peak = samples.reduce((top, s) => (s.usedMB > top.usedMB ? s : top));
  if (peak.usedMB >= HEAP_BUDGET_MB)
    problems.push(`used heap reached ${peak.usedMB.toFixed(1)} MB at minute ${peak.minute}; the budget is ${HEAP_BUDGET_MB} MB`);
  return {baseline, last, growth, ok: problems.length === 0, problems};
}
