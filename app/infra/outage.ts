/** Seconds a shopper (or crawler) is asked to wait when a backend is down. */
export const RETRY_AFTER_SECONDS = 30;

export type Backend = 'commerce' | 'content';

/**
 * The response a loader throws when the commerce platform or the content
 * service cannot answer: the root error boundary turns it into the
 * "briefly unavailable" page with status 503 and Retry-After.
 */
export function unavailableResponse(backend: Backend): Response {
  return new Response(JSON.stringify({unavailable: backend}), {
    status: 503,
    headers: {
      'Content-Type': 'application/json',
      'Retry-After': String(RETRY_AFTER_SECONDS),
      'Cache-Control': 'no-store',
    },
  });
}

export function isUnavailableError(error: unknown): error is Response {
  return error instanceof Response && error.status === 503;
}

type AsyncFn = (...args: never[]) => Promise<unknown>;

/**
 * Wraps a client call so that a transport failure (refused connection,
 * timeout, 5xx, unparsable body) surfaces as the 503 response instead of an
 * unhandled exception. GraphQL `errors` in a 200 answer are returned as before.
 */
export function guardCall<F extends AsyncFn>(fn: F, backend: Backend): F {
  return (async (...args: Parameters<F>) => {
    try {
      return await fn(...args);
    } catch (error) {
      if (error instanceof Response) throw error;
      console.error(`[${backend}] request failed:`, error instanceof Error ? error.message : error);
      throw unavailableResponse(backend);
    }
  }) as F;
}
