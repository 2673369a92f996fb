import {readFileSync} from 'node:fs';

/**
 * A heap snapshot (the `.heapsnapshot` JSON V8 writes) summed up the way DevTools' summary view
 * groups it: objects by constructor name, everything else by node type (`(string)`, `(array)`,
 * `(closure) name`…), with a count and the self size of each group.
 */
export interface GroupTotals {
  count: number;
  selfBytes: number;
}

interface RawSnapshot {
  snapshot: {meta: {node_fields: string[]; node_types: [string[], ...unknown[]]}};
  nodes: number[];
  strings: string[];
}

export function summariseSnapshot(raw: RawSnapshot): Map<string, GroupTotals> {
  const fields = raw.snapshot.meta.node_fields;
  const width = fields.length;
  const typeAt = fields.indexOf('type');
  const nameAt = fields.indexOf('name');
  const sizeAt = fields.indexOf('self_size');
  const typeNames = raw.snapshot.meta.node_types[0];
  const groups = new Map<string, GroupTotals>();
  for (let i = 0; i < raw.nodes.length; i += width) {
    const type = typeNames[raw.nodes[i + typeAt]!] ?? 'unknown';
    const name = raw.strings[raw.nodes[i + nameAt]!] ?? '';
    const key = type === 'object' ? name : type === 'closure' || type === 'native' ? `(${type}) ${name}` : `(${type})`;
    const group = groups.get(key) ?? {count: 0, selfBytes: 0};
    group.count += 1;
    group.selfBytes += raw.nodes[i + sizeAt]!;
    groups.set(key, group);
  }
  return groups;
}

export function readSnapshotSummary(file: string): Map<string, GroupTotals> {
  return summariseSnapshot(JSON.parse(readFileSync(file, 'utf8')) as RawSnapshot);
}

export interface GroupGrowth {
  group: string;
  early: GroupTotals;
  late: GroupTotals;
  countDelta: number;
  bytesDelta: number;
}

/** The groups that grew most in self size from the early to the late snapshot. */
export function compareSummaries(early: Map<string, GroupTotals>, late: Map<string, GroupTotals>, top = 15): GroupGrowth[] {
  const none = {count: 0, selfBytes: 0};
  const groups = new Set([...early.keys(), ...late.keys()]);
  return [...groups]
    .map((group) => {
      const a = early.get(group) ?? none;
      const b = late.get(group) ?? none;
      return {group, early: a, late: b, countDelta: b.count - a.count, bytesDelta: b.selfBytes - a.selfBytes};
    })
    .sort((x, y) => y.bytesDelta - x.bytesDelta)
    .slice(0, top);
}
