// POST /api/track/interaction through app.inject, on a real database: valid events are stored,
// malformed and oversized ones are refused without storing anything, and a flood is cut off.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientAddresses } from '../../../../tests/support/client-addresses.js';
import { expectNothingWritten } from '../../../../tests/support/database-digest.js';
import { startTestApp, stopTestApp } from '../../../../tests/support/test-app.js';
import { INTERACTION_LIMITS } from '../../../shared/analytics/interaction-types.js';
import type { DatabaseHandle } from '../../db/client.js';
import { interactionEvents } from '../../db/schema.js';

let database: DatabaseHandle;
let app: FastifyInstance;

beforeAll(async () => {
  ({ database, app } = await startTestApp());
});
afterAll(() => stopTestApp(app, database));

const nextClient = clientAddresses(3);

/** `sessionId: null` sends no session header. */
function post(body: unknown, options: { sessionId?: string | null; contentType?: string; remoteAddress?: string } = {}) {
  const { sessionId = randomUUID(), contentType = 'application/json', remoteAddress = nextClient() } = options;
  return app.inject({
    method: 'POST',
    url: '/api/track/interaction',
    remoteAddress,
    headers: { 'content-type': contentType, ...(sessionId ? { 'x-session-id': sessionId } : {}) },
    payload: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

const storedFor = (sessionId: string) =>
  database.db.select().from(interactionEvents).where(eq(interactionEvents.sessionId, sessionId)).orderBy(interactionEvents.id);

describe('valid events', () => {
  it("stores the spec's single event shape, with the session from the header (204, no body)", async () => {
    const sessionId = randomUUID();
    const response = await post(
      { interactionType: 'element_click', page: '/join-us', element: 'button#apply', value: { text: 'Apply now' } },
      { sessionId },
    );
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    const [row, ...rest] = await storedFor(sessionId);
    expect(rest).toEqual([]);
    expect(row).toMatchObject({
      interactionType: 'element_click',
      page: '/join-us',
      element: 'button#apply',
      value: { text: 'Apply now' },
      serviceRequestReference: null,
    });
  });

  it('stores a batch in order, with the reference ID of a submitted request', async () => {
    const sessionId = randomUUID();
    const response = await post(
      {
        events: [
          { interactionType: 'page_view', page: '/' },
          {
            interactionType: 'page_load',
            page: '/',
            value: { userAgent: 'Test', screen: '1280x800', viewport: '1280x720', loadTimeMs: 412 },
          },
          { interactionType: 'form_field_focus', page: '/', element: 'contactEmail' },
          { interactionType: 'form_complete', page: '/', serviceRequestId: 'SR-7K3M-Q9XD-2HVB-N4TE' },
          { interactionType: 'payment_view', page: '/make-a-payment', value: { amount: 125.5, method: 'zelle' } },
        ],
      },
      { sessionId },
    );
    expect(response.statusCode).toBe(204);
    const rows = await storedFor(sessionId);
    expect(rows.map((row) => row.interactionType)).toEqual(['page_view', 'page_load', 'form_field_focus', 'form_complete', 'payment_view']);
    expect(rows[3]?.serviceRequestReference).toBe('SR-7K3M-Q9XD-2HVB-N4TE');
    expect(rows[4]?.value).toEqual({ amount: 125.5, method: 'zelle' });
    // An event without a value or an element stores NULL, not JSON null or an empty string.
    expect([rows[0]?.value, rows[0]?.element, rows[0]?.serviceRequestReference]).toEqual([null, null, null]);
  });

  it('takes a beacon: text/plain JSON with the session id in the body', async () => {
    const sessionId = randomUUID();
    const response = await post(
      {
        sessionId,
        events: [
          { interactionType: 'session_summary', page: '/', value: { durationSeconds: 95, clicks: 4, scrolls: 12, maxScrollPercent: 80 } },
        ],
      },
      { sessionId: null, contentType: 'text/plain;charset=UTF-8' },
    );
    expect(response.statusCode).toBe(204);
    expect((await storedFor(sessionId))[0]?.value).toMatchObject({ durationSeconds: 95 });
  });
});

describe('malformed events (400, nothing stored)', () => {
  const cases: [string, unknown][] = [
    ['an unknown type', { interactionType: 'keystroke', page: '/' }],
    ['a page with a query string', { interactionType: 'page_view', page: '/payment?ref=SR-7K3M-Q9XD-2HVB-N4TE' }],
    ['a page that is not a path', { interactionType: 'page_view', page: 'https://elsewhere.example/' }],
    [
      'a focused field with its value',
      { interactionType: 'form_field_focus', page: '/', element: 'contactEmail', value: { text: 'me@example.com' } },
    ],
    ['a nested value', { interactionType: 'page_load', page: '/', value: { screen: { width: 1 } } }],
    [
      'too many value keys',
      { interactionType: 'page_load', page: '/', value: Object.fromEntries(Array.from({ length: 13 }, (_, i) => [`k${i}`, i])) },
    ],
    ['a long value text', { interactionType: 'element_click', page: '/', value: { text: 'x'.repeat(301) } }],
    ['an unknown field', { interactionType: 'page_view', page: '/', formData: { name: 'Jordan' } }],
    ['a reference ID that cannot exist', { interactionType: 'form_complete', page: '/', serviceRequestId: 'SR-1' }],
    ['an empty batch', { events: [] }],
    [
      'too many events',
      { events: Array.from({ length: INTERACTION_LIMITS.eventsPerBatch + 1 }, () => ({ interactionType: 'page_view', page: '/' })) },
    ],
  ];

  it.each(cases)('refuses %s', async (_name, body) => {
    const sessionId = randomUUID();
    const response = await post(body, { sessionId });
    expect(response.statusCode).toBe(400);
    expect(await storedFor(sessionId)).toEqual([]);
  });

  it('refuses a body that is not JSON', async () => {
    await expectNothingWritten(database.db, async () => {
      expect((await post('{"interactionType":', { contentType: 'text/plain' })).statusCode).toBe(400);
      expect((await post('{"interactionType":')).statusCode).toBe(400);
    });
  });

  it('refuses events without a session id, or with one that is not plain', async () => {
    const event = { interactionType: 'page_view', page: '/' };
    await expectNothingWritten(database.db, async () => {
      expect((await post(event, { sessionId: null })).statusCode).toBe(400);
      expect((await post(event, { sessionId: 'short' })).statusCode).toBe(400);
      expect((await post(event, { sessionId: `${'a'.repeat(20)}<script>` })).statusCode).toBe(400);
    });
  });
});

describe('limits', () => {
  it('refuses a body over 32 KB (413) without storing it', async () => {
    const sessionId = randomUUID();
    const response = await post({ events: [{ interactionType: 'page_view', page: '/', element: 'x'.repeat(40_000) }] }, { sessionId });
    expect(response.statusCode).toBe(413);
    expect(await storedFor(sessionId)).toEqual([]);
  });

  it(`lets one session post ${INTERACTION_LIMITS.requestsPerSessionPerMinute} times a minute, then answers 429, even from new addresses`, async () => {
    const sessionId = randomUUID();
    const event = { interactionType: 'section_view', page: '/', element: 'pickup-location' };
    for (let i = 0; i < INTERACTION_LIMITS.requestsPerSessionPerMinute; i++) {
      expect((await post(event, { sessionId })).statusCode).toBe(204);
    }
    const flooded = await post(event, { sessionId });
    expect(flooded.statusCode).toBe(429);
    expect(flooded.json<{ message: string }>().message).toMatch(/Too many requests/);
    expect(await storedFor(sessionId)).toHaveLength(INTERACTION_LIMITS.requestsPerSessionPerMinute);
    // Another session is not held back by this one.
    expect((await post(event)).statusCode).toBe(204);
  });

  it(`cuts off one address after ${INTERACTION_LIMITS.requestsPerAddressPerMinute} posts a minute, whatever sessions it claims`, async () => {
    const remoteAddress = '10.250.0.1';
    const event = { interactionType: 'page_view', page: '/' };
    const statuses = new Map<number, number>();
    const sessions: string[] = [];
    for (let i = 0; i <= INTERACTION_LIMITS.requestsPerAddressPerMinute; i++) {
      sessions.push(randomUUID());
      const status = (await post(event, { remoteAddress, sessionId: sessions.at(-1) })).statusCode;
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
    }
    expect(Object.fromEntries(statuses)).toEqual({ 204: INTERACTION_LIMITS.requestsPerAddressPerMinute, 429: 1 });
    // The one refused (the last) stored nothing.
    expect(await storedFor(sessions.at(-1) ?? '')).toEqual([]);
    expect(await storedFor(sessions[0] ?? '')).toHaveLength(1);
  });
});
