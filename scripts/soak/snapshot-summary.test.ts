import {describe, expect, it} from 'vitest';
import {compareSummaries, summariseSnapshot} from './snapshot-summary';

/** A heap snapshot of `nodes` as [type index, name index, self size], with V8's field layout. */
function snapshot(nodes: Array<[number, number, number]>) {
  return {
    snapshot: {
      meta: {
        node_fields: ['type', 'name', 'id', 'self_size', 'edge_count'],
        node_types: [['hidden', 'array', 'string', 'object', 'closure']] as [string[]],
      },
    },
    nodes: nodes.flatMap(([type, name, size], id) => [type, name, id, size, 0]),
    strings: ['Map', 'CacheEntry', 'render', 'some text'],
  };
}

describe('heap snapshot summary', () => {
  it('groups objects by constructor and the rest by type, with counts and self sizes', () => {
    const groups = summariseSnapshot(
      snapshot([
        [3, 0, 80],
        [3, 0, 80],
        [3, 1, 40],
        [2, 3, 30],
        [4, 2, 32],
      ]),
    );
    expect(groups.get('Map')).toEqual({count: 2, selfBytes: 160});
    expect(groups.get('CacheEntry')).toEqual({count: 1, selfBytes: 40});
    expect(groups.get('(string)')).toEqual({count: 1, selfBytes: 30});
    expect(groups.get('(closure) render')).toEqual({count: 1, selfBytes: 32});
  });

  it('names what grew most between two snapshots first', () => {
    const early = summariseSnapshot(snapshot([[3, 1, 40]]));
    const late = summariseSnapshot(
      snapshot([
        [3, 1, 40],
        [3, 1, 40],
        [3, 1, 40],
        [3, 0, 80],
      ]),
    );
    const [first, second] = compareSummaries(early, late);
    expect(first).toMatchObject({group: 'CacheEntry', countDelta: 2, bytesDelta: 80});
    expect(second).toMatchObject({group: 'Map', countDelta: 1, bytesDelta: 80});
  });
});
