import {describe, expect, it} from 'vitest';
import {groupLines, sortLines} from './lines';
import {mergeAttributes} from './attributes';
import type {RuleLine} from './types';

const line = (id: string, handle: string, title: string, attributes: RuleLine['attributes'] = []): RuleLine => ({
  id,
  quantity: 1,
  attributes,
  merchandise: {id: `v-${id}`, product: {handle, title}},
});

describe('line sort', () => {
  it('puts free-gift products last and the others by product title', () => {
    const sorted = sortLines([
      line('1', 'free-gift-pen', 'Free Gift: Pen'),
      line('2', 'zz', 'Zinc Paste'),
      line('3', 'aa', 'Anti Plaque'),
      line('4', 'mm', 'Mint Floss'),
    ]);
    expect(sorted.map((l) => l.id)).toEqual(['3', '4', '2', '1']);
  });
});

describe('bundle grouping', () => {
  it('groups lines by _bundle_id under the bundle name', () => {
    const groups = groupLines([
      line('1', 'paste', 'Paste', [
        {key: '_bundle_id', value: 'b1'},
        {key: '_bundle_name', value: 'My Bundle'},
      ]),
      line('2', 'brush', 'Brush', [
        {key: '_bundle_id', value: 'b1'},
        {key: '_bundle_name', value: 'My Bundle'},
      ]),
      line('3', 'floss', 'Floss'),
    ]);
    expect(groups).toHaveLength(2);
    expect(groups[0]).toMatchObject({kind: 'bundle', id: 'b1', name: 'My Bundle'});
    expect(groups[0].kind === 'bundle' && groups[0].lines.map((l) => l.id)).toEqual(['2', '1']);
    expect(groups[1]).toMatchObject({kind: 'line'});
  });
});

describe('cart attributes', () => {
  it('merges new keys into the existing ones and removes emptied keys', () => {
    expect(
      mergeAttributes(
        [
          {key: 'im_ref', value: 'abc'},
          {key: '_bundles', value: 'old'},
        ],
        [
          {key: '_bundles', value: 'new'},
          {key: 'gift_note', value: ''},
        ],
      ),
    ).toEqual([
      {key: 'im_ref', value: 'abc'},
      {key: '_bundles', value: 'new'},
    ]);
  });
});
