/**
 * Operator basics (docs/operations.md): a request id for every
 * request, one JSON object per log line, and `Server-Timing` for the calls
 * a request made to its backends.
 */

/** Headers a platform in front of the shop names its request id with: Oxygen, then Cloudflare, then a proxy. */
export const REQUEST_ID_HEADERS = ['request-id', 'cf-ray', 'x-request-id'] as const;
export const REQUEST_ID_RESPONSE_HEADER = 'X-Request-Id';

/** The platform's request id when it gives a sane one (printable, at most 128 characters), else a new one. */
export function requestIdOf(headers: Headers, generate: () => string = () => crypto.randomUUID()): string {
  for (const name of REQUEST_ID_HEADERS) {
    const value = headers.get(name)?.trim();
    if (value && value.length <= 128 && /^[\w.:@/+=-]+$/.test(value)) return value;
  }
  return generate();
}

export type LogLevel = 'debug' | 'info' | 'warn' | 'error';

export interface LogFields {
  requestId?: string;
  route?: string;
  method?: string;
  status?: number;
  /** Milliseconds. */
  duration?: number;
  [key: string]: unknown;
}

/**
 * One log line: a JSON object with `level`, `msg` and the fields. An Error becomes its name and
 * message, and its stack frames go in `stack`, so the operator finds where it failed.
 */
export function logLine(level: LogLevel, msg: string, fields: LogFields = {}): string {
  const out: Record<string, unknown> = {level, msg};
  for (const [key, value] of Object.entries(fields)) {
    if (value === undefined) continue;
    out[key] = value instanceof Error ? `${value.name}: ${value.message}` : value;
    const frames = value instanceof Error ? stackFrames(value) : '';
    if (frames && !out.stack) out.stack = frames;
  }
  try {
    return JSON.stringify(out);
  } catch {
    return JSON.stringify({level, msg, requestId: fields.requestId, error: 'log fields could not be serialised'});
  }
}

/** An error's stack without its first line (the message, already in the line). */
function stackFrames(error: Error): string {
  return (error.stack ?? '')
    .split('\n')
    .filter((line) => /^\s+at\s/.test(line))
    .map((line) => line.trim())
    .join('\n');
}

export interface Logger {
  requestId: string;
  log(level: LogLevel, msg: string, fields?: LogFields): void;
}

/** A logger bound to one request: every line carries its id (and route, when known). */
export function createRequestLogger(requestId: string, route?: string, sink: (line: string, level: LogLevel) => void = writeLine): Logger {
  return {
    requestId,
    log(level, msg, fields = {}) {
      sink(logLine(level, msg, {requestId, route, ...fields}), level);
    },
  };
}

function writeLine(line: string, level: LogLevel) {
  if (level === 'error') console.error(line);
  else if (level === 'warn') console.warn(line);
  else console.log(line);
}

/** Collects the backend calls of one request for the `Server-Timing` header. */
export class ServerTiming {
  private readonly entries: Array<{name: string; duration: number}> = [];

  /** Times `run` under `name` (storefront, content), whether it resolves or rejects. */
  async measure<T>(name: string, run: () => Promise<T>, now: () => number = () => Date.now()): Promise<T> {
    const started = now();
    try {
      return await run();
    } finally {
      this.entries.push({name, duration: Math.max(0, now() - started)});
    }
  }

  /** `storefront;dur=12;desc="3 calls", content;dur=5;desc="1 call"`: total time per backend; null when none was called. */
  header(): string | null {
    const totals = new Map<string, {duration: number; count: number}>();
    for (const entry of this.entries) {
      const total = totals.get(entry.name) ?? {duration: 0, count: 0};
      total.duration += entry.duration;
      total.count += 1;
      totals.set(entry.name, total);
    }
    if (!totals.size) return null;
    return [...totals]
      .map(([name, {duration, count}]) => `${name};dur=${Math.round(duration)};desc="${count} call${count === 1 ? '' : 's'}"`)
      .join(', ');
  }
}

const timings = new WeakMap<Request, ServerTiming>();

/** The timing of the request being answered; created by the fetch handler, read by the backend clients. */
export function startServerTiming(request: Request, timing = new ServerTiming()): ServerTiming {
  timings.set(request, timing);
  return timing;
}

export function serverTimingOf(request: Request | undefined): ServerTiming | undefined {
  return request ? timings.get(request) : undefined;
}

const loggers = new WeakMap<Request, Logger>();

/** Binds a request's logger to it, so code that has only the request logs with its id. */
export function attachLogger(request: Request, logger: Logger): Logger {
  loggers.set(request, logger);
  return logger;
}

/** The request's logger; without one (a test, a request built elsewhere), a logger with no id. */
export function loggerFor(request: Request | undefined): Logger {
  return (request && loggers.get(request)) || createRequestLogger('none');
}
