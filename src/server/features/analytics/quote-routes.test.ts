// The quote calculator's server help: ZIP-code distances (known city pairs) and a request's
// calculator inputs, through the admin API on a real database.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminClient } from '../../../../tests/support/admin.js';
import { insertRequestAt } from '../../../../tests/support/analytics.js';
import { startTestAppWithAdmin, stopTestApp } from '../../../../tests/support/test-app.js';
import { calculateQuote } from '../../../shared/service-requests/quote-calculator.js';
import type { DatabaseHandle } from '../../db/client.js';
import { greatCircleMiles, zipCentroid, zipDistance } from '../../infra/zip-distance.js';

let database: DatabaseHandle;
let app: FastifyInstance;
let admin: AdminClient;

beforeAll(async () => {
  ({ database, app, admin } = await startTestAppWithAdmin());
});
afterAll(() => stopTestApp(app, database));

describe('ZIP-code distances', () => {
  it('match published great-circle distances between city centres within 1%', () => {
    const miles = (from: string, to: string) => {
      const a = zipCentroid(from);
      const b = zipCentroid(to);
      if (!a || !b) throw new Error(`unknown ZIP ${from} or ${to}`);
      return greatCircleMiles(a, b);
    };
    // Manhattan to Beverly Hills about 2,450 mi; downtown Detroit to the Chicago Loop about 237 mi.
    expect(miles('10001', '90210')).toBeGreaterThan(2450 * 0.99);
    expect(miles('10001', '90210')).toBeLessThan(2450 * 1.01);
    expect(miles('48226', '60603')).toBeGreaterThan(237 * 0.99);
    expect(miles('48226', '60603')).toBeLessThan(237 * 1.01);
    expect(miles('60603', '60603')).toBe(0);
  });

  it('estimates road miles as the straight line times 1.2, to a tenth', () => {
    const result = zipDistance('48226', '60603');
    if (!result.ok) throw new Error('expected a distance');
    expect(result.distance.estimatedRoadMiles).toBeCloseTo(result.distance.straightLineMiles * 1.2, 0);
  });

  it('GET /api/admin/quote-distance answers known ZIP codes, ZIP+4 included', async () => {
    const response = await admin.request({ method: 'GET', url: '/api/admin/quote-distance?from=48226-1234&to=60603' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ fromZip: '48226', toZip: '60603', roadFactor: 1.2 });
  });

  it('answers 404 naming an unknown ZIP code, and 400 for one that is not a ZIP code', async () => {
    const unknown = await admin.request({ method: 'GET', url: '/api/admin/quote-distance?from=00000&to=60603' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json<{ message: string }>().message).toContain('00000');
    expect((await admin.request({ method: 'GET', url: '/api/admin/quote-distance?from=4822&to=60603' })).statusCode).toBe(400);
    expect((await admin.request({ method: 'GET', url: '/api/admin/quote-distance?from=48226' })).statusCode).toBe(400);
  });
});

describe("a request's calculator inputs", () => {
  it('fill in distance, weight and urgency, with the server-side estimate', async () => {
    const request = await insertRequestAt(database.db, '2026-03-01T10:00:00Z', {
      serviceType: 'furniture',
      weight: '400',
      urgency: 'high',
      pickupZip: '48226',
      deliveryZip: '60603',
    });
    const response = await admin.request({ method: 'GET', url: `/api/admin/service-requests/${request.id}/quote-inputs` });
    expect(response.statusCode).toBe(200);
    const inputs = response.json<{ distance: { estimatedRoadMiles: number }; estimate: unknown }>();
    expect(inputs).toMatchObject({
      id: request.id,
      referenceId: request.referenceId,
      serviceType: 'furniture',
      weightPounds: 400,
      urgency: 'urgent',
      problem: null,
      estimatedQuote: null,
    });
    expect(inputs.estimate).toEqual(
      calculateQuote({ distanceMiles: inputs.distance.estimatedRoadMiles, serviceType: 'furniture', weightPounds: 400, urgency: 'urgent' }),
    );
  });

  it('say why there is no estimate when a ZIP code is unknown', async () => {
    const request = await insertRequestAt(database.db, '2026-03-01T10:00:00Z', {
      serviceType: 'dedicated-lanes',
      pickupZip: '00000',
      deliveryZip: '00000',
    });
    const inputs = (await admin.request({ method: 'GET', url: `/api/admin/service-requests/${request.id}/quote-inputs` })).json<
      Record<string, unknown>
    >();
    expect(inputs).toMatchObject({ distance: null, estimate: null, weightPounds: null, urgency: 'standard' });
    expect(inputs.problem).toMatch(/00000.*Enter the distance by hand/);
  });

  it('answer 404 for a request that does not exist', async () => {
    expect((await admin.request({ method: 'GET', url: '/api/admin/service-requests/999999/quote-inputs' })).statusCode).toBe(404);
  });
});
