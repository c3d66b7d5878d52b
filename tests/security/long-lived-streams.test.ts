// Attack battery: a long-lived answer ends with the right that opened it (issue 34, decision 056).
// The Dispatch board's event stream, opened over a real socket, ends once its session is signed
// out or ends (idle, maximum age), its member is disabled, or their role loses Dispatch; the
// browser's reconnection is then refused. A stream whose session holds stays open through the
// same re-checks and still carries the board's events. Streams re-check every second here
// (SESSION_STREAM_CHECK_SECONDS=1); each test waits for the stream to end, with the test's
// timeout as the only limit.
import type { AddressInfo } from 'node:net';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StaffRole } from '../../src/shared/staff-roles.js';
import type { DatabaseHandle } from '../../src/server/db/client.js';
import { adminSessions, adminUsers } from '../../src/server/db/schema.js';
import { hashToken } from '../../src/server/platform/security/tokens.js';
import { createTestAdmin, signIn, SITE_ORIGIN, type AdminClient } from '../support/admin.js';
import { clientAddresses } from '../support/client-addresses.js';
import { insertDispatchableRequest, insertDriver } from '../support/dispatch.js';
import { daysFromToday } from '../support/driver-applications.js';
import { startTestAppWithAdmin, stopTestApp } from '../support/test-app.js';
import { testConfig } from '../support/test-config.js';

// A hang guard, not a speed check: a stream that is never ended fails here instead of hanging.
const HANG_GUARD_MS = 30_000;
const config = testConfig({ SESSION_STREAM_CHECK_SECONDS: '1' });

let database: DatabaseHandle;
let app: FastifyInstance;
let owner: AdminClient;
let baseUrl: string;
const nextAddress = clientAddresses(161);
let memberCount = 0;

beforeAll(async () => {
  ({ database, app, admin: owner } = await startTestAppWithAdmin({ config }));
  await app.listen({ port: 0, host: '127.0.0.1' });
  baseUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
});
afterAll(() => stopTestApp(app, database));

/** A new member with `role`, signed in from an address of its own. */
async function newMember(role: StaffRole): Promise<AdminClient & { id: number; email: string }> {
  const credentials = { email: `stream-${++memberCount}@freight.example`, password: 'a long enough stream password' };
  await createTestAdmin(database.db, credentials, role);
  const [row] = await database.db.select({ id: adminUsers.id }).from(adminUsers).where(eq(adminUsers.email, credentials.email));
  if (!row) throw new Error('the member was not created');
  return { ...(await signIn(app, credentials, nextAddress())), id: row.id, email: credentials.email };
}

const tokenHashOf = (client: AdminClient) => hashToken(client.cookie.slice(client.cookie.indexOf('=') + 1));

interface OpenStream {
  /** The next event (keep-alive comments skipped); throws once the stream has ended. */
  next(): Promise<string>;
  /** Resolves once the server has ended the stream (cleanly or by closing the connection). */
  ended(): Promise<void>;
  abort(): void;
}

