import {describe, expect, it} from 'vitest';
import {canonicalPath, canonicalString, verifyContentfulSignature} from './webhook-signature';

const SECRET = 'a'.repeat(64);
const BODY = '{"sys":{"id":"abc"}}';
const SIGNED = 'content-type,x-contentful-signed-headers,x-contentful-timestamp,x-contentful-topic';
const TIMESTAMP = 1_700_000_000_000;
/**
 * Computed outside this code (Node's createHmac) from the documented canonical form:
 * `POST\n/api/content/webhook\n<name:value;…>\n<body>` with the four signed headers sorted.
 */
const KNOWN_SIGNATURE = 'aeafab05b816a4556485c5f870f96d156cc63a33ae1b5c0df9506b557309bb55';

function headers(overrides: Record<string, string | null> = {}) {
  const all: Record<string, string | null> = {
    'Content-Type': 'application/vnd.contentful.management.v1+json',
    'X-Contentful-Topic': 'ContentManagement.Entry.publish',
    'X-Contentful-Signed-Headers': SIGNED,
    'X-Contentful-Timestamp': String(TIMESTAMP),
    'X-Contentful-Signature': KNOWN_SIGNATURE,
    ...overrides,
  };
  return new Headers(Object.entries(all).filter((pair): pair is [string, string] => pair[1] !== null));
}

const verify = (h: Headers, {body = BODY, path = '/api/content/webhook', now = TIMESTAMP + 1000} = {}) =>
  verifyContentfulSignature(SECRET, {method: 'POST', path, headers: h, body}, now);

describe('Contentful webhook signature', () => {
  it('accepts the known vector computed from the documented canonical request', async () => {
    expect(await verify(headers())).toEqual({ok: true});
  });

  it('refuses a request with no signature, a wrong one, or one signed with another secret', async () => {
    expect((await verify(headers({'X-Contentful-Signature': null}))).ok).toBe(false);
    expect((await verify(headers({'X-Contentful-Signature': KNOWN_SIGNATURE.replace(/^a/, 'b')}))).ok).toBe(false);
    const other = await verifyContentfulSignature(
      'b'.repeat(64),
      {method: 'POST', path: '/api/content/webhook', headers: headers(), body: BODY},
      TIMESTAMP,
    );
    expect(other.ok).toBe(false);
  });

  it('refuses a changed body, path, signed header or method', async () => {
    expect((await verify(headers(), {body: BODY.replace('abc', 'abd')})).ok).toBe(false);
    expect((await verify(headers(), {path: '/api/content/webhook?x=1'})).ok).toBe(false);
    expect((await verify(headers({'X-Contentful-Topic': 'ContentManagement.Entry.delete'}))).ok).toBe(false);
    const get = await verifyContentfulSignature(
      SECRET,
      {method: 'GET', path: '/api/content/webhook', headers: headers(), body: BODY},
      TIMESTAMP,
    );
    expect(get.ok).toBe(false);
  });

  it('refuses a signature older than 30 seconds (a replay)', async () => {
    expect(await verify(headers(), {now: TIMESTAMP + 30_000})).toEqual({ok: false, reason: 'stale signature'});
  });

  it('refuses a signed-header list that leaves out the timestamp', async () => {
    expect((await verify(headers({'X-Contentful-Signed-Headers': 'content-type,x-contentful-topic'}))).ok).toBe(false);
  });

  it('canonicalises the path as Contentful does: the query escaped once, then URI-encoded', () => {
    expect(canonicalPath('/hook')).toBe('/hook');
    expect(canonicalPath('/a b?x=1&y=2')).toBe('/a%20b?x%253D1%2526y%253D2');
    expect(canonicalString({method: 'post', path: '/p', headers: {' B ': ' 2 ', a: '1'}, body: ''})).toBe('POST\n/p\na:1;b:2\n');
  });
});
