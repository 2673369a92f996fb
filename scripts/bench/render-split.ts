/** A render's wall time split into time waiting for the platform and the rest (the worker's own work). */
export interface RenderSplit {
  totalMs: number;
  platformMs: number;
  renderMs: number;
}

/**
 * How long, within [from, to], at least one platform request was open: the
 * union of the intervals, so parallel requests count once. What is left of the
 * render's wall time is the worker's own work (rendering, parsing, waiting for
 * the CPU), the part a change to the code can save.
 */
export function platformWait(intervals: ReadonlyArray<{start: number; end: number}>, from: number, to: number): number {
  const clipped = intervals
    .map(({start, end}) => ({start: Math.max(start, from), end: Math.min(Number.isNaN(end) ? to : end, to)}))
    .filter(({start, end}) => end > start)
    .sort((a, b) => a.start - b.start);
  let total = 0;
  let open: {start: number; end: number} | null = null;
  for (const interval of clipped) {
    if (open && interval.start <= open.end) open.end = Math.max(open.end, interval.end);
    else {
      if (open) total += open.end - open.start;
      open = {...interval};
    }
  }
  if (open) total += open.end - open.start;
  return total;
}

/** The median of each part over several renders of one page. */
export function medianSplit(splits: readonly RenderSplit[]): RenderSplit {
  const med = (values: number[]) => {
    const sorted = [...values].sort((a, b) => a - b);
    return sorted.length ? Math.round(sorted[sorted.length >> 1]! * 10) / 10 : Number.NaN;
  };
  return {
    totalMs: med(splits.map((s) => s.totalMs)),
    platformMs: med(splits.map((s) => s.platformMs)),
    renderMs: med(splits.map((s) => s.renderMs)),
  };
}
