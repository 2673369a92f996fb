import {describe, expect, it} from 'vitest';
import type {ContentEntry} from '~/clients/content/types';
import {handlesQuery, toCategoryView, type CategoryFields} from './categories';

const cat = (fields: CategoryFields): ContentEntry<CategoryFields> => ({id: fields.handle, contentType: 'category', fields});

describe('categories', () => {
  it('orders own products first, then subcategories, de-duplicating handles', () => {
    const view = toCategoryView(
      cat({
        handle: 'colgate-oral-care-bundles',
        label: 'Bundles',
        products: ['kids-cavity-protection-bundle'],
        subCategories: [
          cat({handle: 'teeth-whitening-bundles', label: 'Whitening', products: ['optic-white-bundle', 'whitening-pen-duo-bundle']}),
          cat({handle: 'whitening-bundles', label: 'Whitening 2', products: ['optic-white-bundle', 'Bad Handle!']}),
          cat({handle: 'empty', label: 'Empty', products: []}),
        ],
      }),
    );
    expect(view.sections.map((s) => s.handle)).toEqual(['colgate-oral-care-bundles', 'teeth-whitening-bundles', 'whitening-bundles']);
    expect(view.allHandles).toEqual(['kids-cavity-protection-bundle', 'optic-white-bundle', 'whitening-pen-duo-bundle']);
  });

  it('builds a handle query', () => {
    expect(handlesQuery(['a', 'b'])).toBe('handle:a OR handle:b');
  });
});
