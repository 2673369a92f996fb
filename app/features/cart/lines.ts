import {attributeValue, type RuleLine} from './types';

/** Products whose handle contains `free-gift` sort last. */
export const FREE_GIFT_HANDLE_MARK = 'free-gift';
/** Line attributes written by the bundle builder (contract with the catalog). */
export const BUNDLE_ID_ATTRIBUTE = '_bundle_id';
export const BUNDLE_NAME_ATTRIBUTE = '_bundle_name';

export const isFreeGiftProduct = (line: RuleLine) => line.merchandise.product.handle.includes(FREE_GIFT_HANDLE_MARK);

/** Free-gift products last, the others by product title (stable for equal titles). */
export function sortLines<L extends RuleLine>(lines: readonly L[]): L[] {
  return lines
    .map((line, index) => ({line, index}))
    .sort((a, b) => {
      const giftA = isFreeGiftProduct(a.line) ? 1 : 0;
      const giftB = isFreeGiftProduct(b.line) ? 1 : 0;
      if (giftA !== giftB) return giftA - giftB;
      const byTitle = a.line.merchandise.product.title.localeCompare(b.line.merchandise.product.title, 'en-US');
      return byTitle || a.index - b.index;
    })
    .map(({line}) => line);
}

export type LineGroup<L> = {kind: 'line'; line: L} | {kind: 'bundle'; id: string; name: string; lines: L[]};

/**
 * Lines of one bundle (same `_bundle_id`) become one group, placed where its
 * first line sorts; every other line stands alone.
 */
export function groupLines<L extends RuleLine>(lines: readonly L[]): LineGroup<L>[] {
  const groups: LineGroup<L>[] = [];
  const bundles = new Map<string, {kind: 'bundle'; id: string; name: string; lines: L[]}>();
  for (const line of sortLines(lines)) {
    const id = attributeValue(line, BUNDLE_ID_ATTRIBUTE);
    if (!id) {
      groups.push({kind: 'line', line});
      continue;
    }
    let group = bundles.get(id);
    if (!group) {
      group = {kind: 'bundle', id, name: attributeValue(line, BUNDLE_NAME_ATTRIBUTE) || 'Your bundle', lines: []};
      bundles.set(id, group);
      groups.push(group);
    }
    group.lines.push(line);
  }
  return groups;
}
