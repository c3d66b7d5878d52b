// A shipper request stores the instant estimate the server computes from what was submitted (never
// a number the browser sends), and the admin reads it back beside the quote: in the list, the
// details and the CSV export.
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminClient } from '../../../../tests/support/admin.js';
import { clientAddresses } from '../../../../tests/support/client-addresses.js';
import { parseCsv } from '../../../../tests/support/csv.js';
import { acceptedReferenceId } from '../../../../tests/support/submissions.js';
import { startTestAppWithAdmin, stopTestApp } from '../../../../tests/support/test-app.js';
import type { AdminServiceRequestDetail, AdminServiceRequestPage } from '../../../shared/service-requests/admin-service-requests.js';
import { todayIsoDate } from '../../../shared/format.js';
import type { DatabaseHandle } from '../../db/client.js';
import { serviceRequests } from '../../db/schema.js';
import { instantEstimate } from './estimate-service.js';

let database: DatabaseHandle;
let app: FastifyInstance;
let admin: AdminClient;

beforeAll(async () => {
  ({ database, app, admin } = await startTestAppWithAdmin());
});

afterAll(async () => {
  await stopTestApp(app, database);
});

const nextClient = clientAddresses(12);

function shipperFields(email: string, overrides: Record<string, string> = {}): Record<string, string> {
  return {
    userRole: 'shipper',
    serviceType: 'ltl-freight',
    serviceDescription: 'Four pallets of machine parts.',
    urgency: 'high',
    weight: '2400',
    pickupAddress: '350 5th Ave',
    pickupCity: 'New York',
    pickupState: 'NY',
    pickupZip: '10001',
    deliveryAddress: '233 S Wacker Dr',
    deliveryCity: 'Chicago',
    deliveryState: 'IL',
    deliveryZip: '60601',
    preferredDate: todayIsoDate(),
    contactName: 'Jordan Rivera',
    contactEmail: email,
    contactPhone: '3135550199',
    ...overrides,
  };
}

async function submitShipper(fields: Record<string, string>): Promise<string> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  const encoded = new Response(form);
  const response = await app.inject({
    method: 'POST',
    url: '/api/service-requests',
    remoteAddress: nextClient(),
    headers: { 'content-type': encoded.headers.get('content-type') ?? '' },
    payload: Buffer.from(await encoded.arrayBuffer()),
  });
  return acceptedReferenceId(response);
}

async function storedRow(referenceId: string) {
  const [row] = await database.db.select().from(serviceRequests).where(eq(serviceRequests.referenceId, referenceId));
  if (!row) throw new Error(`no request ${referenceId}`);
  return row;
}

const expected = instantEstimate({
  pickupZip: '10001',
  deliveryZip: '60601',
  serviceType: 'ltl-freight',
  weightPounds: 2400,
  urgency: 'high',
});
if (!expected.ok) throw new Error(expected.reason);
const { lowCents, highCents, estimatedMiles } = expected.estimate;

describe('a shipper request', () => {
  it("stores the server's estimate for its ZIP codes, service type, weight and urgency, ignoring one the browser sent", async () => {
    const referenceId = await submitShipper(
      shipperFields('estimate@storage.example', {
        // What a forged form might send: none of it may reach the row.
        estimateLowCents: '100',
        estimateHighCents: '200',
        estimateMiles: '1',
        estimate: '{"lowCents":100,"highCents":200}',
      }),
    );
    const row = await storedRow(referenceId);
    expect(row).toMatchObject({ estimateLowCents: lowCents, estimateHighCents: highCents, estimateMiles: estimatedMiles });
    expect(lowCents).toBeGreaterThan(200);
  });

  it.each([
    ['no weight', { weight: '' }],
    ['an unknown ZIP code', { deliveryZip: '99999' }],
    ['one ZIP code for both ends', { deliveryZip: '10001' }],
  ])('with %s is stored without an estimate', async (_case, overrides) => {
    const row = await storedRow(await submitShipper(shipperFields('none@storage.example', overrides)));
    expect(row).toMatchObject({ estimateLowCents: null, estimateHighCents: null, estimateMiles: null });
  });

  it('a broker request stores none, whatever it sends', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/service-requests',
      remoteAddress: nextClient(),
      payload: {
        userRole: 'broker',
        serviceType: 'spot-market',
        serviceDescription: 'One load next week.',
        contactName: 'Jordan Rivera',
        contactEmail: 'broker@storage.example',
        contactPhone: '3135550199',
        estimateLowCents: 100,
      },
    });
    const row = await storedRow(acceptedReferenceId(response));
    expect(row).toMatchObject({ estimateLowCents: null, estimateHighCents: null, estimateMiles: null });
  });
});

describe('the admin', () => {
  it('reads the estimate in the list and the details, and null where there is none', async () => {
    const withEstimate = await submitShipper(shipperFields('admin-reads@storage.example'));
    const without = await submitShipper(shipperFields('admin-reads@storage.example', { weight: '' }));
    const page = (
      await admin.request({ method: 'GET', url: '/api/admin/service-requests?search=admin-reads@storage.example' })
    ).json<AdminServiceRequestPage>();
    const byReference = new Map(page.items.map((item) => [item.referenceId, item]));
    expect(byReference.get(withEstimate)?.customerEstimate).toEqual({ lowCents, highCents, miles: estimatedMiles });
    expect(byReference.get(without)?.customerEstimate).toBeNull();

    const id = byReference.get(withEstimate)?.id;
    const detail = (await admin.request({ method: 'GET', url: `/api/admin/service-requests/${id}` })).json<AdminServiceRequestDetail>();
    expect(detail.customerEstimate).toEqual({ lowCents, highCents, miles: estimatedMiles });
  });

  it('exports the estimate as dollars and miles beside the quote', async () => {
    const referenceId = await submitShipper(shipperFields('export@storage.example'));
    await submitShipper(shipperFields('export@storage.example', { deliveryZip: '99999' }));
    const response = await admin.request({ method: 'GET', url: '/api/admin/export/service-requests?search=export@storage.example' });
    const [header = [], ...rows] = parseCsv(response.body);
    const column = (name: string) => header.indexOf(name);
    const estimateColumns = ['Customer Estimate Low (USD)', 'Customer Estimate High (USD)', 'Customer Estimate Miles'];
    expect(estimateColumns.map(column).every((index) => index >= 0)).toBe(true);
    expect(column('Estimated Quote (USD)')).toBe(column('Customer Estimate Miles') + 1);

    const cells = (row: string[]) => estimateColumns.map((name) => row[column(name)]);
    const withEstimate = rows.find((row) => row[column('Reference ID')] === referenceId) ?? [];
    const without = rows.find((row) => row[column('Reference ID')] !== referenceId) ?? [];
    expect(cells(withEstimate)).toEqual([(lowCents / 100).toFixed(2), (highCents / 100).toFixed(2), String(estimatedMiles)]);
    expect(cells(without)).toEqual(['', '', '']);
  });
});
