import {describe, expect, it} from 'vitest';
import {createRequestLogger} from '~/infra/observability';
import type {ErrorReporter} from '../error-reporter.server';
import {failedResponse, finishResponse, routeOf, startRequestRecord, type RequestRecord} from './finish.server';
import {answerAgents} from './agent-step.server';

const env = {
  PUBLIC_STORE_DOMAIN: 'http://platform.test',
  PUBLIC_STOREFRONT_API_TOKEN: 'public-token',
  SESSION_SECRET: 'a-real-signing-secret-of-at-least-32-characters',
  CONTENT_SPACE_ID: 'space',
  CONTENT_DELIVERY_TOKEN: 'delivery',
} as unknown as Env;
const executionContext = {waitUntil: () => undefined} as unknown as ExecutionContext;

function record(route: string) {
  const lines: string[] = [];
  const reported: unknown[] = [];
  const reporter: ErrorReporter = {captureError: (error) => reported.push(error), captureStatus: (status) => reported.push(status)};
  const value: RequestRecord = {
    requestId: 'req-1',
    route,
    started: 1000,
    log: createRequestLogger('req-1', route, (line) => lines.push(line)),
    reporter,
  };
  return {lines, reported, value};
}

describe('startRequestRecord', () => {
  it('keeps the front request id and logs the path without its query string', () => {
    const request = new Request('http://localhost/account/reset?email=a%40b.example', {headers: {'X-Request-Id': 'front-7'}});
    const started = startRequestRecord(request, env, executionContext, 'v1', 42);
    expect(started).toMatchObject({requestId: 'front-7', route: '/account/reset', started: 42, reporter: null});
  });
});

describe('finishResponse', () => {
  it('sets the request id and writes one access log line', () => {
    const {lines, reported, value} = record('/products');
    const response = finishResponse(new Response('ok'), new Request('http://localhost/products'), env, value, 1250);
    expect(response.headers.get('x-request-id')).toBe('req-1');
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0])).toMatchObject({level: 'info', msg: 'request', method: 'GET', status: 200, duration: 250});
    expect(reported).toEqual([]);
  });

  it('reports an unexpected 5xx, but not the maintenance page', () => {
    const failing = record('/products');
    finishResponse(new Response(null, {status: 503}), new Request('http://localhost/products'), env, failing.value);
    expect(failing.reported).toEqual([503]);
    expect(JSON.parse(failing.lines[0])).toMatchObject({level: 'error', status: 503});
    const planned = record('/maintenance');
    finishResponse(new Response(null, {status: 503}), new Request('http://localhost/maintenance'), env, planned.value);
    expect(planned.reported).toEqual([]);
  });

  it('does not report the MCP endpoint closed for maintenance, but reports an unreachable store', async () => {
    const request = () =>
      new Request('http://localhost/api/ucp/mcp', {method: 'POST', headers: {'Content-Type': 'application/json'}, body: '{}'});
    const closed = record('/api/ucp/mcp');
    const maintenance = {...env, MAINTENANCE_MODE: 'true'} as unknown as Env;
    const answer = (await answerAgents(request(), maintenance, closed.value.log))!;
    expect(answer.status).toBe(503);
    finishResponse(answer, request(), maintenance, closed.value);
    expect(closed.reported).toEqual([]);

    const down = record('/api/ucp/mcp');
    const unreachable = {...env, PUBLIC_STORE_DOMAIN: 'http://127.0.0.1:9', BACKEND_TIMEOUT_MS: '500'} as unknown as Env;
    const failed = (await answerAgents(request(), unreachable, down.value.log))!;
    expect(failed.status).toBe(503);
    finishResponse(failed, request(), unreachable, down.value);
    expect(down.reported).toEqual([503]);
  });
});

describe('failedResponse', () => {
  it('logs and reports the error and answers the plain 500 page without its stack', async () => {
    const {lines, reported, value} = record('/products');
    const error = new Error('loader exploded at /app/build/server/index.js:1:2');
    const response = failedResponse(error, value.log, value.reporter);
    expect(response.status).toBe(500);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const body = await response.text();
    expect(body).not.toContain('exploded');
    expect(body).not.toContain('index.js');
    expect(reported).toEqual([error]);
    expect(lines[0]).toContain('request failed');
  });
});

describe('routeOf', () => {
  it('is the path, or a placeholder for a URL that does not parse', () => {
    expect(routeOf('https://shop.example/cart?email=a')).toBe('/cart');
    expect(routeOf('not a url')).toBe('(unparsable)');
  });
});
