import {describe, expect, it} from 'vitest';
import {classify, INVALID_REQUEST, PARSE_ERROR, parseBody} from './jsonrpc.js';

describe('JSON-RPC framing', () => {
  it('answers malformed JSON with a parse error (-32700, id null)', () => {
    const parsed = parseBody('{"jsonrpc": "2.0", "id": 1, "method": ');
    expect(parsed).toEqual({ok: false, error: {jsonrpc: '2.0', id: null, error: {code: PARSE_ERROR, message: expect.any(String)}}});
  });

  it.each([
    ['a number', 42],
    ['a string', 'tools/list'],
    ['null', null],
    ['an empty array', []],
    ['no jsonrpc', {id: 1, method: 'ping'}],
    ['jsonrpc 1.0', {jsonrpc: '1.0', id: 1, method: 'ping'}],
    ['no method', {jsonrpc: '2.0', id: 1}],
    ['a numeric method', {jsonrpc: '2.0', id: 1, method: 7}],
    ['params that are an array', {jsonrpc: '2.0', id: 1, method: 'ping', params: [1]}],
    ['an object id', {jsonrpc: '2.0', id: {}, method: 'ping'}],
  ])('calls %s not a request', (_, value) => {
    expect(classify(value)).toMatchObject({kind: 'invalid', message: expect.stringMatching(/^Invalid Request/)});
  });

  it('keeps the id of a broken request when it can be read', () => {
    expect(classify({jsonrpc: '2.0', id: 7})).toMatchObject({kind: 'invalid', id: 7});
    expect(INVALID_REQUEST).toBe(-32600);
  });

  it('tells requests, notifications and client responses apart', () => {
    expect(classify({jsonrpc: '2.0', id: 'a', method: 'tools/list'})).toEqual({
      kind: 'request',
      request: {id: 'a', method: 'tools/list', params: undefined},
    });
    expect(classify({jsonrpc: '2.0', method: 'notifications/initialized'})).toEqual({
      kind: 'notification',
      notification: {method: 'notifications/initialized', params: undefined},
    });
    expect(classify({jsonrpc: '2.0', id: 3, result: {}})).toEqual({kind: 'response'});
  });
});