/** The board's events for `client`, over a real connection, with its first event read. */
async function openEvents(client: AdminClient): Promise<OpenStream> {
  const controller = new AbortController();
  const response = await fetch(`${baseUrl}/api/admin/dispatch/events`, {
    headers: { cookie: client.cookie, origin: SITE_ORIGIN },
    signal: controller.signal,
  });
  expect(response.status).toBe(200);
  if (!response.body) throw new Error('the events answer has no body');
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffered = '';
  const stream: OpenStream = {
    async next() {
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
    async ended() {
      try {
        for (;;) if ((await reader.read()).done) return;
      } catch {
        // The connection was closed under the stream: ended all the same.
      }
    },
    abort: () => controller.abort(),
  };
  expect(await stream.next()).toMatch(/^event: version\ndata: \d+$/);
  return stream;
}

/** What a browser's EventSource gets when it reconnects with the same cookie. */
async function reconnectStatus(client: AdminClient): Promise<number> {
  const response = await fetch(`${baseUrl}/api/admin/dispatch/events`, { headers: { cookie: client.cookie, origin: SITE_ORIGIN } });
  await response.body?.cancel();
  return response.status;
}

describe('GET /api/admin/dispatch/events, once open', () => {
  let control: OpenStream;
  beforeAll(async () => {
    // The owner's board, open through every test below: the same re-checks must leave it open.
    control = await openEvents(owner);
  });
  afterAll(() => control?.abort());

  it('ends when its member signs out', { timeout: HANG_GUARD_MS }, async () => {
    const member = await newMember('operations');
    const stream = await openEvents(member);
    expect((await member.request({ method: 'POST', url: '/api/admin/logout' })).statusCode).toBe(204);
    await stream.ended();
    expect(await reconnectStatus(member)).toBe(401);
  });

  it('ends when its session is ended from another browser', { timeout: HANG_GUARD_MS }, async () => {
    const member = await newMember('operations');
    const stream = await openEvents(member);
    // The same as "sign out that browser" on the member's own account page, or a sign-out on another instance.
    await database.db.delete(adminSessions).where(eq(adminSessions.tokenHash, tokenHashOf(member)));
    await stream.ended();
    expect(await reconnectStatus(member)).toBe(401);
  });

  it('ends when the owner disables its member', { timeout: HANG_GUARD_MS }, async () => {
    const member = await newMember('operations');
    const stream = await openEvents(member);
    expect((await owner.request({ method: 'POST', url: `/api/admin/team/members/${member.id}/disable` })).statusCode).toBe(200);
    await stream.ended();
    expect(await reconnectStatus(member)).toBe(401);
  });

  it('ends when its member is disabled while a session of theirs is left in place', { timeout: HANG_GUARD_MS }, async () => {
    // A sign-in racing the disable may leave a session row: the member's state alone ends the stream.
    const member = await newMember('operations');
    const stream = await openEvents(member);
    await database.db.update(adminUsers).set({ disabledAt: new Date() }).where(eq(adminUsers.id, member.id));
    await stream.ended();
    expect(await reconnectStatus(member)).toBe(401);
  });

  it('ends when its member moves to a role without Dispatch', { timeout: HANG_GUARD_MS }, async () => {
    const member = await newMember('operations');
    const stream = await openEvents(member);
    const changed = await owner.request({ method: 'PATCH', url: `/api/admin/team/members/${member.id}`, payload: { role: 'accounting' } });
    expect(changed.statusCode).toBe(200);
    await stream.ended();
    // The session itself still holds: the stream is refused for the role, not the sign-in.
    expect(await reconnectStatus(member)).toBe(403);
    expect((await member.request({ method: 'GET', url: '/api/admin/session' })).statusCode).toBe(200);
  });

  it('ends when its session reaches its maximum age (ADMIN_SESSION_MAX_HOURS after sign-in)', { timeout: HANG_GUARD_MS }, async () => {
    const member = await newMember('operations');
    const stream = await openEvents(member);
    // The session's absolute end, as if its hours had passed since sign-in.
    await database.db
      .update(adminSessions)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(adminSessions.tokenHash, tokenHashOf(member)));
    await stream.ended();
    expect(await reconnectStatus(member)).toBe(401);
  });

  it('ends when its session has been idle too long, and the stream does not keep it alive', { timeout: HANG_GUARD_MS }, async () => {
    const member = await newMember('operations');
    const stream = await openEvents(member);
    const lastSeen = sql`now() - make_interval(mins => ${config.admin.sessionIdleMinutes + 1})`;
    await database.db
      .update(adminSessions)
      .set({ lastSeenAt: lastSeen })
      .where(eq(adminSessions.tokenHash, tokenHashOf(member)));
    await stream.ended();
    expect(await reconnectStatus(member)).toBe(401);
  });

  it("keeps a stream whose session holds open through the re-checks, carrying the board's events", { timeout: HANG_GUARD_MS }, async () => {
    // The owner's stream has lived through every re-check that ended the streams above.
    const driver = await insertDriver(database.db);
    const load = await insertDispatchableRequest(database.db);
    const assigned = await owner.request({
      method: 'PUT',
      url: `/api/admin/dispatch/loads/${load.id}/assignment`,
      payload: { driverId: driver.id, plannedPickupDate: daysFromToday(2) },
    });
    expect(assigned.statusCode).toBe(200);
    expect(await control.next()).toMatch(/^event: version\ndata: \d+$/);
  });
});
