import {describe, expect, it} from 'vitest';
import {BUNDLES_ATTRIBUTE, bundleAttributes} from './bundle-attribute';
import {BUNDLE_ID_ATTRIBUTE, BUNDLE_NAME_ATTRIBUTE} from './lines';

const bundleLine = (id: string, name?: string) => ({
  attributes: [{key: BUNDLE_ID_ATTRIBUTE, value: id}, ...(name ? [{key: BUNDLE_NAME_ATTRIBUTE, value: name}] : [])],
});

describe('bundleAttributes', () => {
  it('lists each bundle once as id:name, in line order, next to the other attributes', () => {
    const lines = [bundleLine('b1', 'Whitening set'), {attributes: []}, bundleLine('b2', 'Travel kit'), bundleLine('b1', 'Whitening set')];
    expect(bundleAttributes([{key: 'im_ref', value: 'click'}], lines)).toEqual([
      {key: 'im_ref', value: 'click'},
      {key: BUNDLES_ATTRIBUTE, value: 'b1:Whitening set\nb2:Travel kit'},
    ]);
  });

  it('keeps a bundle without a name, and removes the attribute when no bundle is left', () => {
    expect(bundleAttributes([], [bundleLine('b3')])).toEqual([{key: BUNDLES_ATTRIBUTE, value: 'b3:'}]);
    expect(
      bundleAttributes(
        [
          {key: BUNDLES_ATTRIBUTE, value: 'b1:Whitening set'},
          {key: 'x', value: '1'},
        ],
        [],
      ),
    ).toEqual([{key: 'x', value: '1'}]);
  });

  it('is null when the attributes already match, so no write is made', () => {
    expect(bundleAttributes([{key: BUNDLES_ATTRIBUTE, value: 'b1:Whitening set'}], [bundleLine('b1', 'Whitening set')])).toBeNull();
    expect(bundleAttributes([], [{attributes: null}])).toBeNull();
  });
});
