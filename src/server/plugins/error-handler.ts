// Every error leaves as JSON `{ error, message }` with the right status. Server faults are logged
// with the request id and answered with a generic message: internals never reach the browser.
import { STATUS_CODES } from 'node:http';
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError, ValidationFailed } from '../errors.js';

export interface ErrorBody {
  error: string;
  message: string;
  /** Field name to message, when a submission failed validation. */
  fieldErrors?: Record<string, string>;
}

export function errorBody(statusCode: number, message: string): ErrorBody {
  return { error: STATUS_CODES[statusCode] ?? 'Error', message };
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
    if (statusCode >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply.status(statusCode).send(errorBody(statusCode, 'Something went wrong on our side. Please try again.'));
    }
    return reply.status(statusCode).send(errorBody(statusCode, error.message));
  });
}

export default fp(errorHandler, { name: 'error-handler' });
