import {describe, expect, it} from 'vitest';
import {MAX_BODY_BYTES} from '~/infra/http';
import {refusalReason, refusalResponse} from './request-screening.server';

const req = (method: string, headers: Record<string, string> = {}, url = 'https://shop.example/cart') =>
  new Request(url, {method, headers});

describe('refusalReason', () => {
  it('lets reads through whatever their origin', () => {
    for (const method of ['GET', 'HEAD', 'OPTIONS']) {
      expect(refusalReason(req(method, {Origin: 'https://evil.example'}))).toBeNull();
    }
  });

  it('answers 405 to PUT, PATCH and DELETE from the shop itself', () => {
    for (const method of ['PUT', 'PATCH', 'DELETE']) {
      expect(refusalReason(req(method, {Origin: 'https://shop.example'}))?.status).toBe(405);
    }
  });

  it.each(['POST', 'PUT', 'PATCH', 'DELETE'])('%s needs the shop origin', (method) => {
    if (method === 'POST') {
      expect(refusalReason(req(method, {Origin: 'https://shop.example'}))).toBeNull();
      expect(refusalReason(req(method, {'Sec-Fetch-Site': 'same-origin'}))).toBeNull();
    }
    const cases: Array<Record<string, string>> = [
      {Origin: 'https://evil.example'},
      {Origin: 'null'},
      {Origin: 'http://shop.example'},
      {Origin: 'https://shop.example.evil.example'},
      {Origin: 'https://shop.example:444'},
      {},
      {'Sec-Fetch-Site': 'cross-site'},
      {'Sec-Fetch-Site': 'same-site'},
      {Origin: 'https://evil.example', 'Sec-Fetch-Site': 'same-origin'},
    ];
    for (const headers of cases) {
      expect(refusalReason(req(method, headers))?.status, JSON.stringify(headers)).toBe(403);
    }
  });

  it('exempts only the CSP report endpoint', () => {
    expect(refusalReason(req('POST', {}, 'https://shop.example/api/csp-report'))).toBeNull();
    expect(refusalReason(req('POST', {}, 'https://shop.example/api/csp-report/x'))?.status).toBe(403);
  });

  it('lets a bearer-authenticated purge through without an Origin (a CMS webhook), nothing else', () => {
    const purge = 'https://shop.example/api/page-cache/purge';
    expect(refusalReason(req('POST', {Authorization: 'Bearer s3cret'}, purge))).toBeNull();
    expect(refusalReason(req('POST', {}, purge))?.status).toBe(403);
    expect(refusalReason(req('POST', {Authorization: 'Bearer '}, purge))?.status).toBe(403);
    expect(refusalReason(req('POST', {Authorization: 'Bearer s3cret'}))?.status).toBe(403);
  });

  it('refuses bodies over the limit', () => {
    const ok = {Origin: 'https://shop.example'};
    expect(refusalReason(req('POST', {...ok, 'Content-Length': String(MAX_BODY_BYTES)}))).toBeNull();
    expect(refusalReason(req('POST', {...ok, 'Content-Length': String(MAX_BODY_BYTES + 1)}))?.status).toBe(413);
  });

  it('answers JSON to data requests and a page to documents', async () => {
    const reason = {status: 403, message: 'No <b>'};
    const json = refusalResponse(req('POST', {Accept: '*/*'}, 'https://shop.example/cart.data'), reason);
    expect(json.status).toBe(403);
    expect(await json.json()).toEqual({error: 'No <b>'});
    const page = refusalResponse(req('POST', {Accept: 'text/html'}), reason);
    expect(page.headers.get('Content-Type')).toContain('text/html');
    expect(await page.text()).toContain('No &lt;b&gt;');
  });
});
