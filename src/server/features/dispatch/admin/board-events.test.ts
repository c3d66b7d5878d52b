// The board's live events over a real HTTP connection (app.inject would wait for a stream that
// never ends): the current version first, a new one after each change, the headers every /api
// answer carries, and an app that still closes while a board is listening.
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SITE_ORIGIN, type AdminClient } from '../../../../../tests/support/admin.js';
import { insertDispatchableRequest, insertDriver } from '../../../../../tests/support/dispatch.js';
import { daysFromToday } from '../../../../../tests/support/driver-applications.js';
import { startTestAppWithAdmin, stopTestApp } from '../../../../../tests/support/test-app.js';
import type { DatabaseHandle } from '../../../db/client.js';

let database: DatabaseHandle;
let app: FastifyInstance;
let admin: AdminClient;
let baseUrl: string;

beforeAll(async () => {
  ({ database, app, admin } = await startTestAppWithAdmin());
  await app.listen({ port: 0, host: '127.0.0.1' });
  baseUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
});
afterAll(() => stopTestApp(app, database));

/** An open events stream, read one event at a time. */
async function openEvents(signal: AbortSignal) {
  const response = await fetch(`${baseUrl}/api/admin/dispatch/events`, { headers: { cookie: admin.cookie, origin: SITE_ORIGIN }, signal });
  const body = response.body;
  if (!body) throw new Error('the events answer has no body');
  const reader = body.pipeThrough(new TextDecoderStream()).getReader();
  let buffered = '';
  return {
    response,
    /** The next event (comments such as keep-alives skipped), as its lines. */
    async next(): Promise<string> {
      for (;;) {
        const end = buffered.indexOf('\n\n');
        if (end >= 0) {
          const event = buffered.slice(0, end);
          buffered = buffered.slice(end + 2);
          if (!event.startsWith(':')) return event;
          continue;
        }
        const { value, done } = await reader.read();
        if (done) throw new Error('the stream ended');
        buffered += value;
      }
    },
  };
}

const versionOf = (event: string) => {
  const match = /^event: version\ndata: (\d+)$/.exec(event);
  if (!match) throw new Error(`not a version event: ${JSON.stringify(event)}`);
  return Number(match[1]);
};

describe('GET /api/admin/dispatch/events', () => {
  it('sends the current version, then the next one after an assignment', async () => {
    const abort = new AbortController();
    try {
      const events = await openEvents(abort.signal);
      expect(events.response.status).toBe(200);
      expect(events.response.headers.get('content-type')).toMatch(/^text\/event-stream/);
      expect(events.response.headers.get('cache-control')).toBe('no-store');
      expect(events.response.headers.get('x-content-type-options')).toBe('nosniff');
      const first = versionOf(await events.next());

      const driver = await insertDriver(database.db);
      const load = await insertDispatchableRequest(database.db);
      const assigned = await admin.request({
        method: 'PUT',
        url: `/api/admin/dispatch/loads/${load.id}/assignment`,
        payload: { driverId: driver.id, plannedPickupDate: daysFromToday(2) },
      });
      expect(assigned.statusCode).toBe(200);

      expect(versionOf(await events.next())).toBe(first + 1);
    } finally {
      abort.abort();
    }
  });

  it('refuses a visitor without a session before any stream opens', async () => {
    const response = await fetch(`${baseUrl}/api/admin/dispatch/events`, { headers: { origin: SITE_ORIGIN } });
    expect(response.status).toBe(401);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
  });

  // Last: it closes the app this file uses.
  it('lets the app close while a board is still listening', async () => {
    const events = await openEvents(new AbortController().signal);
    versionOf(await events.next());
    await app.close();
    await expect(events.next()).rejects.toThrow();
  });
});
