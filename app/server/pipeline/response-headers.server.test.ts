import {describe, expect, it} from 'vitest';
import {ServerTiming} from '~/infra/observability';
import {withExperimentCookie, withResponseHeaders, type ResponseHeaderSources} from './response-headers.server';

const sources = (overrides: Partial<ResponseHeaderSources> = {}): ResponseHeaderSources => ({
  content: {preview: false},
  edge: {experiments: {setCookieHeader: () => null}},
  session: {isPending: false, commit: async () => 'session=signed; Path=/'},
  previewCookie: null,
  account: {pendingCookies: async () => []},
  ...overrides,
});
const page = () => new Response('<html>', {headers: {'Cache-Control': 'public, max-age=60'}});

describe('withResponseHeaders', () => {
  it('leaves an anonymous page with no new cookie and no backend call as it was rendered', async () => {
    const response = await withResponseHeaders(page(), sources(), new ServerTiming(), false);
    expect(response.headers.get('cache-control')).toBe('public, max-age=60');
    expect(response.headers.getSetCookie()).toEqual([]);
    expect(response.headers.get('server-timing')).toBeNull();
  });

  it('adds every cookie the request changed, in order, and the backend timings', async () => {
    const timing = new ServerTiming();
    let clock = 0;
    await timing.measure(
      'storefront',
      async () => null,
      () => (clock += 5),
    );
    const response = await withResponseHeaders(
      page(),
      sources({
        edge: {experiments: {setCookieHeader: () => 'col_exp=a; Path=/'}},
        session: {isPending: true, commit: async () => 'session=signed; Path=/'},
        previewCookie: 'preview=; Max-Age=0',
        account: {pendingCookies: async () => ['customerAccessToken=t; Path=/']},
      }),
      timing,
      false,
    );
    expect(response.headers.getSetCookie()).toEqual([
      'col_exp=a; Path=/',
      'session=signed; Path=/',
      'preview=; Max-Age=0',
      'customerAccessToken=t; Path=/',
    ]);
    expect(response.headers.get('server-timing')).toBe('storefront;dur=5;desc="1 call"');
  });

  it('keeps drafts and what staff see during maintenance out of shared caches', async () => {
    const preview = await withResponseHeaders(page(), sources({content: {preview: true}}), new ServerTiming(), false);
    expect(preview.headers.get('cache-control')).toBe('private, no-store');
    const staff = await withResponseHeaders(page(), sources(), new ServerTiming(), true);
    expect(staff.headers.get('cache-control')).toBe('private, no-store');
  });
});

describe('withExperimentCookie', () => {
  it('adds the cookie of a new experiment visitor only', () => {
    expect(withExperimentCookie(new Response(), 'col_exp=b').headers.getSetCookie()).toEqual(['col_exp=b']);
    expect(withExperimentCookie(new Response(), null).headers.getSetCookie()).toEqual([]);
  });
});
