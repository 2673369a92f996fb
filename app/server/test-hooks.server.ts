import {isLocalHost} from '~/infra/request-origin';

/**
 * Test hooks for the browser and worker tests: a fake clock (`x-test-now`,
 * an ISO instant), a failing KV (`x-test-kv: fail`) and an unhandled error
 * (`x-test-throw: <message>`, for the error reporter). They work only when
 * BOTH the env binding `TEST_HOOKS` is on AND the request is addressed to
 * localhost, so a deployed shop (never served as localhost) ignores them
 * even if the variable were set by mistake.
 */
export interface TestHooks {
  now(): Date;
  kvFails: boolean;
  /** Set: the request fails with this message after its context is built. */
  throwMessage: string | null;
}

export function testHooks(request: Request, enabled: boolean): TestHooks {
  const real: TestHooks = {now: () => new Date(), kvFails: false, throwMessage: null};
  if (!enabled || !isLocalHost(request)) return real;
  const fake = Date.parse(request.headers.get('x-test-now') ?? '');
  return {
    now: Number.isFinite(fake) ? () => new Date(fake) : real.now,
    kvFails: request.headers.get('x-test-kv') === 'fail',
    throwMessage: request.headers.get('x-test-throw'),
  };
}
