import {Toucan} from 'toucan-js';
import type {ShopConfig} from './env.server';

/**
 * Errors that reach a person: with `ERROR_REPORTING_DSN` set, every unhandled error and every
 * 5xx answer goes to Sentry (or any service that takes Sentry envelopes) through toucan-js, the
 * Sentry client made for Workers. Each event carries the request id, route and release, and no
 * personal data: no headers but the edge's ray id, no cookies, no query string, no request body,
 * no user, and e-mail addresses, phone numbers and long tokens in messages are masked.
 */
export interface ErrorReporter {
  /** An error with its stack (the fetch handler's catch, Remix's handleError). */
  captureError(error: unknown): void;
  /** A 5xx answer; skipped when an error of this request was already captured. */
  captureStatus(status: number): void;
}

interface ReporterOptions {
  config: Pick<ShopConfig, 'errorReporting'>;
  request: Request;
  executionContext: ExecutionContext;
  requestId: string;
  route: string;
  /** The build's asset version, when `ERROR_REPORTING_RELEASE` is unset. */
  buildVersion: string;
}

/** How long a request may stay open after its answer to send its report. */
const FLUSH_TIMEOUT_MS = 5000;

const EMAIL = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g;
/** A run of 9+ digits with spaces, dots, dashes or brackets, not inside an id (`b4d08904-9846-4086-…`). */
/** A UUID (a request id) made of digits only still is no phone number. */
const UUID = /^[\da-f]{8}-[\da-f]{4}-[\da-f]{4}-[\da-f]{4}-[\da-f]{12}$/i;
const PHONE = /(?<![\w-])\+?\d[\d ().-]{7,}\d(?![\w-])/g;
/** Access tokens, session values, signatures: a long run of token characters (a dashed UUID, the request id, is kept). */
const TOKEN = /\b[A-Za-z0-9_]{32,}\b/g;

/** Masks personal data and credentials in one string of an event. */
export function scrubText(text: string): string {
  return text
    .replace(EMAIL, '[email]')
    .replace(TOKEN, '[token]')
    .replace(PHONE, (match) => (UUID.test(match) ? match : '[phone]'));
}

/** Every string of an event, masked; keys naming personal data lose their value. */
export function scrubEvent<T>(value: T, depth = 0): T {
  if (depth > 12) return value;
  if (typeof value === 'string') return scrubText(value) as T;
  if (Array.isArray(value)) return value.map((item) => scrubEvent(item, depth + 1)) as T;
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value)) {
      // Event, trace and span ids are random hex the service needs as they are.
      if (/^(event|trace|span|parent_span)_id$/.test(key)) {
        out[key] = item;
        continue;
      }
      out[key] = /^(cookies?|e-?mail|first_?name|last_?name|address\d?|phone|password|token|authorization|user|data)$/i.test(key)
        ? '[removed]'
        : scrubEvent(item, depth + 1);
    }
    return out as T;
  }
  return value;
}

/** The request's reporter, or null when no DSN is configured. */
export function createErrorReporter(options: ReporterOptions): ErrorReporter | null {
  const {dsn, release} = options.config.errorReporting;
  if (!dsn) return null;
  // The client is made on the first report only: most requests never need one.
  let toucan: Toucan | null = null;
  const client = () => {
    if (toucan) return toucan;
    const url = new URL(options.request.url);
    // No query string: it may carry an e-mail address or a token.
    const request = new Request(`${url.origin}${url.pathname}`, {
      method: options.request.method,
      headers: {'cf-ray': options.request.headers.get('cf-ray') ?? ''},
    });
    toucan = new Toucan({
      dsn,
      context: options.executionContext,
      request,
      release: release ?? options.buildVersion,
      sendDefaultPii: false,
      requestDataOptions: {allowedHeaders: ['cf-ray'], allowedCookies: [], allowedSearchParams: [], allowedIps: false},
      beforeSend: (event) => {
        delete event.user;
        return scrubEvent(event);
      },
      beforeBreadcrumb: () => null,
    });
    toucan.setTag('requestId', options.requestId);
    toucan.setTag('route', options.route);
    toucan.setExtra('requestId', options.requestId);
    return toucan;
  };
  let captured = false;
  // toucan asks for waitUntil only when it sends, after the event is processed: by then the answer
  // may be out and the request over. Holding the request open for the flush keeps the report.
  const keepUntilSent = (sent: Toucan) => options.executionContext.waitUntil(Promise.resolve(sent.getClient()?.flush(FLUSH_TIMEOUT_MS)));
  return {
    captureError(error) {
      captured = true;
      const sent = client();
      sent.captureException(error);
      keepUntilSent(sent);
    },
    captureStatus(status) {
      if (captured) return;
      captured = true;
      const sent = client();
      sent.setTag('status', String(status));
      sent.captureMessage(`${options.request.method} ${options.route} answered ${status}`, 'error');
      keepUntilSent(sent);
    },
  };
}

const reporters = new WeakMap<object, ErrorReporter>();

/** Binds the request's reporter to its load context, so Remix's handleError reaches it. */
export function attachReporter(context: object, reporter: ErrorReporter | null): void {
  if (reporter) reporters.set(context, reporter);
}

export function reporterOf(context: object | undefined): ErrorReporter | undefined {
  return context ? reporters.get(context) : undefined;
}
