import {describe, expect, it} from 'vitest';
import {LANDING_PAGE_SLUGS, LEGAL_PAGE_SLUGS, cmsPageSlug, pageSlugFor} from './page-slugs';

const request = (path: string) => new Request(`https://shop.example${path}`);

describe('pageSlugFor', () => {
  it('names the page of a listed path, in any case, with or without a trailing slash or .data suffix', () => {
    expect(pageSlugFor(request('/app-privacy'), LEGAL_PAGE_SLUGS)).toBe('app-privacy');
    expect(pageSlugFor(request('/Rewards-Terms/'), LEGAL_PAGE_SLUGS)).toBe('rewards-terms');
    expect(pageSlugFor(request('/opticobsessed.data?_routes=routes%2Fopticobsessed'), LANDING_PAGE_SLUGS)).toBe('opticobsessed');
  });

  it('names nothing for a path that is not in the list', () => {
    expect(pageSlugFor(request('/opticobsessed'), LEGAL_PAGE_SLUGS)).toBeNull();
    expect(pageSlugFor(request('/app-privacy/extra'), LEGAL_PAGE_SLUGS)).toBeNull();
    expect(pageSlugFor(request('/'), LANDING_PAGE_SLUGS)).toBeNull();
  });
});

describe('cmsPageSlug', () => {
  const request = (path: string) => new Request(`https://shop.test${path}`);
  it('takes any single-segment slug, so a page published in the CMS needs no code change', () => {
    expect(cmsPageSlug(request('/spring-sale'))).toBe('spring-sale');
    expect(cmsPageSlug(request('/Spring-Sale/'))).toBe('spring-sale');
    expect(cmsPageSlug(request('/spring-sale.data?_routes=routes%2F%24'))).toBe('spring-sale');
  });
  it('refuses nested paths, empty paths and characters no slug has', () => {
    expect(cmsPageSlug(request('/spring/sale'))).toBeNull();
    expect(cmsPageSlug(request('/'))).toBeNull();
    expect(cmsPageSlug(request('/spring_sale'))).toBeNull();
    expect(cmsPageSlug(request('/-sale'))).toBeNull();
  });
});
