import {FAULT_WINDOWS, type FaultPhase} from './faults';
import {HEAP_BUDGET_MB, heapVerdict, type HeapSample} from './heap-check';
import type {GroupGrowth} from './snapshot-summary';

interface KindFigures {
  requests: number;
  statuses: Record<string, number>;
  totalMs: number;
}

export interface ServerError {
  minute: number;
  kind: string;
  path: string;
  status: number | string;
  phase: FaultPhase;
}

/** What one soak run counts as it goes; each run has its own. */
export class Tally {
  requests = 0;
  readonly kinds = new Map<string, KindFigures>();
  readonly statuses: Record<string, number> = {};
  readonly pageCache: Record<string, number> = {};
  readonly serverErrors: ServerError[] = [];
  readonly phaseStatuses: Record<string, Record<string, number>> = {};
  readonly perMinute: number[] = [];
  acknowledgedAdds = 0;
  lostAdds = 0;
  extraQuantities = 0;
  cartChecks = 0;
  readonly cartProblems: string[] = [];
  inspectorFailures = 0;
  readonly heapSamples: HeapSample[] = [];

  /** One answer (a status) or none (a string saying why), `minute` minutes into the run. */
  record(kind: string, requestPath: string, status: number | string, ms: number, phase: FaultPhase, minute: number, cache?: string | null) {
    this.requests += 1;
    const whole = Math.floor(minute);
    this.perMinute[whole] = (this.perMinute[whole] ?? 0) + 1;
    const figures = this.kinds.get(kind) ?? {requests: 0, statuses: {}, totalMs: 0};
    figures.requests += 1;
    figures.totalMs += ms;
    figures.statuses[status] = (figures.statuses[status] ?? 0) + 1;
    this.kinds.set(kind, figures);
    this.statuses[status] = (this.statuses[status] ?? 0) + 1;
    const byPhase = (this.phaseStatuses[phase] ??= {});
    byPhase[status] = (byPhase[status] ?? 0) + 1;
    if (cache) this.pageCache[cache] = (this.pageCache[cache] ?? 0) + 1;
    // A 503 is the shop saying "the platform is down, try again"; any other 5xx, or no answer at all, is a failure.
    if ((typeof status === 'number' && status >= 500 && status !== 503) || typeof status === 'string') {
      this.serverErrors.push({minute: Number(minute.toFixed(2)), kind, path: requestPath, status, phase});
    }
  }

  /** A cart problem kept for the figures (the first 50: a broken run would repeat them). */
  cartProblem(message: string) {
    if (this.cartProblems.length < 50) this.cartProblems.push(message);
  }
}

export interface RunFacts {
  date: string;
  minutes: number;
  shoppers: number;
  aimedRate: number;
  /** How long the traffic actually ran. */
  runMinutes: number;
  /** 'on', or why MCP was left out. */
  mcp: string;
  cartsReplaced: number;
  snapshots: {early?: string; late?: string};
  retained: readonly GroupGrowth[];
}

