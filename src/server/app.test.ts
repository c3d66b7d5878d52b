// The HTTP application's cross-cutting behaviour, through app.inject on a real database.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../../tests/support/test-config.js';
import { openTestDatabase } from '../../tests/support/test-database.js';
import { API_ERROR_CODES } from '../shared/api-error-codes.js';
import { apiErrorSchema, type ApiErrorBody } from '../shared/api-errors.js';
import { codedMessage } from '../shared/coded-message.js';
import { PAYMENT_MESSAGES } from '../shared/payments/payment-messages.js';
import { SHARED_MESSAGES } from '../shared/shared-messages.js';
import { isSharedMessageCode } from '../shared/shared-texts.js';
import { trackingLookupSchema } from '../shared/tracking/tracking-lookup.js';
import { buildApp } from './app.js';
import type { DatabaseHandle } from './db/client.js';
import { badRequest, conflict } from './errors.js';
import { validationFailed } from './infra/validation-failed.js';
import { DATABASE_UNAVAILABLE_MESSAGE } from './plugins/error-handler.js';

let database: DatabaseHandle;
let app: FastifyInstance;

beforeAll(async () => {
  database = await openTestDatabase();
  app = await buildApp({ config: testConfig(), database, logger: false });
  // Routes that exist only here, to drive the error handler.
  app.get('/api/test/crash', async () => {
    throw new Error('secret connection string postgres://u:p@h/db');
  });
  app.get('/api/test/refused', async () => {
    throw badRequest('The pickup ZIP code must have 5 digits.');
  });
  app.get('/api/test/refused-coded', async () => {
    throw conflict(PAYMENT_MESSAGES.invoiceAlreadyPaid('SR-7K3M-Q9XD-2HVB-N4TE'));
  });
  app.post('/api/test/fields', async (request) => {
    const result = trackingLookupSchema.safeParse(request.body);
    if (!result.success) throw validationFailed(result.error);
    return result.data;
  });
  app.get('/api/test/database-away', async () => {
    throw Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
  });
  app.post('/api/test/echo', { schema: { body: z.object({ quantity: z.number().int().positive() }) } }, async (request) => request.body);
  app.post('/api/test/track', { schema: { body: trackingLookupSchema } }, async (request) => request.body);
  await app.ready();
});

afterAll(async () => {
  await app?.close();
  await database?.close();
});

