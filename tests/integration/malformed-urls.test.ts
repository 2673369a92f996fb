import {describe, expect, it} from 'vitest';
import {shopUrl} from '../support/http';
import {rawRequest} from '../support/raw-http';

/**
 * Malformed URLs and unusual request targets get the
 * shop's own 400/404 page, never a stack trace, an error name or a file path.
 */
const LEAKS = /TypeError|Invalid URL|getInternalRouterError|\bat [\w.<>]+ \(|node_modules|\/dist\/|\/work\/|file:\/\/|\.tsx?:\d+|\.js:\d+/;

const send = (target: string, method = 'GET', body?: string) =>
  rawRequest('/', {
    target,
    method,
    body,
    headers: {
      Accept: 'text/html',
      ...(body ? {'Content-Type': 'application/x-www-form-urlencoded', Origin: new URL(shopUrl()).origin} : {}),
    },
  });

describe('malformed URLs', () => {
  it.each(['/learn/%ZZ', '/search?q=%ZZ', '/products/%E0%A4%A', '/%', '/learn/%00', '/search?q=%ZZ&page=%FF'])(
    'GET %s answers the shop page with 400 or 404, no stack trace or path',
    async (target) => {
      const response = await send(target);
      expect([400, 404], response.body.slice(0, 300)).toContain(response.status);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.body).toMatch(/data-testid="(not-found-page|error-page)"/);
      expect(response.body).not.toMatch(LEAKS);
    },
  );

  it.each(['http://evil.example/products', 'https://evil.example/', '*', 'evil.example:443'])(
    'request target %s gets a 400/404 page, never a 500',
    async (target) => {
      const response = await send(target);
      expect([400, 404], response.body.slice(0, 300)).toContain(response.status);
      expect(response.body).not.toMatch(LEAKS);
    },
  );

  it('POST to a page route without an action: 405 with no stack or path in the page data', async () => {
    for (const target of ['/learn', '/products/total-whitening-toothpaste', '/', '/learn/%ZZ']) {
      const response = await send(target, 'POST', 'x=1');
      expect([400, 404, 405], target).toContain(response.status);
      expect(response.body, target).not.toMatch(LEAKS);
    }
  });
});