/** The run's figures (.cache/soak/last-run.json) and its verdict: `problems` empty is a pass. */
export function soakFigures(tally: Tally, run: RunFacts) {
  const heap = heapVerdict(tally.heapSamples);
  const non503 = tally.serverErrors.length;
  const {lostAdds, extraQuantities} = tally;
  const problems = [
    ...(non503 ? [`${non503} answers were a 5xx other than 503, or no answer at all`] : []),
    ...(lostAdds ? [`${lostAdds} acknowledged adds were not in the cart`] : []),
    ...(extraQuantities ? [`${extraQuantities} lines held more than the shop acknowledged`] : []),
    ...(run.cartsReplaced ? [`${run.cartsReplaced} cart ids were replaced`] : []),
    ...heap.problems,
  ];
  return {
    date: run.date,
    minutes: run.minutes,
    shoppers: run.shoppers,
    aimedRate: run.aimedRate,
    requests: tally.requests,
    requestsPerSecond: Number((tally.requests / (run.runMinutes * 60)).toFixed(1)),
    requestsPerMinute: tally.perMinute,
    statuses: tally.statuses,
    fiveOhThree: tally.statuses['503'] ?? 0,
    otherServerErrors: non503,
    serverErrors: tally.serverErrors.slice(0, 50),
    statusesByFaultPhase: tally.phaseStatuses,
    pageCache: tally.pageCache,
    kinds: Object.fromEntries(
      [...tally.kinds].map(([kind, k]) => [
        kind,
        {requests: k.requests, averageMs: Math.round(k.totalMs / k.requests), statuses: k.statuses},
      ]),
    ),
    cart: {
      acknowledgedAdds: tally.acknowledgedAdds,
      lostAdds,
      extraQuantities,
      cartsReplaced: run.cartsReplaced,
      checks: tally.cartChecks,
      problems: tally.cartProblems,
    },
    mcp: run.mcp,
    inspectorFailures: tally.inspectorFailures,
    faults: FAULT_WINDOWS,
    heap: {
      budgetMB: HEAP_BUDGET_MB,
      samples: tally.heapSamples,
      baseline: heap.baseline,
      last: heap.last,
      growthPercent: Number((heap.growth * 100).toFixed(1)),
    },
    snapshots: {
      files: run.snapshots,
      grewMost: run.retained.map((g) => ({
        group: g.group,
        count: `${g.early.count} → ${g.late.count}`,
        selfKB: `${(g.early.selfBytes / 1024).toFixed(0)} → ${(g.late.selfBytes / 1024).toFixed(0)}`,
        deltaKB: Number((g.bytesDelta / 1024).toFixed(1)),
      })),
    },
    problems,
  };
}

export type SoakFigures = ReturnType<typeof soakFigures>;

/** The summary the command prints at the end. */
export function summaryLines(figures: SoakFigures): string[] {
  const {cart, heap} = figures;
  const lines = [
    '\n=== soak summary ===',
    `requests ${figures.requests} (${figures.requestsPerSecond}/s) · statuses ${JSON.stringify(figures.statuses)}`,
    `503 ${figures.fiveOhThree} · other 5xx or no answer ${figures.otherServerErrors} · page cache ${JSON.stringify(figures.pageCache)}`,
    `adds acknowledged ${cart.acknowledgedAdds} · lost ${cart.lostAdds} · over-applied ${cart.extraQuantities} · carts replaced ${cart.cartsReplaced} · cart checks ${cart.checks}`,
  ];
  if (heap.baseline && heap.last) {
    const first = heap.baseline;
    const last = heap.last;
    lines.push(
      `heap after GC        minute ${String(first.minute).padStart(5)}   minute ${String(last.minute).padStart(5)}`,
      `  used MB            ${first.usedMB.toFixed(1).padStart(12)}   ${last.usedMB.toFixed(1).padStart(12)}   (${heap.growthPercent >= 0 ? '+' : ''}${heap.growthPercent} %)`,
      `  total MB           ${first.totalMB.toFixed(1).padStart(12)}   ${last.totalMB.toFixed(1).padStart(12)}`,
      `  requests           ${String(first.requests).padStart(12)}   ${String(last.requests).padStart(12)}`,
    );
    if (first.rssMB && last.rssMB)
      lines.push(`  workerd RSS MB     ${first.rssMB.toFixed(0).padStart(12)}   ${last.rssMB.toFixed(0).padStart(12)}`);
  }
  const grew = figures.snapshots.grewMost;
  if (grew.length) {
    lines.push('grew most between the snapshots (self size):');
    for (const g of grew.slice(0, 10)) lines.push(`  ${g.group.slice(0, 48).padEnd(48)} count ${g.count}  ${g.deltaKB.toFixed(0)} KB`);
  }
  lines.push(figures.problems.length ? `Soak FAILED:\n  - ${figures.problems.join('\n  - ')}` : 'Soak passed.');
  return lines;
}
