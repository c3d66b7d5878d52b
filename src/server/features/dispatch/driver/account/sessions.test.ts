// Driver sessions through app.inject on a real database: a session counts only while the profile
// is active (checked on every request) and the phone was used within DRIVER_SESSION_IDLE_DAYS;
// signing out ends it on the server; endDriverSessions (the office making a driver inactive) ends
// every session and live sign-in of the profile, and no one else's.
import { and, asc, eq, gt, isNull, max, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SITE_ORIGIN } from '../../../../../../tests/support/admin.js';
import { clientAddresses } from '../../../../../../tests/support/client-addresses.js';
import { composeRequestedMail } from '../../../../../../tests/support/mail-requests.js';
import {
  DRIVER_COOKIE_NAME,
  driverSession,
  insertDriver,
  setDriverStatus,
  type DriverClient,
} from '../../../../../../tests/support/dispatch.js';
import { startTestApp, stopTestApp } from '../../../../../../tests/support/test-app.js';
import { DISPATCH_MESSAGES, DRIVER_SESSION_IDLE_DAYS } from '../../../../../shared/dispatch/dispatch.js';
import type { DatabaseHandle } from '../../../../db/client.js';
import { auditEvents, driverSessions, driverSignInTokens } from '../../../../db/schema.js';
import { hashToken } from '../../../../platform/security/tokens.js';
import { authenticateDriver } from '../../../../platform/driver-sessions/driver-session.js';
import { endDriverSessions } from './access-service.js';

let database: DatabaseHandle;
let app: FastifyInstance;

beforeAll(async () => {
  ({ database, app } = await startTestApp());
});
afterAll(async () => {
  await stopTestApp(app, database);
});

const nextAddress = clientAddresses(223);

const tokenOf = (cookie: string) => cookie.slice(cookie.indexOf('=') + 1);
const currentSession = (client: DriverClient) => client.request({ method: 'GET', url: '/api/driver/session' });
const sessionRow = async (client: DriverClient) =>
  (
    await database.db
      .select()
      .from(driverSessions)
      .where(eq(driverSessions.tokenHash, hashToken(tokenOf(client.cookie))))
  )[0];

async function signedInDriver(): Promise<DriverClient> {
  const driver = await insertDriver(database.db);
  return driverSession(app, database.db, driver);
}

function expectSignInRequired(response: { statusCode: number; json: () => unknown; cookies: { name: string; value: string }[] }) {
  expect(response.statusCode).toBe(401);
  expect(response.json()).toMatchObject(DISPATCH_MESSAGES.driverSignInRequired);
  expect(response.cookies.find((c) => c.name === DRIVER_COOKIE_NAME)).toMatchObject({ value: '' });
}

describe('the current session', () => {
  it('answers the driver’s first name, normalised address and when they signed in', async () => {
    const driver = await insertDriver(database.db, { email: 'Road.Runner@Drivers.example' });
    const client = await driverSession(app, database.db, driver);
    const response = await currentSession(client);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      firstName: driver.firstName,
      email: 'road.runner@drivers.example',
      signedInAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) as unknown,
    });
  });

  it('answers 401 without a session, with a made-up token, and with a malformed one', async () => {
    for (const cookie of [undefined, `${DRIVER_COOKIE_NAME}=${'C'.repeat(43)}`, `${DRIVER_COOKIE_NAME}=' OR 1=1 --`]) {
      const response = await app.inject({ method: 'GET', url: '/api/driver/session', headers: cookie ? { cookie } : {} });
      expect({ cookie, status: response.statusCode }).toEqual({ cookie, status: 401 });
    }
  });
});

describe('a driver no longer active', () => {
  it.each(['inactive', 'terminated'] as const)(
    'made %s after signing in gets 401 on the next call, and the session is gone',
    async (status) => {
      const client = await signedInDriver();
      expect((await currentSession(client)).statusCode).toBe(200);
      await setDriverStatus(database.db, client.driver.id, status);
      expectSignInRequired(await currentSession(client));
      expect(await sessionRow(client)).toBeUndefined();
      // Made active again, the phone signs in anew: the ended session does not come back.
      await setDriverStatus(database.db, client.driver.id, 'active');
      expect((await currentSession(client)).statusCode).toBe(401);
    },
  );

  it('cannot sign out either (every driver route checks the profile)', async () => {
    const client = await signedInDriver();
    await setDriverStatus(database.db, client.driver.id, 'inactive');
    expectSignInRequired(await client.request({ method: 'POST', url: '/api/driver/sign-out' }));
  });
});

