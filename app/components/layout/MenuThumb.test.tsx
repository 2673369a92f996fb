import {renderToStaticMarkup} from 'react-dom/server';
import {describe, expect, it} from 'vitest';
import {imageUrl, sameOriginImage} from '~/features/images/responsive';
import {MenuThumb, menuRendition} from './MenuThumb';

const image = {
  url: 'https://images.ctfassets.net/space/cat/x/category-toothbrushes-tablet-small.svg',
  alt: 'Two brushes',
  width: 900,
  height: 600,
};

describe('menu pictures', () => {
  it("build the same Contentful rendition URL as the shop's image helper", () => {
    // The menu's URL is the same-origin one its loader gives it (cardCrop).
    expect(menuRendition(sameOriginImage(image.url), 240, 160)).toBe(imageUrl({src: image.url, width: 240, height: 160}));
  });

  it('render at a fixed width in the crop proportions, 1x and 2x, lazily', () => {
    const html = renderToStaticMarkup(<MenuThumb image={image} width={48} className="t" />);
    expect(html).toContain('width="48" height="32"');
    expect(html).toContain('?w=48&amp;h=32&amp;fit=fill&amp;fm=webp 1x');
    expect(html).toContain('?w=96&amp;h=64&amp;fit=fill&amp;fm=webp 2x');
    expect(html).toContain('loading="lazy"');
  });
});
