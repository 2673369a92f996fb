import type {FaultRule} from '../../tests/support/fault-proxy';

/**
 * The fault schedule of one soak minute: four six-second windows, each a different way the
 * platform misbehaves, with calm in between so the shop recovers before the next one.
 * - latency: every platform answer 1.5 s late;
 * - 5xx: every platform call answered 500, 502, 503 or 504 (one status a minute, in turn);
 * - resets: every connection to the platform dropped without an answer;
 * - KV outage: every KV read and write of the worker fails (the test hooks' `x-test-kv: fail`,
 *   the seam the tests use: the runtime's KV cannot be made to fail from outside).
 */
export type FaultPhase = 'calm' | 'latency' | '5xx' | 'resets' | 'kv-outage';

export interface FaultWindow {
  phase: Exclude<FaultPhase, 'calm'>;
  /** Seconds into the minute. */
  from: number;
  to: number;
}

export const FAULT_WINDOWS: readonly FaultWindow[] = [
  {phase: 'latency', from: 8, to: 14},
  {phase: '5xx', from: 20, to: 26},
  {phase: 'resets', from: 32, to: 38},
  {phase: 'kv-outage', from: 44, to: 50},
];

export const LATENCY_MS = 1500;
const STATUSES = ['500', '502', '503', '504'] as const;

/** The phase at `elapsedMs` since the run started. */
export function phaseAt(elapsedMs: number): FaultPhase {
  const second = (elapsedMs / 1000) % 60;
  return FAULT_WINDOWS.find((window) => second >= window.from && second < window.to)?.phase ?? 'calm';
}

/** The fault proxy's rules for a phase in a given minute (none for calm and the KV outage, which is per request). */
export function proxyRules(phase: FaultPhase, minute: number): FaultRule[] {
  switch (phase) {
    case 'latency':
      return [{fault: 'slow'}];
    case '5xx':
      return [{fault: STATUSES[minute % STATUSES.length]!}];
    case 'resets':
      return [{fault: 'refuse'}];
    default:
      return [];
  }
}
