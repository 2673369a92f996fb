/**
 * One emulated phone on any host. Lighthouse slows the CPU by a fixed factor
 * (4× for mobile), so the same page scores better on a faster machine and a
 * budget that passes on one host fails on another. Scaling the slowdown with
 * the host's own speed (Lighthouse's `benchmarkIndex`) makes every host
 * emulate the same device: the one a host rated 2,200 emulates at 4×, between
 * Chrome's low-tier (264) and mid-tier (1,000) device presets.
 */
export const REFERENCE_DEVICE_INDEX = 550;

/** Lighthouse's own mobile slowdown, kept as the uncalibrated reference column. */
export const DEFAULT_CPU_SLOWDOWN = 4;

/** The CPU slowdown that makes a host with this `benchmarkIndex` emulate the reference device (never below 1). */
export function calibratedSlowdown(benchmarkIndex: number): number {
  if (!Number.isFinite(benchmarkIndex) || benchmarkIndex <= 0)
    throw new Error(`benchmarkIndex must be a positive number (got ${benchmarkIndex})`);
  return Math.max(1, Math.round((benchmarkIndex / REFERENCE_DEVICE_INDEX) * 100) / 100);
}

/** The median of the values that are numbers (null when none is). */
export function medianOf(values: ReadonlyArray<number | null | undefined>): number | null {
  const sorted = values.filter((v): v is number => typeof v === 'number' && Number.isFinite(v)).sort((a, b) => a - b);
  if (!sorted.length) return null;
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}
