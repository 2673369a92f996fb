import type {SafeKv} from '~/infra/kv.server';
import type {Assignment} from './assign';

/**
 * How long an isolate gathers new assignments before writing them, and the
 * most it writes under one key. A busy isolate writes a variant's assignments
 * once a window instead of once a visitor: KV bills and rate-limits writes,
 * not records, and a write on the local runtime is a disk transaction.
 */
export const ASSIGNMENT_BATCH_MS = 1_000;
export const ASSIGNMENT_BATCH_MAX = 500;

/**
 * KV key of one batch of assignments. The variant is part of the key, so the
 * report counts a variant's assignments by listing its prefix (the batch's
 * size is the key's metadata `count`, so listing reads no values).
 */
export const assignmentKey = (experimentId: string, variantIndex: number, id: string) => `assignment:${experimentId}:${variantIndex}:${id}`;
export const variantPrefix = (experimentId: string, variantIndex: number) => `assignment:${experimentId}:${variantIndex}:`;

export interface AssignmentRecord {
  variantIndex: number;
  variantName: string;
  source: string;
  at: string;
}

interface Batch {
  records: AssignmentRecord[];
  ttl: number;
  /** Ends the window early (the batch is full). */
  close: () => void;
}

/** Open batches per KV namespace (a failing test-hook namespace gets its own), then per variant. */
const open = new WeakMap<object, Map<string, Batch>>();

/**
 * Adds one new assignment to the variant's open batch in this isolate, or
 * opens one: its write waits (through this request's `waitUntil`) until the
 * window ends or the batch is full, so it never holds up a response. No read
 * and no shared counter: KV has no atomic increment, and a key every visitor
 * rewrites takes about one write a second.
 */
export function recordAssignment(
  store: SafeKv,
  namespace: object,
  assignment: Assignment,
  source: string,
  at: Date,
  waitUntil: (promise: Promise<unknown>) => void,
) {
  const prefix = variantPrefix(assignment.experimentId, assignment.variantIndex);
  let batches = open.get(namespace);
  if (!batches) open.set(namespace, (batches = new Map()));
  let batch = batches.get(prefix);
  if (!batch) {
    let close = () => {};
    const windowEnds = new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, ASSIGNMENT_BATCH_MS);
      close = () => {
        clearTimeout(timer);
        resolve();
      };
    });
    const opened: Batch = {records: [], ttl: assignment.maxAge, close};
    batch = opened;
    batches.set(prefix, opened);
    waitUntil(
      windowEnds.then(() => {
        if (batches.get(prefix) === opened) batches.delete(prefix);
        return store.put(
          assignmentKey(assignment.experimentId, assignment.variantIndex, crypto.randomUUID()),
          JSON.stringify(opened.records),
          {
            expirationTtl: opened.ttl,
            metadata: {count: opened.records.length},
          },
        );
      }),
    );
  }
  batch.records.push({variantIndex: assignment.variantIndex, variantName: assignment.variantName, source, at: at.toISOString()});
  batch.ttl = Math.max(batch.ttl, assignment.maxAge);
  if (batch.records.length >= ASSIGNMENT_BATCH_MAX) {
    batches.delete(prefix);
    batch.close();
  }
}
