import {describe, expect, it} from 'vitest';
import type {ContentEntry} from '~/clients/content/types';
import type {CampaignFields, HomePageFields} from './types';
import {homeView} from './view';

const asset = {
  id: 'a1',
  title: 'Whitening',
  description: '',
  url: 'https://images.ctfassets.net/x/whitening.svg',
  contentType: 'image/svg+xml',
};
const hero = (title: string) => ({id: `hero-${title}`, contentType: 'hero', fields: {title}});
const home: ContentEntry<HomePageFields> = {
  id: 'home',
  contentType: 'homePage',
  fields: {
    slug: 'home',
    seoTitle: 'Oral Care Shop',
    seoDescription: 'Whitening, brushes and paste.',
    hero: hero('Everyday'),
    featuredCategories: [
      {
        id: 'c1',
        contentType: 'category',
        fields: {
          handle: 'whitening',
          label: 'Whitening',
          description: 'Lift surface stains at home.',
          products: ['pen', 'kit'],
          seoTitle: 'Whitening | Oral Care Shop',
          image: asset,
          subCategories: [
            {id: 'c2', contentType: 'category', fields: {handle: 'whitening-pens', label: 'Pens', description: 'Paint-on pens.'}},
          ],
        },
      },
      {id: 'c3', contentType: 'category', fields: {handle: 'toothpaste', label: 'Toothpaste'}},
    ],
    carousels: [{id: 'k1', contentType: 'carousel', fields: {title: 'Best sellers', productHandles: ['pen']}}],
    intro: {nodeType: 'document', content: []},
  },
};

describe('homeView', () => {
  it('keeps of each featured category only what its tile shows', () => {
    const view = homeView(home, null);
    expect(view.categories).toEqual([
      {id: 'c1', handle: 'whitening', label: 'Whitening', image: asset},
      {id: 'c3', handle: 'toothpaste', label: 'Toothpaste', image: null},
    ]);
    const serialized = JSON.stringify(view);
    for (const dropped of ['subCategories', 'Paint-on pens', 'Lift surface stains', 'productHandles', 'Whitening | Oral Care Shop']) {
      expect(serialized).not.toContain(dropped);
    }
    expect(view).toMatchObject({
      seoTitle: 'Oral Care Shop',
      seoDescription: 'Whitening, brushes and paste.',
      intro: {nodeType: 'document'},
      banners: [],
    });
  });

  it("shows the campaign's hero and banners, and the home page's hero without a campaign hero", () => {
    const banner = {id: 'b1', contentType: 'banner', fields: {name: 'Spring', headline: '20% off'}};
    const campaign: ContentEntry<CampaignFields> = {
      id: 'spring',
      contentType: 'campaign',
      fields: {name: 'Spring', hero: hero('Spring'), banners: [banner]},
    };
    expect(homeView(home, campaign)).toMatchObject({hero: {fields: {title: 'Spring'}}, banners: [banner]});
    expect(homeView(home, {...campaign, fields: {name: 'Banners only', banners: [banner]}}).hero).toMatchObject({
      fields: {title: 'Everyday'},
    });
  });

  it('is empty, not broken, without a home entry', () => {
    expect(homeView(null, null)).toEqual({seoTitle: null, seoDescription: null, hero: null, banners: [], categories: [], intro: null});
  });
});
