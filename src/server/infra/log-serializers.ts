// What the logs may say about a request and an error. Logs are kept longer and read by more
// people than the database, so two things never reach them:
// - the values of a failed query: Drizzle's error carries the parameters in its message, its
//   stack and a `params` list, PGlite's too, and PostgreSQL's `detail` and `where` quote values
//   (a driver application's name, e-mail, date of birth and license number in one line);
// - reference IDs and the provider ids of payments in a path: each is the key to an invoice or a
//   payment's page (`/api/service-requests/SR-…`), so a path is logged with its secret parts cut.
// Bodies are never logged; should a line ever carry one anyway, a Social Security number in it
// (`ssn`, the name every form and schema gives it: issue 41) is censored by pino before it is written.
import type { FastifyServerOptions } from 'fastify';
import pino from 'pino';
import type { Config } from '../config.js';

export type LoggerOptions = Exclude<FastifyServerOptions['logger'], boolean | undefined>;

/** `traceFields` (when tracing is on) adds the active span's `trace_id` and `span_id` to every line. */
export function loggerOptions(config: Pick<Config, 'logLevel'>, traceFields?: () => Record<string, string>): LoggerOptions {
  return {
    level: config.logLevel,
    serializers: { req: serializeRequest, err: serializeError },
    redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
    ...(traceFields ? { mixin: traceFields } : {}),
  };
}

/** Where a Social Security number could sit in a logged object: at the top, or one or two levels down (a body, a request's body). */
export const REDACTED_PATHS = ['ssn', '*.ssn', '*.*.ssn'];

interface LoggedRequest {
  method: string;
  url: string;
  ip?: string;
  params?: unknown;
  routeOptions?: { url?: string };
}

/** Method, path and client address: the query string carries payment references and session ids, so it is left out. */
export function serializeRequest(request: LoggedRequest): { method: string; path: string; ip: string | undefined } {
  return { method: request.method, path: loggedPath(request), ip: request.ip };
}

export const REFERENCE_ID = /\b(SR|DA)(?:(?:[-_\s]|%20)*[0-9A-Z]){16}/gi;
export const PROVIDER_ID = /\b(cs|pi|pm|ch|re|seti)_(?:test_|live_)?[0-9A-Za-z]{8,}/g;

/**
 * The path without its query string, every non-numeric route parameter shown by name
 * (/api/service-requests/:ref, /api/payments/:id/outcome; an admin's /…/service-requests/42
 * keeps its row number), and anything that still looks like a reference or provider id cut.
 */
export function loggedPath(request: Pick<LoggedRequest, 'url' | 'params' | 'routeOptions'>): string {
  const pattern = request.routeOptions?.url;
  if (!pattern?.includes(':') || pattern.includes('*')) return redacted(request.url.split('?', 1)[0] ?? '');
  const route = routePattern(pattern);
  const params = (request.params ?? {}) as Record<string, unknown>;
  if (!route.names.some((name) => isRowNumber(params[name]))) return route.logged;
  return redacted(
    pattern.replace(/:(\w+)/g, (parameter, name: string) => {
      const value = params[name];
      return isRowNumber(value) ? value : parameter;
    }),
  );
}

const isRowNumber = (value: unknown): value is string => typeof value === 'string' && /^\d{1,12}$/.test(value);

const redacted = (path: string) => path.replace(REFERENCE_ID, '$1-…').replace(PROVIDER_ID, '$1_…');

interface RoutePattern {
  /** The route's parameter names. */
  names: string[];
  /** The path logged when no parameter is a row number: the pattern itself, redacted. */
  logged: string;
}

// The same for every request of a route, so worked out once per route (a route's pattern comes
// from the code, never from a request, so this holds one entry per parameterised route).
const routePatterns = new Map<string, RoutePattern>();

function routePattern(pattern: string): RoutePattern {
  let route = routePatterns.get(pattern);
  if (!route) {
    route = { names: [...pattern.matchAll(/:(\w+)/g)].map((match) => match[1]!), logged: redacted(pattern) };
    routePatterns.set(pattern, route);
  }
  return route;
}

interface SerializedError {
  type: string;
  message: string;
  stack: string;
  [field: string]: unknown;
}

interface ErrorFields {
  message?: unknown;
  stack?: unknown;
  cause?: unknown;
  query?: unknown;
  params?: unknown;
  severity?: unknown;
  code?: unknown;
}

/** A failed query (Drizzle's and PGlite's errors carry it) or PostgreSQL's own error. */
function isDatabaseError(error: ErrorFields): boolean {
  return (typeof error.query === 'string' && 'params' in error) || (typeof error.severity === 'string' && typeof error.code === 'string');
}

function causesOf(error: unknown): ErrorFields[] {
  const chain: ErrorFields[] = [];
  for (let cause = error; typeof cause === 'object' && cause !== null && chain.length < 5; cause = (cause as ErrorFields).cause) {
    chain.push(cause);
  }
  return chain;
}

/**
 * pino's error serializer, except for an error with a database error in its chain of causes:
 * that is written field by field, with what identifies the failure (SQLSTATE code, table,
 * column, constraint, the query's text with its $1 placeholders) and none of the values.
 */
export function serializeError(error: unknown): SerializedError {
  if (!causesOf(error).some(isDatabaseError)) return pino.stdSerializers.err(error as Error);
  return withoutValues(error as ErrorFields, 0);
}

// PostgreSQL's columns and constraints by name, its SQLSTATE code and where it failed: never a value.
const IDENTIFYING_FIELDS = ['code', 'severity', 'schema', 'table', 'column', 'dataType', 'constraint', 'routine'] as const;

function withoutValues(error: ErrorFields, depth: number): SerializedError {
  const type = (error as { constructor?: { name?: string } }).constructor?.name ?? 'Error';
  const message = safeMessage(error);
  const frames = typeof error.stack === 'string' ? error.stack.split('\n').filter((line) => /^\s+at /.test(line)) : [];
  const summary: SerializedError = { type, message, stack: [`${type}: ${message}`, ...frames].join('\n') };
  if (typeof error.query === 'string' && depth === 0) summary.query = error.query.slice(0, 2000);
  for (const field of IDENTIFYING_FIELDS) {
    const value = (error as Record<string, unknown>)[field];
    if (typeof value === 'string' || typeof value === 'number') summary[field] = value;
  }
  const cause = error.cause;
  if (typeof cause === 'object' && cause !== null && depth < 4) summary.cause = withoutValues(cause, depth + 1);
  return summary;
}

/** A database error's message without the values it quotes ('invalid input syntax for type uuid: "…"'). */
function safeMessage(error: ErrorFields): string {
  const message = typeof error.message === 'string' ? error.message : String(error.message);
  if (!isDatabaseError(error)) return message;
  // Drizzle's message is the query and then every parameter: the query is logged on its own.
  if (typeof error.query === 'string' && message.startsWith('Failed query:')) return 'Failed query';
  return message.replace(/"(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*'/g, '"…"');
}
