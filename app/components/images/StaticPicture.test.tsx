import {renderToStaticMarkup} from 'react-dom/server';
import {describe, expect, it} from 'vitest';
import {StaticPicture} from './StaticPicture';

const image = {
  mobileImage: {
    id: 'm',
    title: 'm',
    description: '',
    url: 'https://images.ctfassets.net/s/m/x/m.png',
    contentType: 'image/png',
    width: 750,
    height: 900,
  },
  desktopImage: {
    id: 'd',
    title: 'd',
    description: '',
    url: 'https://images.ctfassets.net/s/d/x/d.png',
    contentType: 'image/png',
    width: 1600,
    height: 600,
  },
};

describe('StaticPicture', () => {
  it('loads an eager picture (a hero, the LCP element) first, decoding off the main thread', () => {
    const html = renderToStaticMarkup(<StaticPicture image={image} alt="" eager />);
    expect(html).toContain('loading="eager"');
    expect(html).toContain('fetchpriority="high"');
    // A synchronous decode of the hero blocked the main thread in Lighthouse's trace (decision 73).
    expect(html).toContain('decoding="async"');
  });

  it('loads other pictures lazily, with the crop sizes so nothing shifts', () => {
    const html = renderToStaticMarkup(<StaticPicture image={image} alt="Teeth" />);
    expect(html).toContain('loading="lazy"');
    expect(html).not.toContain('fetchpriority');
    expect(html).toContain('width="1600" height="600"');
  });

  it('gives every source and the img the default sizes hint unless the page passes its own', () => {
    const html = renderToStaticMarkup(<StaticPicture image={image} alt="" />);
    const hints = [...html.matchAll(/sizes="([^"]*)"/g)].map((m) => m[1]);
    expect(hints).toHaveLength(4);
    expect(new Set(hints)).toEqual(new Set(['(min-width: 1024px) 2700px, (min-width: 744px) 80vw, 100vw']));
    expect(renderToStaticMarkup(<StaticPicture image={image} alt="" sizes="50vw" />)).not.toContain('2700px');
  });
});
