import {describe, expect, it} from 'vitest';
import {jsonRpcErrorResponse} from './json-rpc';

describe('jsonRpcErrorResponse', () => {
  it('is a JSON-RPC 2.0 error with a null id, never stored, with the given status and headers', async () => {
    const response = jsonRpcErrorResponse(405, -32600, 'Use POST.', {Allow: 'POST'});
    expect(response.status).toBe(405);
    expect(response.headers.get('Allow')).toBe('POST');
    expect(response.headers.get('Content-Type')).toBe('application/json; charset=utf-8');
    expect(response.headers.get('Cache-Control')).toBe('private, no-store');
    expect(await response.json()).toEqual({jsonrpc: '2.0', id: null, error: {code: -32600, message: 'Use POST.'}});
  });
});
