import type {Attribute} from './types';

/**
 * Cart attributes are replaced as a whole by the platform: every writer
 * (attribution, bundles, note forms) merges its keys into the current list
 * so nobody wipes anybody else's. A value of null or '' removes the key.
 */
export function mergeAttributes(
  current: readonly Attribute[] | null | undefined,
  updates: readonly Attribute[],
): Array<{key: string; value: string}> {
  const out = new Map<string, string>();
  for (const a of current ?? []) if (a.value != null) out.set(a.key, a.value);
  for (const a of updates) {
    if (a.value == null || a.value === '') out.delete(a.key);
    else out.set(a.key, a.value);
  }
  return [...out].map(([key, value]) => ({key, value}));
}

export const sameAttributes = (a: readonly Attribute[] | null | undefined, b: readonly Attribute[] | null | undefined) =>
  JSON.stringify(mergeAttributes(a, [])) === JSON.stringify(mergeAttributes(b, []));
