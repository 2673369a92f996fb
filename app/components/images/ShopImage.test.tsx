import {renderToStaticMarkup} from 'react-dom/server';
import {describe, expect, it} from 'vitest';
import {ShopImage} from './ShopImage';

describe('ShopImage', () => {
  it('renders nothing for an image without a source, with or without a preset, instead of throwing', () => {
    expect(renderToStaticMarkup(<ShopImage data={{url: ''}} preset="productGallery" />)).toBe('');
    expect(renderToStaticMarkup(<ShopImage data={{url: ''}} sizes="100vw" />)).toBe('');
  });

  it('a product gallery image carries the default sizes hint and the width steps', () => {
    const html = renderToStaticMarkup(
      <ShopImage data={{url: '/cdn/shop/files/a.png', width: 2000, height: 2000}} preset="productGallery" />,
    );
    expect(html).toContain('sizes="(min-width: 1024px) 2700px, (min-width: 768px) 80vw, 100vw"');
    expect(html).toContain('/cdn/shop/files/a.png?width=900&amp;height=900&amp;crop=center&amp;format=webp 900w');
    expect(html).toContain('1200w');
  });
});
