// GET /api/estimate through app.inject: the range, malformed and unknown inputs, the rate limit.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentedPaths } from '../../../../tests/support/api-docs.js';
import { clientAddresses } from '../../../../tests/support/client-addresses.js';
import { expectRefusedAfter } from '../../../../tests/support/rate-limits.js';
import { startTestApp, stopTestApp } from '../../../../tests/support/test-app.js';
import { estimateUrl, type EstimateQuery, type InstantEstimate } from '../../../shared/service-requests/instant-estimate-texts.js';
import type { DatabaseHandle } from '../../db/client.js';
import { instantEstimate } from './estimate-service.js';

let database: DatabaseHandle;
let app: FastifyInstance;

beforeAll(async () => {
  ({ database, app } = await startTestApp());
});

afterAll(async () => {
  await stopTestApp(app, database);
});

// Each request from its own address, so only the rate limit's own test meets the limit.
const nextClient = clientAddresses(11);

const QUERY: EstimateQuery = { pickupZip: '10001', deliveryZip: '60601', serviceType: 'furniture', weight: '350' };

function ask(url: string, remoteAddress = nextClient()) {
  return app.inject({ method: 'GET', url, remoteAddress });
}

describe('GET /api/estimate', () => {
  it("answers 200 with the service's range for the inputs, urgency standard unless given", async () => {
    const response = await ask(estimateUrl(QUERY));
    expect(response.statusCode).toBe(200);
    const expected = instantEstimate({
      pickupZip: '10001',
      deliveryZip: '60601',
      serviceType: 'furniture',
      weightPounds: 350,
      urgency: 'standard',
    });
    if (!expected.ok) throw new Error(expected.reason);
    expect(response.json<InstantEstimate>()).toEqual(expected.estimate);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('prices the urgency it is given, and reads a ZIP+4 and spaces as the form does', async () => {
    const standard = (await ask(estimateUrl(QUERY))).json<InstantEstimate>();
    const urgent = await ask(estimateUrl({ ...QUERY, pickupZip: ' 10001-2345 ', weight: ' 350.00 ', urgency: 'urgent' }));
    expect(urgent.statusCode).toBe(200);
    expect(urgent.json<InstantEstimate>()).toMatchObject({ pickupZip: '10001', weightPounds: 350, urgency: 'urgent' });
    expect(urgent.json<InstantEstimate>().lowCents).toBeGreaterThan(standard.lowCents);
  });

  it.each([
    ['a short ZIP code', { pickupZip: '1000' }, 'pickupZip'],
    ['letters for a ZIP code', { deliveryZip: 'ABCDE' }, 'deliveryZip'],
    ['a broker service type', { serviceType: 'carrier-sourcing' }, 'serviceType'],
    ['no weight', { weight: '' }, 'weight'],
    ['a weight of 0', { weight: '0' }, 'weight'],
    ['a weight beyond 200,000 lbs', { weight: '200001' }, 'weight'],
    ['a weight that is not a number', { weight: '12kg' }, 'weight'],
    ['an unknown urgency', { urgency: 'yesterday' }, 'urgency'],
  ])('answers 400 for %s, naming the field', async (_case, change, field) => {
    const params = new URLSearchParams({ ...QUERY, ...change });
    const response = await ask(`/api/estimate?${params.toString()}`);
    expect(response.statusCode).toBe(400);
    // Query schemas are checked by Fastify: the message leads with the failing field.
    expect(response.json<{ message: string }>().message).toMatch(new RegExp(`^${field}: `));
  });

  it('answers 400 when inputs are missing altogether', async () => {
    expect((await ask('/api/estimate')).statusCode).toBe(400);
  });

  it('answers 404 naming an unknown ZIP code, as the admin distance does', async () => {
    const response = await ask(estimateUrl({ ...QUERY, deliveryZip: '99999' }));
    expect(response.statusCode).toBe(404);
    const { message } = response.json<{ message: string }>();
    expect(message).toContain('ZIP code 99999');
    expect(message).not.toContain('10001');
    expect(message).not.toContain('by hand');
  });

  it('names both ZIP codes when neither is known', async () => {
    const response = await ask(estimateUrl({ ...QUERY, pickupZip: '00000', deliveryZip: '99999' }));
    expect(response.statusCode).toBe(404);
    expect(response.json<{ message: string }>().message).toContain('ZIP codes 00000 and 99999');
  });

  it('answers 422 when pickup and delivery share a ZIP code', async () => {
    const response = await ask(estimateUrl({ ...QUERY, deliveryZip: '10001' }));
    expect(response.statusCode).toBe(422);
    expect(response.json<{ message: string }>().message).toContain('both in ZIP code 10001');
  });

  it('is in the API documentation', async () => {
    expect(await documentedPaths(app)).toHaveProperty(['/api/estimate', 'get']);
  });
});

describe('rate limit', () => {
  it('lets one client ask 30 times a minute, then answers 429; other clients still get answers', async () => {
    const client = '192.0.2.91';
    await expectRefusedAfter(30, 200, () => ask(estimateUrl(QUERY), client));
    expect((await ask(estimateUrl(QUERY))).statusCode).toBe(200);
  });
});