describe('an idle session', () => {
  async function idleFor(client: DriverClient, days: number) {
    await database.db
      .update(driverSessions)
      .set({ lastSeenAt: sql`now() - make_interval(days => ${days})` })
      .where(eq(driverSessions.tokenHash, hashToken(tokenOf(client.cookie))));
  }

  it(`ends after ${DRIVER_SESSION_IDLE_DAYS} days without use: 401, the cookie cleared, the row gone`, async () => {
    const client = await signedInDriver();
    await idleFor(client, DRIVER_SESSION_IDLE_DAYS + 1);
    expectSignInRequired(await currentSession(client));
    expect(await sessionRow(client)).toBeUndefined();
  });

  it('still works a day before that, and each use starts the idle time again', async () => {
    const client = await signedInDriver();
    await idleFor(client, DRIVER_SESSION_IDLE_DAYS - 1);
    const before = await sessionRow(client);
    expect((await currentSession(client)).statusCode).toBe(200);
    const after = await sessionRow(client);
    expect(after?.lastSeenAt.getTime()).toBeGreaterThan(before?.lastSeenAt.getTime() ?? Infinity);
  });

  it('is judged against the clock authenticateDriver is given', async () => {
    const client = await signedInDriver();
    const lastSeen = (await sessionRow(client))?.lastSeenAt ?? new Date();
    const justInside = new Date(lastSeen.getTime() + DRIVER_SESSION_IDLE_DAYS * 86_400_000);
    expect(await authenticateDriver(database.db, tokenOf(client.cookie), justInside)).toMatchObject({ driverProfileId: client.driver.id });
    const lastSeenNow = (await sessionRow(client))?.lastSeenAt ?? new Date();
    const justOutside = new Date(lastSeenNow.getTime() + DRIVER_SESSION_IDLE_DAYS * 86_400_000 + 1);
    expect(await authenticateDriver(database.db, tokenOf(client.cookie), justOutside)).toBeUndefined();
  });
});

describe('signing out', () => {
  it('ends this phone’s session on the server, clears the cookie, and is audited as the driver', async () => {
    const client = await signedInDriver();
    const otherPhone = await driverSession(app, database.db, client.driver);
    const [last] = await database.db.select({ id: max(auditEvents.id) }).from(auditEvents);

    const out = await client.request({ method: 'POST', url: '/api/driver/sign-out' });
    expect(out.statusCode).toBe(204);
    expect(out.cookies.find((c) => c.name === DRIVER_COOKIE_NAME)).toMatchObject({ value: '' });
    expect((await currentSession(client)).statusCode).toBe(401);
    expect((await currentSession(otherPhone)).statusCode).toBe(200);

    const events = await database.db
      .select()
      .from(auditEvents)
      .where(gt(auditEvents.id, last?.id ?? 0))
      .orderBy(asc(auditEvents.id));
    expect(events).toMatchObject([
      {
        action: 'driver.signed_out',
        actorKind: 'driver',
        actorAdminId: null,
        actorLabel: `driver ${client.driver.id}`,
        recordType: 'driver_profile',
        recordId: String(client.driver.id),
      },
    ]);
    expect(JSON.stringify(events)).not.toContain(client.driver.email);
  });

  it('refuses a sign-out from another site (403), and the session stays', async () => {
    const client = await signedInDriver();
    for (const headers of [{ origin: 'https://evil.example' }, { origin: 'null' }, { 'sec-fetch-site': 'cross-site' }, {}]) {
      for (const url of ['/api/driver/sign-out', '/api/driver/sign-in/request']) {
        const response = await app.inject({
          method: 'POST',
          url,
          remoteAddress: nextAddress(),
          headers: { ...headers, cookie: client.cookie },
        });
        expect({ url, headers, status: response.statusCode }).toEqual({ url, headers, status: 403 });
      }
    }
    expect((await currentSession(client)).statusCode).toBe(200);
  });
});

describe('endDriverSessions', () => {
  it('ends every session and live sign-in of the profile, and no other driver’s', async () => {
    const phone = await signedInDriver();
    const tablet = await driverSession(app, database.db, phone.driver);
    const someoneElse = await signedInDriver();
    const ask = { method: 'POST', remoteAddress: nextAddress(), headers: { origin: SITE_ORIGIN } } as const;
    for (const driver of [phone.driver, someoneElse.driver]) {
      expect((await app.inject({ ...ask, url: '/api/driver/sign-in/request', payload: { email: driver.email } })).statusCode).toBe(200);
    }
    await composeRequestedMail(database.db);
    const liveSignInsOf = async (driverProfileId: number) =>
      database.db
        .select()
        .from(driverSignInTokens)
        .where(
          and(
            eq(driverSignInTokens.driverProfileId, driverProfileId),
            isNull(driverSignInTokens.usedAt),
            gt(driverSignInTokens.expiresAt, sql`now()`),
          ),
        );

    expect(await liveSignInsOf(phone.driver.id)).toHaveLength(1);

    const ended = await database.db.transaction((tx) => endDriverSessions(tx, phone.driver.id));
    expect(ended).toBe(2);
    expect((await currentSession(phone)).statusCode).toBe(401);
    expect((await currentSession(tablet)).statusCode).toBe(401);
    expect(await liveSignInsOf(phone.driver.id)).toEqual([]);
    expect((await currentSession(someoneElse)).statusCode).toBe(200);
    expect(await liveSignInsOf(someoneElse.driver.id)).toHaveLength(1);
  });
});
