import {describe, expect, it} from 'vitest';
import {MAX_BODY_BYTES} from '~/infra/http';
import {UNROUTABLE_PATH} from '~/server/security/malformed-url.server';
import {screenRequest, normaliseUrl} from './request-screening-step.server';

const post = (body: string, headers: Record<string, string> = {Origin: 'https://shop.example'}) =>
  new Request('https://shop.example/cart', {method: 'POST', headers, body});

describe('screenRequest', () => {
  it('refuses a cross-site write with 403 and still reads its body, so the connection stays usable', async () => {
    const request = post('action=add', {Origin: 'https://evil.example'});
    const answer = await screenRequest(request);
    expect(answer).toBeInstanceOf(Response);
    expect((answer as Response).status).toBe(403);
    expect(request.bodyUsed).toBe(true);
  });

  it('passes a same-origin write on with its body intact', async () => {
    const answer = await screenRequest(post('action=add'));
    expect(answer).toBeInstanceOf(Request);
    expect(await (answer as Request).text()).toBe('action=add');
  });

  it('refuses a body over the limit with 413', async () => {
    const answer = await screenRequest(post('x'.repeat(MAX_BODY_BYTES + 1)));
    expect((answer as Response).status).toBe(413);
  });

  it('lets reads through whatever their origin', async () => {
    const request = new Request('https://shop.example/', {headers: {Origin: 'https://evil.example'}});
    expect(await screenRequest(request)).toBeInstanceOf(Request);
  });
});

describe('normaliseUrl', () => {
  it('sends a URL with an undecodable escape to the 404 path, keeping the method', () => {
    const normalised = normaliseUrl(new Request('https://shop.example/products/%E0%A4%A', {method: 'HEAD'}));
    expect(new URL(normalised.url).pathname).toBe(UNROUTABLE_PATH);
    expect(normalised.method).toBe('HEAD');
  });

  it('leaves a decodable URL as it is', () => {
    const request = new Request('https://shop.example/search?q=%C3%A9mail');
    expect(normaliseUrl(request)).toBe(request);
  });
});
