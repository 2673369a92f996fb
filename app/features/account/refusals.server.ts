import {readForm} from '~/infra/http';
import {StorefrontCallError} from '~/infra/outage';
import {cleanMessage} from './errors';

/**
 * The text a form shows when the store refused a call for a reason other than an outage (an
 * HTTP 4xx that is not throttling, which `withOutagePage` raises as a
 * `StorefrontCallError`): the store's first error message without the `GraphQL Error: `
 * prefix, or the form's fallback. Null for anything else, so an outage keeps its 503 page.
 * (A GraphQL error in a 200 answer comes back as data without the mutation's result, which
 * the forms already answer with their fallback text.)
 */
export function refusalMessage(error: unknown, fallback: string): string | null {
  if (!(error instanceof StorefrontCallError)) return null;
  return cleanMessage(error.message) || fallback;
}

/**
 * An account action whose store refusals are answered at its form instead of the error page:
 * `refused` gets the message and the submitted form (so the page can keep what was typed).
 * The request is read again from a copy, as the action has consumed its body. Redirects,
 * outages (the 503 response) and any other error are thrown as before.
 */
export function answerRefusalsAtForm<A extends {request: Request}, T, R>(
  action: (args: A) => Promise<T>,
  fallback: string | ((form: FormData) => string),
  refused: (message: string, form: FormData) => R,
): (args: A) => Promise<T | R> {
  return async (args) => {
    const copy = args.request.clone();
    try {
      return await action(args);
    } catch (error) {
      if (!(error instanceof StorefrontCallError)) throw error;
      const form = await readForm(copy);
      return refused(refusalMessage(error, typeof fallback === 'string' ? fallback : fallback(form))!, form);
    }
  };
}
