import {renderToStaticMarkup} from 'react-dom/server';
import {describe, expect, it} from 'vitest';
import {CARD_IMAGE, imageAttributes, type ImageAttributes} from '~/features/images/image-attributes';
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

describe('the attributes the server works out for a plain <img>', () => {
  const url = 'http://localhost:3100/cdn/shop/files/paste.png?v=1';
  const plain = (attrs: ImageAttributes | null) => (attrs ? renderToStaticMarkup(<img {...attrs} alt={attrs.alt} />) : '');

  it('render the same HTML as ShopImage on Hydrogen’s Image, for a card, an eager one and one without alt text', () => {
    for (const priority of [false, true]) {
      for (const data of [
        {url, width: 2000, height: 2000, altText: 'Mint paste'},
        {url, width: 400, height: 400, altText: null},
      ]) {
        const alt = data.altText || 'Total Whitening';
        expect(plain(imageAttributes(data, {...CARD_IMAGE, alt, priority}))).toBe(
          renderToStaticMarkup(<ShopImage data={data} alt={alt} aspectRatio="1/1" sizes={CARD_IMAGE.sizes} priority={priority} />),
        );
      }
    }
  });

  it('render the same HTML as ShopImage for a fixed width, its own proportions and an image of unknown size', () => {
    const sized = {url, width: 1600, height: 1200};
    expect(plain(imageAttributes(sized, {width: 64}))).toBe(renderToStaticMarkup(<ShopImage data={sized} width={64} />));
    expect(plain(imageAttributes({url}, {width: 64, priority: true}))).toBe(
      renderToStaticMarkup(<ShopImage data={{url}} width={64} priority />),
    );
    expect(plain(imageAttributes(sized))).toBe(renderToStaticMarkup(<ShopImage data={sized} />));
    expect(plain(imageAttributes({url}, {sizes: '100vw'}))).toBe(renderToStaticMarkup(<ShopImage data={{url}} sizes="100vw" />));
  });

  it('a missing image renders nothing, as ShopImage does', () => {
    expect(plain(imageAttributes({url: ''}))).toBe(renderToStaticMarkup(<ShopImage data={{url: ''}} sizes="100vw" />));
  });
});
