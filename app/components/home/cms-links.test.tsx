import {describe, expect, it} from 'vitest';
import {renderToString} from 'react-dom/server';
import {createRemixStub} from '@remix-run/testing';
import type {ProductCardData} from '~/features/catalog/product-card';
import {toNavItems} from '~/features/navigation/menu';
import {CampaignBanners} from './CampaignBanners';
import {Hero} from './Hero';
import {ProductCarousel} from './ProductCarousel';

function render(element: React.ReactElement) {
  const Stub = createRemixStub([{path: '/', Component: () => element}]);
  return renderToString(<Stub initialEntries={['/']} />);
}

const product: ProductCardData = {
  id: 'gid://shopify/Product/1',
  handle: 'sample',
  title: 'Sample',
  productType: 'Toothpaste',
  availableForSale: true,
  requiresSellingPlan: false,
  subscribable: false,
  price: {amount: '5.00', currencyCode: 'USD'},
  maxPrice: null,
  compareAtPrice: null,
  firstVariant: null,
  image: null,
};

const banner = (ctaLink: string) => ({
  id: ctaLink,
  contentType: 'banner',
  fields: {name: 'b', headline: 'Offer', ctaLabel: 'Go', ctaLink},
});

describe('CMS call-to-action links stay on this site', () => {
  it('renders internal paths', () => {
    expect(render(<CampaignBanners banners={[banner('/products')]} />)).toContain('href="/products"');
    expect(render(<ProductCarousel title="Row" products={[product]} ctaLabel="Go" ctaLink="/learn" />)).toContain('href="/learn"');
  });

  it('drops protocol-relative, absolute and script links', () => {
    for (const link of ['//evil.example/x', '/\\evil.example', 'https://evil.example', 'javascript:alert(1)']) {
      const html = [
        render(<CampaignBanners banners={[banner(link)]} />),
        render(<Hero hero={{id: 'h', contentType: 'hero', fields: {title: 'Hi', ctaLabel: 'Go', ctaLink: link}}} />),
        render(<ProductCarousel title="Row" products={[product]} ctaLabel="Go" ctaLink={link} />),
      ].join('');
      expect(html, link).not.toContain('evil.example');
      expect(html, link).not.toContain('javascript:');
    }
  });

  it('menus drop protocol-relative links too', () => {
    const items = toNavItems({
      id: 'm',
      contentType: 'navigationMenu',
      fields: {name: 'main', items: [{id: 'x', contentType: 'navigationLink', fields: {title: 'X', link: '//evil.example'}}]},
    });
    expect(items).toEqual([]);
  });
});
