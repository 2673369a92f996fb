import {describe, expect, it} from 'vitest';
import {LANDING_PAGE_SLUGS, LEGAL_PAGE_SLUGS, pageSlugFor} from './page-slugs';

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
