import {describe, expect, it} from 'vitest';
import {withListVariants} from './all-products';

describe('withListVariants', () => {
  it("puts the list page of variants under `variants`, in place of the card's single one", () => {
    const card = {handle: 'brush', variants: {nodes: [{id: 'v1'}]}, listVariants: {nodes: [{id: 'v1'}, {id: 'v2'}]}};
    expect(withListVariants(card)).toEqual({handle: 'brush', variants: {nodes: [{id: 'v1'}, {id: 'v2'}]}});
  });
});
