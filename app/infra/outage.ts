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

/**
 * Statuses of a Storefront API answer that mean the platform cannot answer
 * right now (the 503 page, "please try again"): every 5xx, the retryable ones
 * (408, 409, 425, 429) and Shopify's 430 (request refused by its security layer).
 */
export function isOutageStatus(status: number): boolean {
  return status >= 500 || [408, 409, 425, 429, 430].includes(status);
}

/**
 * A Storefront API call the platform refused for a reason that is not an
 * outage (400, 401, 402, 403, 404, 423…): trying again will not help, so it is
 * raised as an error whose message is the answer's first error message, or
 * "GraphQL Error (Code: <status>)" when it has none.
 */
export class StorefrontCallError extends Error {
  readonly status: number;
  constructor(status: number, message: string) {
    super(message);
    this.name = 'StorefrontCallError';
    this.status = status;
  }
}

/** The error for a Storefront API answer with `status` and `body`, or null when it is a success or an outage. */
export function storefrontCallError(status: number, body: string): StorefrontCallError | null {
  if (status < 400 || isOutageStatus(status)) return null;
  let first = '';
  try {
    const errors = (JSON.parse(body) as {errors?: unknown} | null)?.errors;
    if (typeof errors === 'string') first = errors;
    else if (Array.isArray(errors)) first = String((errors[0] as {message?: unknown} | undefined)?.message ?? '');
  } catch {
    // Not JSON: the status is all there is to tell.
  }
  return new StorefrontCallError(status, first.trim() || `GraphQL Error (Code: ${status})`);
}

type AsyncFn = (...args: never[]) => Promise<unknown>;

/**
 * Wraps a client call so that a transport failure (refused connection,
 * timeout, 5xx, unparsable body) surfaces as the 503 response instead of an
 * unhandled exception. GraphQL `errors` in a 200 answer are returned as before;
 * a refusal that is not an outage stays a `StorefrontCallError`.
 */
export function withOutagePage<F extends AsyncFn>(fn: F, backend: Backend): F {
  return (async (...args: Parameters<F>) => {
    try {
      return await fn(...args);
    } catch (error) {
      if (error instanceof Response || error instanceof StorefrontCallError) throw error;
      console.error(`[${backend}] request failed:`, error instanceof Error ? error.message : error);
      throw unavailableResponse(backend);
    }
  }) as F;
}