describe('health', () => {
  it('GET /healthz says the process is alive', async () => {
    const response = await app.inject({ method: 'GET', url: '/healthz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('GET /readyz says the database answers', async () => {
    const response = await app.inject({ method: 'GET', url: '/readyz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ready' });
  });

  it('GET /readyz answers 503 when the database does not', async () => {
    const broken: DatabaseHandle = { ...database, ping: () => Promise.reject(new Error('connection refused')) };
    const brokenApp = await buildApp({ config: testConfig(), database: broken, logger: false });
    const response = await brokenApp.inject({ method: 'GET', url: '/readyz' });
    await brokenApp.close();
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({
      error: 'Service Unavailable',
      code: API_ERROR_CODES.notReady,
      message: 'The database is not answering.',
    });
  });
});

const API_CODES = new Set<string>(Object.values(API_ERROR_CODES));

/**
 * An error answer's body, checked as every one must be: it fits the one error schema (nothing
 * more), and each code in it is a message of the registry or one of the API's own.
 */
function errorAnswer(response: { json: <T>() => T }): ApiErrorBody {
  const body = response.json<ApiErrorBody>();
  expect(apiErrorSchema.strict().safeParse(body).success, JSON.stringify(body)).toBe(true);
  const codes = [body.code, ...Object.values(body.fieldErrorCodes ?? {}).map((field) => field.code)];
  for (const code of codes) expect(isSharedMessageCode(code) || API_CODES.has(code) || /^api\.status\.\d{3}$/.test(code), code).toBe(true);
  return body;
}

describe('errors', () => {
  it('an unknown /api path is a JSON 404', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/no-such-thing?x=1' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toContain('application/json');
    expect(errorAnswer(response)).toEqual({
      error: 'Not Found',
      code: API_ERROR_CODES.noSuchRoute,
      message: 'There is no GET /api/no-such-thing.',
      values: { method: 'GET', path: '/api/no-such-thing' },
    });
  });

  it('a fault is a JSON 500 that reveals nothing of the cause', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/test/crash' });
    expect(response.statusCode).toBe(500);
    expect(errorAnswer(response)).toEqual({
      error: 'Internal Server Error',
      code: API_ERROR_CODES.serverFault,
      message: 'Something went wrong on our side. Please try again.',
    });
    expect(response.body).not.toContain('postgres://');
  });

  it('a database that cannot be reached is a 503 to try again, with its own code', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/test/database-away' });
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('5');
    expect(errorAnswer(response)).toEqual({
      error: 'Service Unavailable',
      code: API_ERROR_CODES.databaseUnavailable,
      message: DATABASE_UNAVAILABLE_MESSAGE,
    });
  });

  it('a refusal from a service keeps its status and message; worded only in English, its code is its status', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/test/refused' });
    expect(response.statusCode).toBe(400);
    expect(errorAnswer(response)).toEqual({
      error: 'Bad Request',
      code: 'api.status.400',
      message: 'The pickup ZIP code must have 5 digits.',
    });
  });

  it("a refusal with a registry message carries the message's code and values beside its English", async () => {
    const response = await app.inject({ method: 'GET', url: '/api/test/refused-coded' });
    expect(response.statusCode).toBe(409);
    expect(errorAnswer(response)).toEqual({
      error: 'Conflict',
      code: SHARED_MESSAGES.invoiceAlreadyPaid.id,
      message: 'Invoice SR-7K3M-Q9XD-2HVB-N4TE is already paid. Nothing more is due, and no payment was taken.',
      values: { reference: 'SR-7K3M-Q9XD-2HVB-N4TE' },
    });
  });

  it('a submission refused field by field names each field with its message and, beside it, its code', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/test/fields', payload: { referenceId: ' ', email: 'x'.repeat(300) } });
    expect(response.statusCode).toBe(400);
    expect(errorAnswer(response)).toEqual({
      error: 'Bad Request',
      code: API_ERROR_CODES.invalidFields,
      message:
        'Please correct these fields: referenceId: Enter the reference ID from your confirmation; email: Must be at most 254 characters',
      fieldErrors: {
        referenceId: 'Enter the reference ID from your confirmation',
        email: 'Must be at most 254 characters',
      },
      fieldErrorCodes: {
        referenceId: { code: SHARED_MESSAGES.referenceIdRequired.id },
        email: { code: SHARED_MESSAGES.maxCharacters.id, values: { max: 254 } },
      },
    });
  });

  it('a body that fails its schema is a 400 naming the field, coded with the code of its message', async () => {
    const shared = await app.inject({ method: 'POST', url: '/api/test/track', payload: { referenceId: 'SR-1', email: 'not an address' } });
    expect(shared.statusCode).toBe(400);
    expect(errorAnswer(shared)).toEqual({
      error: 'Bad Request',
      ...codedMessage(SHARED_MESSAGES.validEmailAddress),
      message: 'email: Enter a valid e-mail address',
    });

    const own = await app.inject({ method: 'POST', url: '/api/test/echo', payload: { quantity: -2 } });
    expect(own.statusCode).toBe(400);
    const body = errorAnswer(own);
    expect(body.error).toBe('Bad Request');
    expect(body.code).toBe(API_ERROR_CODES.invalidInput);
    expect(body.message).toMatch(/^quantity: /);
  });

  it('malformed JSON is a 400, not a 500, coded as a refusal of its status', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"quantity":',
    });
    expect(response.statusCode).toBe(400);
    expect(errorAnswer(response)).toMatchObject({ error: 'Bad Request', code: 'api.status.400' });
  });

  it('an address the router cannot read is answered in the same shape, with its own code', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/test/%E0%A4%A' });
    expect(response.statusCode).toBe(400);
    expect(errorAnswer(response)).toEqual({
      error: 'Bad Request',
      code: API_ERROR_CODES.badAddress,
      message: 'The address is not valid: a % must start a percent-encoded UTF-8 character.',
    });
  });

  it('without a built site, a page path is a JSON 404 too', async () => {
    const response = await app.inject({ method: 'GET', url: '/some-page' });
    expect(response.statusCode).toBe(404);
    expect(errorAnswer(response)).toMatchObject({ error: 'Not Found', code: API_ERROR_CODES.noSuchRoute });
  });
});

describe('request ids and headers', () => {
  it('gives every response a request id, keeping a plain one the caller sent', async () => {
    const fresh = await app.inject({ method: 'GET', url: '/healthz' });
    expect(fresh.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const kept = await app.inject({ method: 'GET', url: '/healthz', headers: { 'x-request-id': 'lb-1234.abc' } });
    expect(kept.headers['x-request-id']).toBe('lb-1234.abc');
    const replaced = await app.inject({ method: 'GET', url: '/healthz', headers: { 'x-request-id': 'bad id\r\nx: y' } });
    expect(replaced.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('sends a strict content security policy and no HSTS over plain HTTP', async () => {
    const response = await app.inject({ method: 'GET', url: '/healthz' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });

  it('sends HSTS when the site is served over HTTPS', async () => {
    const httpsApp = await buildApp({
      config: testConfig({ PUBLIC_BASE_URL: 'https://freight.example' }),
      database,
      logger: false,
    });
    const response = await httpsApp.inject({ method: 'GET', url: '/healthz' });
    await httpsApp.close();
    expect(response.headers['strict-transport-security']).toContain('max-age=31536000');
  });
});

describe('API description', () => {
  it('serves the OpenAPI document generated from the route schemas', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    const document = response.json<{ openapi: string; info: { title: string } }>();
    expect(document.openapi).toMatch(/^3\./);
    expect(document.info.title).toBe('OTP Freight & Delivery API');
  });

  it("describes every error answer with its code, its values and each field's code", async () => {
    const response = await app.inject({ method: 'GET', url: '/api/openapi.json' });
    const document = response.json<{ paths: Record<string, Record<string, { responses: Record<string, unknown> }>> }>();
    const refusal = document.paths['/api/track']?.post?.responses['404'];
    const schema = (refusal as { content: Record<string, { schema: { properties: Record<string, unknown>; required: string[] } }> })
      .content['application/json']?.schema;
    expect(Object.keys(schema?.properties ?? {}).sort()).toEqual(['code', 'error', 'fieldErrorCodes', 'fieldErrors', 'message', 'values']);
    expect(schema?.required.sort()).toEqual(['code', 'error', 'message']);
  });
});
