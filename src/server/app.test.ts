// The HTTP application's cross-cutting behaviour, through app.inject on a real database.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../../tests/support/test-config.js';
import { openTestDatabase } from '../../tests/support/test-database.js';
import { buildApp } from './app.js';
import type { DatabaseHandle } from './db/client.js';
import { badRequest } from './errors.js';

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
  app.post('/api/test/echo', { schema: { body: z.object({ quantity: z.number().int().positive() }) } }, async (request) => request.body);
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
    expect(response.json()).toEqual({ error: 'Service Unavailable', message: 'The database is not answering.' });
  });
});

describe('errors', () => {
  it('an unknown /api path is a JSON 404', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/no-such-thing?x=1' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toContain('application/json');
    expect(response.json()).toEqual({ error: 'Not Found', message: 'There is no GET /api/no-such-thing.' });
  });

  it('a fault is a JSON 500 that reveals nothing of the cause', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/test/crash' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      error: 'Internal Server Error',
      message: 'Something went wrong on our side. Please try again.',
    });
    expect(response.body).not.toContain('postgres://');
  });

  it('a refusal from a service keeps its status and message', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/test/refused' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'Bad Request', message: 'The pickup ZIP code must have 5 digits.' });
  });

  it('a body that fails its schema is a 400 naming the field', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/test/echo', payload: { quantity: -2 } });
    expect(response.statusCode).toBe(400);
    const body = response.json<{ error: string; message: string }>();
    expect(body.error).toBe('Bad Request');
    expect(body.message).toMatch(/^quantity: /);
  });

  it('malformed JSON is a 400, not a 500', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"quantity":',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: 'Bad Request' });
  });

  it('without a built site, a page path is a JSON 404 too', async () => {
    const response = await app.inject({ method: 'GET', url: '/some-page' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ error: 'Not Found' });
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
});
