import {describe, expect, it} from 'vitest';
import {MAX_BODY_BYTES, field, jsonError, jsonResponse, readBody, readForm, readJsonBody, withBoundedBody} from './http';

describe('jsonResponse and jsonError', () => {
  it('answers JSON, not stored unless a max age or the caller says otherwise', async () => {
    const plain = jsonResponse({a: 1});
    expect(plain.headers.get('Content-Type')).toBe('application/json; charset=utf-8');
    expect(plain.headers.get('Cache-Control')).toBe('no-store');
    expect(await plain.json()).toEqual({a: 1});
    expect(jsonResponse({}, {maxAge: 60}).headers.get('Cache-Control')).toBe('public, max-age=60, stale-while-revalidate=600');
    expect(jsonResponse({}, {headers: {'Cache-Control': 'private, max-age=30'}}).headers.get('Cache-Control')).toBe('private, max-age=30');
    const error = jsonError(405, 'Use POST', {Allow: 'POST'});
    expect([error.status, error.headers.get('Allow'), error.headers.get('Cache-Control')]).toEqual([405, 'POST', 'no-store']);
    expect(await error.json()).toEqual({error: 'Use POST'});
  });
});

describe('reading bodies', () => {
  const post = (body: string, type: string) =>
    new Request('https://shop.example/api', {method: 'POST', body, headers: {'Content-Type': type}});

  it('readJsonBody: JSON within the limit, else a 4xx answer', async () => {
    expect(await readJsonBody(post('{"q":"mint"}', 'application/json'))).toEqual({ok: true, body: {q: 'mint'}});
    const bad = await readJsonBody(post('{', 'application/json'));
    expect(bad.ok ? 0 : bad.response.status).toBe(400);
    const big = await readJsonBody(post(`"${'x'.repeat(20_000)}"`, 'application/json'));
    expect(big.ok ? 0 : big.response.status).toBe(413);
    const get = await readJsonBody(new Request('https://shop.example/api'));
    expect(get.ok ? 0 : get.response.status).toBe(405);
  });

  it('readForm: the form, or an empty one for an unreadable body', async () => {
    expect((await readForm(post('a=1&b=two', 'application/x-www-form-urlencoded'))).get('b')).toBe('two');
    expect([...(await readForm(post('{}', 'application/json'))).keys()]).toEqual([]);
  });

  it('readBody: a JSON object or a form as a plain object, null otherwise', async () => {
    expect(await readBody(post('{"email":" a@b.co "}', 'application/json'))).toEqual({email: ' a@b.co '});
    expect(await readBody(post('email=a%40b.co', 'application/x-www-form-urlencoded'))).toEqual({email: 'a@b.co'});
    expect(await readBody(post('[1]', 'application/json'))).toBeNull();
    expect(await readBody(post('{', 'application/json'))).toBeNull();
    expect(await readBody(post('x', 'text/plain'))).toBeNull();
    expect(field({email: ' a@b.co ', n: 3}, 'email')).toBe('a@b.co');
    expect(field({n: 3}, 'n')).toBe('');
  });
});

describe('withBoundedBody (bytes are counted while read)', () => {
  /** A body sent in chunks with no Content-Length, as a chunked upload arrives. */
  const chunkedPost = (bytes: number, headers: Record<string, string> = {}) => {
    const chunk = new Uint8Array(16 * 1024).fill(120);
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent >= bytes) return controller.close();
        const part = chunk.subarray(0, Math.min(chunk.byteLength, bytes - sent));
        sent += part.byteLength;
        controller.enqueue(part);
      },
    });
    return new Request('https://shop.example/cart', {method: 'POST', body, headers, duplex: 'half'} as RequestInit);
  };

  it('refuses a 1 MB chunked body (no Content-Length)', async () => {
    expect(await withBoundedBody(chunkedPost(1024 * 1024))).toBeNull();
  });
  it('refuses a body larger than its declared Content-Length says', async () => {
    expect(await withBoundedBody(chunkedPost(MAX_BODY_BYTES + 1, {'Content-Length': '10'}))).toBeNull();
  });
  it('passes a body at the limit through unchanged, with its real length', async () => {
    const bounded = await withBoundedBody(chunkedPost(MAX_BODY_BYTES));
    expect(bounded).not.toBeNull();
    expect(bounded!.headers.get('Content-Length')).toBe(String(MAX_BODY_BYTES));
    const text = await bounded!.text();
    expect(text).toHaveLength(MAX_BODY_BYTES);
    expect(text).toMatch(/^x+$/);
  });
  it('leaves bodiless requests alone', async () => {
    const get = new Request('https://shop.example/');
    expect(await withBoundedBody(get)).toBe(get);
  });
});
