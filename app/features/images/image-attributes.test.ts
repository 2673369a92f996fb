import {describe, expect, it} from 'vitest';
import {CARD_IMAGE, cardImage, imageAttributes} from './image-attributes';

const src = 'http://localhost:3100/cdn/shop/files/paste.png?v=1';
/** The same image as the shop serves it, from its own origin. */
const served = '/cdn/shop/files/paste.png?v=1';
const at = (width: number, height = width) => `${served}&width=${width}&height=${height}&crop=center&format=webp`;

describe('imageAttributes, fluid', () => {
  it('offers every width step up to the source, then the 1200 fallback, which is also the src', () => {
    const attrs = imageAttributes({url: src, width: 2000, height: 2000}, CARD_IMAGE)!;
    const steps = [50, 100, 150, 180, 320, 480, 640, 900, 1200];
    expect(attrs.srcSet).toBe(steps.map((w) => `${at(w)} ${w}w`).join(', '));
    expect(attrs.src).toBe(at(1200));
    expect(attrs).toMatchObject({width: 1200, height: 1200, sizes: CARD_IMAGE.sizes, style: {width: '100%', aspectRatio: '1/1'}});
  });

  it('leaves out steps wider than a small source but keeps the fallback', () => {
    const attrs = imageAttributes({url: src, width: 400, height: 400}, CARD_IMAGE)!;
    expect(attrs.srcSet.split(', ').map((c) => c.split(' ')[1])).toEqual(['50w', '100w', '150w', '180w', '320w', '1200w']);
  });

  it("takes the image's own proportions without a ratio, and a default layout hint without sizes", () => {
    const attrs = imageAttributes({url: src, width: 1600, height: 1200})!;
    expect(attrs.style.aspectRatio).toBe('1600/1200');
    expect(attrs.height).toBe(900);
    expect(attrs.sizes).toBe('(min-width: 1024px) 50vw, 100vw');
    expect(attrs.srcSet).toContain(`${served}&width=320&height=240&crop=center&format=webp 320w`);
  });

  it('an image of unknown size gets neither a height nor an aspect ratio', () => {
    const attrs = imageAttributes({url: src})!;
    expect(attrs).not.toHaveProperty('height');
    expect(attrs.style).toEqual({width: '100%'});
    expect(attrs.src).toBe(`${served}&width=1200&format=webp`);
  });
});

describe('imageAttributes, fixed width', () => {
  it('offers 1x and 2x densities at the fixed width, with its height under the ratio', () => {
    const attrs = imageAttributes({url: src, width: 2000, height: 2000}, {width: 64, aspectRatio: '1/1'})!;
    expect(attrs.srcSet).toBe(`${at(64)} 1x, ${at(128)} 2x`);
    expect(attrs).toMatchObject({src: at(64), width: 64, height: 64, style: {aspectRatio: '1/1'}});
    expect(attrs).not.toHaveProperty('sizes');
  });

  it('without any ratio, a fixed image is square', () => {
    const attrs = imageAttributes({url: src}, {width: 80})!;
    expect(attrs).toMatchObject({width: 80, height: 80, style: {aspectRatio: '80/80'}});
  });
});

describe('imageAttributes, loading', () => {
  it('the priority image loads eagerly with high fetch priority', () => {
    const attrs = imageAttributes({url: src, width: 800, height: 800}, {...CARD_IMAGE, priority: true})!;
    expect(attrs.loading).toBe('eager');
    expect(attrs.fetchpriority).toBe('high');
    expect(attrs.decoding).toBe('async');
  });

  it('every other image is lazy, with no fetch priority of its own', () => {
    const attrs = imageAttributes({url: src, width: 800, height: 800}, CARD_IMAGE)!;
    expect(attrs.loading).toBe('lazy');
    expect(attrs).not.toHaveProperty('fetchpriority');
  });
});

describe('imageAttributes, missing image and alt text', () => {
  it('no image, or one without a source, gives no attributes (the card shows no img)', () => {
    expect(imageAttributes(null)).toBeNull();
    expect(imageAttributes(undefined)).toBeNull();
    expect(imageAttributes({url: ''})).toBeNull();
  });

  it("the image's own alt text wins; without one, the fallback; without either, empty", () => {
    expect(imageAttributes({url: src, altText: 'Mint paste'}, {alt: 'Total'})!.alt).toBe('Mint paste');
    expect(imageAttributes({url: src, altText: ''}, {alt: 'Total'})!.alt).toBe('Total');
    expect(imageAttributes({url: src, altText: null})!.alt).toBe('');
  });
});

describe('card images', () => {
  const product = (title: string) => ({title, featuredImage: {url: src, width: 1000, height: 1000, altText: null}});

  it("a card's image is square, in the card layout, and named after the product without alt text", () => {
    expect(cardImage(product('Total Whitening'))).toMatchObject({
      alt: 'Total Whitening',
      sizes: CARD_IMAGE.sizes,
      style: {aspectRatio: '1/1'},
    });
    expect(cardImage({title: 'No picture', featuredImage: null})).toBeNull();
  });
});
