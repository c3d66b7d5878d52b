// Who may do what: every admin route, as each staff role. The routes come from the OpenAPI
// description (a new route is covered by existing), each tagged with the area it declared; the
// answer is 403 with the shared message exactly when mayUse() says no, and a refused call changes
// nothing. A route that declares no area has no tag, and the first test names it.
import { eq, sql } from 'drizzle-orm';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isStaffArea, mayUse, ROLE_FORBIDDEN_MESSAGE, STAFF_ROLES, type StaffArea, type StaffRole } from '../../src/shared/staff-roles.js';
import { selectRows } from '../../src/server/db/client.js';
import { driverApplications, payments, uploads } from '../../src/server/db/schema.js';
import { STAFF_AREA_TAG_PREFIX } from '../../src/server/platform/staff-sessions/role-guard.js';
import { createTestAdmin, signIn, type AdminClient } from '../support/admin.js';
import { insertPaymentAt } from '../support/analytics.js';
import { clientAddresses } from '../support/client-addresses.js';
import { insertDriver } from '../support/dispatch.js';
import { submitApplication } from '../support/driver-applications.js';
import { insertServiceRequestRow } from '../support/service-requests.js';
import { startTestApp, stopTestApp, type TestApp } from '../support/test-app.js';

let started: TestApp;
const credentialsOf = (role: StaffRole) => ({ email: `${role}@freight.example`, password: `a long ${role} password` });
const ids = { serviceRequest: 0, driverApplication: 0, driver: 0, payment: '', driverDocument: '', requestPhoto: '' };
const nextAddress = clientAddresses(83);
const MISSING_UPLOAD = '00000000-0000-4000-8000-000000000000';

beforeAll(async () => {
  started = await startTestApp();
  const { app, database } = started;
  for (const role of STAFF_ROLES) await createTestAdmin(database.db, credentialsOf(role), role);
  ids.serviceRequest = (await insertServiceRequestRow(database.db)).id;
  await insertPaymentAt(database.db, '2026-03-01T12:00:00Z', { amount: '250.00', serviceRequestId: ids.serviceRequest, verified: false });
  const [payment] = await database.db.select({ id: payments.id }).from(payments).limit(1);
  ids.payment = payment?.id ?? '';
  const referenceId = await submitApplication(app);
  const [application] = await database.db
    .select({ id: driverApplications.id })
    .from(driverApplications)
    .where(eq(driverApplications.referenceId, referenceId));
  ids.driverApplication = application?.id ?? 0;
  const [document] = await database.db
    .select({ id: uploads.id })
    .from(uploads)
    .where(eq(uploads.driverApplicationId, ids.driverApplication));
  ids.driverDocument = document?.id ?? '';
  // A photo's row is enough: the role is checked before the file is read from storage.
  const [photo] = await database.db
    .insert(uploads)
    .values({
      purpose: 'item_photo',
      serviceRequestId: ids.serviceRequest,
      storageKey: 'roles-test/photo.jpg',
      originalName: 'sofa.jpg',
      contentType: 'image/jpeg',
      sizeBytes: 3,
      sha256: '0'.repeat(64),
    })
    .returning({ id: uploads.id });
  ids.requestPhoto = photo?.id ?? '';
  ids.driver = (await insertDriver(database.db)).id;
});
afterAll(async () => {
  await stopTestApp(started?.app, started?.database);
});

interface AdminRoute {
  method: NonNullable<InjectOptions['method']>;
  path: string;
  area: StaffArea | undefined;
}

/** Every admin route behind the session guard, from the API description, with the area its tag names. */
function adminRoutes(): AdminRoute[] {
  const paths = (started.app.swagger() as { paths: Record<string, Record<string, { tags?: string[] }>> }).paths;
  return (
    Object.entries(paths)
      .filter(([path]) => path.startsWith('/api/admin/') && !path.startsWith('/api/admin/login'))
      .flatMap(([path, methods]) =>
        Object.entries(methods).map(([method, operation]) => {
          const tag = operation.tags?.find((name) => name.startsWith(STAFF_AREA_TAG_PREFIX));
          const area = tag?.slice(STAFF_AREA_TAG_PREFIX.length);
          return { method: method.toUpperCase(), path, area: isStaffArea(area) ? area : undefined };
        }),
      )
      // Signing out last: it ends the session the other calls use.
      .sort((a, b) => Number(a.path.endsWith('/logout')) - Number(b.path.endsWith('/logout')))
  );
}

/** The path with a real record's id, so an allowed call reaches the record. */
function urlOf(path: string): string {
  // Team and own-account calls name no record the other calls use: a member or invite that does
  // not exist, so an allowed call cannot disable or demote the members signing in here.
  if (path.startsWith('/api/admin/team/')) return path.replace('{id}', '999999');
  if (path.startsWith('/api/admin/account/')) return path.replace('{id}', MISSING_UPLOAD);
  const id = path.startsWith('/api/admin/uploads/')
    ? MISSING_UPLOAD
    : path.startsWith('/api/admin/payments/')
      ? ids.payment
      : path.startsWith('/api/admin/driver-applications/')
        ? String(ids.driverApplication)
        : path.startsWith('/api/admin/drivers/')
          ? String(ids.driver)
          : String(ids.serviceRequest);
  return path.replace('{id}', id);
}

