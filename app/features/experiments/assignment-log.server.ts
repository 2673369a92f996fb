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
}

/** Open batches per KV namespace (a failing test-hook namespace gets its own), then per variant. */
const open = new WeakMap<object, Map<string, Batch>>();

function openBatchesOf(namespace: object): Map<string, Batch> {
  let batches = open.get(namespace);
  if (!batches) open.set(namespace, (batches = new Map()));
  return batches;
}

/**
 * Adds one new assignment to the variant's open batch in this isolate, or
 * opens one. The request that opens a batch writes it when the window ends,
 * and the request that fills it writes it at once, each through its own
 * `waitUntil`, so a write never holds up a response. A request never ends
 * another request's wait or writes for it: the edge runtime refuses I/O, and
 * cancels a wait, that crosses from one request to another. No read and no
 * shared counter: KV has no atomic increment, and a key every visitor
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
  const openBatches = openBatchesOf(namespace);
  let batch = openBatches.get(prefix);
  if (!batch) {
    const opened: Batch = {records: [], ttl: assignment.maxAge};
    batch = opened;
    openBatches.set(prefix, opened);
    waitUntil(
      new Promise<void>((resolve) => setTimeout(resolve, ASSIGNMENT_BATCH_MS)).then(() => {
        // No longer open: the request that filled it has written it.
        if (openBatches.get(prefix) !== opened) return;
        openBatches.delete(prefix);
        return write(store, assignment.experimentId, assignment.variantIndex, opened);
      }),
    );
  }
  batch.records.push({variantIndex: assignment.variantIndex, variantName: assignment.variantName, source, at: at.toISOString()});
  batch.ttl = Math.max(batch.ttl, assignment.maxAge);
  if (batch.records.length >= ASSIGNMENT_BATCH_MAX) {
    openBatches.delete(prefix);
    waitUntil(write(store, assignment.experimentId, assignment.variantIndex, batch));
  }
}

function write(store: SafeKv, experimentId: string, variantIndex: number, batch: Batch): Promise<void> {
  return store.put(assignmentKey(experimentId, variantIndex, crypto.randomUUID()), JSON.stringify(batch.records), {
    expirationTtl: batch.ttl,
    metadata: {count: batch.records.length},
  });
}
