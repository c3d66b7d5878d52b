// Every error leaves as JSON `{ error, code, message, values? }` (src/shared/api-errors.ts) with the
// right status: a validation failure adds each field's message and code. Routes and hooks throw
// (src/server/errors.ts); this handler writes the body. Server faults are logged with the request
// id and answered with a generic message: internals never reach the browser. Every answer has a
// code: a registry message's catalog ID, or one of the API's own (src/shared/api-error-codes.ts).
import { STATUS_CODES } from 'node:http';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest, FastifySchemaValidationError } from 'fastify';
import fp from 'fastify-plugin';
import { API_ERROR_CODES, statusErrorCode } from '../../shared/api-error-codes.js';
import type { ApiErrorBody } from '../../shared/api-errors.js';
import type { CodedMessage } from '../../shared/coded-message.js';
import { issueMessage } from '../../shared/message-issues.js';
import { HttpError, ValidationFailed } from '../errors.js';

export function errorBody(statusCode: number, message: CodedMessage): ApiErrorBody {
  const body: ApiErrorBody = { error: STATUS_CODES[statusCode] ?? 'Error', code: message.code, message: message.message };
  if (message.values) body.values = { ...message.values };
  return body;
}

const SERVER_FAULT: CodedMessage = { code: API_ERROR_CODES.serverFault, message: 'Something went wrong on our side. Please try again.' };

export const DATABASE_UNAVAILABLE_MESSAGE = 'The service is briefly unavailable. Please try again in a moment.';
const DATABASE_UNAVAILABLE: CodedMessage = { code: API_ERROR_CODES.databaseUnavailable, message: DATABASE_UNAVAILABLE_MESSAGE };

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
      return reply.status(400).send({ ...errorBody(400, error.coded), fieldErrors: error.fieldErrors, fieldErrorCodes: fieldCodes(error) });
    }
    if (error.validation) return reply.status(400).send(errorBody(400, schemaRefusal(error)));
    const statusCode = error.statusCode && error.statusCode >= 400 && error.statusCode < 600 ? error.statusCode : 500;
    // Our own errors carry a message written for the customer, even a 502 or 503.
    if (error instanceof HttpError) {
      if (statusCode >= 500) request.log.warn({ err: error }, 'request failed');
      return reply.status(statusCode).send(errorBody(statusCode, error.coded));
    }
    if (isDatabaseUnavailable(error)) {
      // Fast and honest: the client (or load balancer) retries; /readyz says the same.
      request.log.warn({ err: error }, 'the database is unavailable');
      return reply.status(503).header('retry-after', '5').send(errorBody(503, DATABASE_UNAVAILABLE));
    }
    if (statusCode >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply.status(statusCode).send(errorBody(statusCode, SERVER_FAULT));
    }
    // The framework's and its plugins' own refusals (malformed JSON, a body too large, ...).
    return reply.status(statusCode).send(errorBody(statusCode, { code: statusErrorCode(statusCode), message: error.message }));
  });
}

function fieldCodes(error: ValidationFailed): NonNullable<ApiErrorBody['fieldErrorCodes']> {
  return Object.fromEntries(
    Object.entries(error.fields).map(([field, { code, values }]) => [field, values ? { code, values: { ...values } } : { code }]),
  );
}

/**
 * A route's schema refused the request: "field: message", with the code of the first issue's
 * message (fastify-type-provider-zod keeps the issue's own keys, its `params` among them, in the
 * validation entry's `params`). The code names the message after the field's name.
 */
function schemaRefusal(error: FastifyError): CodedMessage {
  const first: FastifySchemaValidationError | undefined = error.validation?.[0];
  if (!first) return { code: API_ERROR_CODES.invalidInput, message: error.message };
  const field = first.instancePath?.replace(/^\//, '').replace(/\//g, '.') || error.validationContext;
  const issue = issueMessage({ message: first.message ?? 'is invalid', params: (first.params as { params?: unknown }).params });
  return { ...issue, message: `${field ? `${field}: ` : ''}${issue.message}` };
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
    void reply.status(500).send(errorBody(500, SERVER_FAULT));
    return;
  }
  void reply
    .status(statusCode)
    .send(errorBody(statusCode, FRAMEWORK_ERRORS[error.code] ?? { code: statusErrorCode(statusCode), message: error.message }));
}

const FRAMEWORK_ERRORS: Record<string, CodedMessage> = {
  FST_ERR_BAD_URL: {
    code: API_ERROR_CODES.badAddress,
    message: 'The address is not valid: a % must start a percent-encoded UTF-8 character.',
  },
  FST_ERR_MAX_PARAM_LENGTH: { code: API_ERROR_CODES.addressTooLong, message: 'The address is too long.' },
};

export default fp(errorHandler, { name: 'error-handler' });