/** Everything a call could change, as one value to compare (sessions aside: every call touches its own). */
async function databaseFingerprint(): Promise<string> {
  const tables = [
    'admin_users',
    'service_requests',
    'service_request_status_history',
    'driver_applications',
    'driver_application_status_history',
    'driver_profiles',
    'driver_sessions',
    'driver_sign_in_tokens',
    'dispatch_assignments',
    'dispatch_updates',
    'proofs_of_delivery',
    'dispatch_board_version',
    'payments',
    'payment_refunds',
    'uploads',
    'email_outbox',
    'audit_events',
    'staff_invites',
    'admin_password_resets',
  ];
  const parts: string[] = [];
  for (const table of tables) {
    const [row] = await selectRows<{ digest: string }>(
      started.database.db,
      sql.raw(`select md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as digest from "${table}" t`),
    );
    parts.push(`${table}:${row?.digest}`);
  }
  return parts.join(',');
}

/** Routes whose answer is a stream that stays open (the Dispatch board's live events). */
const STREAMING_ROUTES = new Set(['GET /api/admin/dispatch/events']);

/**
 * A file download in the 'documents' area asks again for the record the file belongs to (as
 * GET /api/admin/uploads/{id} does): a role the area lets through may still be refused there.
 * The area of the record a download path names; undefined when the path names none we know.
 */
function recordAreaOf(path: string): StaffArea | undefined {
  if (path.startsWith('/api/admin/service-requests/')) return 'service-requests';
  if (path.startsWith('/api/admin/driver-applications/')) return 'driver-applications';
  return undefined;
}

/**
 * One call of the walk. A streaming route is read only as far as its status and headers (an
 * allowed call's stream stays open until the app closes); a refusal is read whole.
 */
async function call(client: AdminClient, route: AdminRoute): Promise<{ statusCode: number; message: () => Promise<string> }> {
  const options: InjectOptions = {
    method: route.method,
    url: urlOf(route.path),
    remoteAddress: client.address,
    payload: route.method === 'GET' ? undefined : {},
  };
  if (!STREAMING_ROUTES.has(`${route.method} ${route.path}`)) {
    const response = await client.request(options);
    return { statusCode: response.statusCode, message: async () => response.json<{ message: string }>().message };
  }
  const response: LightMyRequestResponse = await client.request({ ...options, payloadAsStream: true });
  const stream = response.stream();
  if (response.statusCode !== 403) stream.destroy();
  return {
    statusCode: response.statusCode,
    message: async () => {
      let text = '';
      for await (const chunk of stream) text += String(chunk);
      return (JSON.parse(text) as { message: string }).message;
    },
  };
}

/** A fresh session of the member with `role`, from an address of its own (sign-in steps are limited per address). */
function member(role: StaffRole): Promise<AdminClient> {
  return signIn(started.app, credentialsOf(role), nextAddress());
}

describe('every guarded /api/admin route', () => {
  it('declares the staff area it belongs to (a route without one is refused to everyone)', () => {
    const routes = adminRoutes();
    expect(routes.length).toBeGreaterThanOrEqual(25);
    expect(routes.filter((route) => route.area === undefined).map((route) => `${route.method} ${route.path}`)).toEqual([]);
    // The walk reads these specially: they must still be routes.
    expect(routes.map((route) => `${route.method} ${route.path}`)).toEqual(expect.arrayContaining([...STREAMING_ROUTES]));
  });

  it.each(STAFF_ROLES)('answers a %s with 403 exactly where the role table says no, changing nothing', async (role) => {
    const client = await member(role);
    for (const route of adminRoutes()) {
      const before = await databaseFingerprint();
      const response = await call(client, route);
      const allowed = route.area !== undefined && mayUse(role, route.area);
      const recordArea = route.area === 'documents' ? recordAreaOf(route.path) : undefined;
      const refusedByRecord = allowed && recordArea !== undefined && !mayUse(role, recordArea);
      const refused = response.statusCode === 403;
      const seen = { route: `${route.method} ${route.path}`, area: route.area, refused };
      // A download the record refuses may also answer 404 first (no such file): either is right.
      if (!refusedByRecord) expect(seen).toEqual({ ...seen, refused: !allowed });
      if (refused) {
        expect(await response.message()).toBe(ROLE_FORBIDDEN_MESSAGE);
        expect(await databaseFingerprint()).toBe(before);
      }
    }
  });
});

describe('GET /api/admin/uploads/{id}', () => {
  it.each(STAFF_ROLES)("gives a %s an applicant's document only when the role may read applications", async (role) => {
    const response = await (await member(role)).request({ method: 'GET', url: `/api/admin/uploads/${ids.driverDocument}` });
    expect(response.statusCode).toBe(mayUse(role, 'driver-applications') ? 200 : 403);
  });

  it.each(STAFF_ROLES)("gives a %s a request's photo only when the role may read requests", async (role) => {
    const response = await (await member(role)).request({ method: 'GET', url: `/api/admin/uploads/${ids.requestPhoto}` });
    // The photo's row has no file behind it: an allowed member gets as far as storage (404).
    expect(response.statusCode).toBe(mayUse(role, 'service-requests') ? 404 : 403);
  });
});

describe('GET /api/admin/session', () => {
  it.each(STAFF_ROLES)('names the signed-in %s', async (role) => {
    const response = await (await member(role)).request({ method: 'GET', url: '/api/admin/session' });
    expect(response.json<{ role: string }>().role).toBe(role);
  });
});
