// Every error leaves as JSON `{ error, message }` (src/shared/api-errors.ts) with the right status.
// Routes and hooks throw (src/server/errors.ts); this handler writes the body. Server faults are
// logged with the request id and answered with a generic message: internals never reach the browser.
import { STATUS_CODES } from 'node:http';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { ApiErrorBody } from '../../shared/api-errors.js';
import { HttpError, ValidationFailed } from '../errors.js';

export function errorBody(statusCode: number, message: string): ApiErrorBody {
  return { error: STATUS_CODES[statusCode] ?? 'Error', message };
}

const SERVER_FAULT_MESSAGE = 'Something went wrong on our side. Please try again.';

export const DATABASE_UNAVAILABLE_MESSAGE = 'The service is briefly unavailable. Please try again in a moment.';

// Connection-level failures (refused, reset, timed out, server shutting down), found anywhere in
// the chain of causes (Drizzle wraps the driver's error). Query errors are not among them.
const CONNECTION_ERROR_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  '57P01',
  '57P02',
  '57P03',
  '08000',
  '08003',
  '08006',
]);
const CONNECTION_ERROR_MESSAGES = [
  /Connection terminated/i,
  /timeout exceeded when trying to connect/i,
  /Client has encountered a connection error/i,
];

export function isDatabaseUnavailable(error: unknown): boolean {
  for (let cause = error, depth = 0; cause && depth < 5; cause = (cause as { cause?: unknown }).cause, depth++) {
    const { code, message } = cause as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && CONNECTION_ERROR_CODES.has(code)) return true;
    if (typeof message === 'string' && CONNECTION_ERROR_MESSAGES.some((pattern) => pattern.test(message))) return true;
  }
  return false;
}

async function errorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof ValidationFailed) {
      return reply.status(400).send({ ...errorBody(400, error.message), fieldErrors: error.fieldErrors });
    }
    if (error.validation) {
      const first = error.validation[0];
      const field = first?.instancePath?.replace(/^\//, '').replace(/\//g, '.') || error.validationContext;
      const message = first ? `${field ? `${field}: ` : ''}${first.message ?? 'is invalid'}` : error.message;
      return reply.status(400).send(errorBody(400, message));
    }
    const statusCode = error.statusCode && error.statusCode >= 400 && error.statusCode < 600 ? error.statusCode : 500;
    // Our own errors carry a message written for the customer, even a 502 or 503.
    if (error instanceof HttpError) {
      if (statusCode >= 500) request.log.warn({ err: error }, 'request failed');
      return reply.status(statusCode).send(errorBody(statusCode, error.message));
    }
    if (isDatabaseUnavailable(error)) {
      // Fast and honest: the client (or load balancer) retries; /readyz says the same.
      request.log.warn({ err: error }, 'the database is unavailable');
      return reply.status(503).header('retry-after', '5').send(errorBody(503, DATABASE_UNAVAILABLE_MESSAGE));
    }
    if (statusCode >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply.status(statusCode).send(errorBody(statusCode, SERVER_FAULT_MESSAGE));
    }
    return reply.status(statusCode).send(errorBody(statusCode, error.message));
  });
}

/**
 * Fastify's `frameworkErrors`: a path it cannot decode (`/%E0%A4%A`) or whose parameter is too
 * long, answered before any route, as our JSON like every other error (Fastify's own body
 * quotes the path back). The client's mistake: nothing is logged but the request line.
 */
export function answerFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const statusCode = error.statusCode ?? 500;
  if (statusCode >= 500) {
    request.log.error({ err: error }, 'request failed');
    void reply.status(500).send(errorBody(500, SERVER_FAULT_MESSAGE));
    return;
  }
  void reply.status(statusCode).send(errorBody(statusCode, FRAMEWORK_ERROR_MESSAGES[error.code] ?? error.message));
}

const FRAMEWORK_ERROR_MESSAGES: Record<string, string> = {
  FST_ERR_BAD_URL: 'The address is not valid: a % must start a percent-encoded UTF-8 character.',
  FST_ERR_MAX_PARAM_LENGTH: 'The address is too long.',
};

export default fp(errorHandler, { name: 'error-handler' });
