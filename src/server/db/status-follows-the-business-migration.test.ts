// Migration 0019 on a database that already has requests the business moved on while their
// status still read "received": each moves once to in progress by the rule the server now applies
// (docs/decisions/058-status-follows-the-business.md), with a history entry naming the earliest
// event; nothing else moves. The database is brought to 0018 first from a copy of the migrations
// that stops there, then the real folder finishes the job.
import { rmSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationsUpTo, MIGRATIONS_FOLDER } from '../../../tests/support/migrations-up-to.js';
import { insertOldServiceRequest } from '../../../tests/support/service-requests.js';
import { createOrResetAdmin } from '../features/admin/auth/accounts.js';
import { openDatabase, type DatabaseHandle } from './client.js';

/** The database is brought to migration 18 from a copy of drizzle/ that stops there. */
const folder = migrationsUpTo(18);
let database: DatabaseHandle;
let client: PGlite;
beforeAll(async () => {
  database = await openDatabase({});
  if (!(database.client instanceof PGlite)) throw new Error('expected the embedded database');
  client = database.client;
});
afterAll(async () => {
  await database?.close();
  rmSync(folder, { recursive: true, force: true });
});

const at = (iso: string) => new Date(iso);

/** A hired driver in plain SQL: the tables as migration 19 left them (later ones add columns the schema names). */
async function insertOldDriver(): Promise<{ id: number }> {
  const person = `'Maria', 'Lopez', 'maria@drivers.example', '(313) 555-0142', '400 Renaissance Dr', 'Detroit', 'MI', '48243', '1990-01-01', 'CDL', 'D1234567', 'MI', '2030-01-01'`;
  const columns =
    'first_name, last_name, email, phone, address, city, state, zip_code, date_of_birth, license_type, license_number, license_state, license_expiration';
  const application = await client.query<{ id: number }>(
    `insert into driver_applications (reference_id, status, ${columns}) values ('DRV-OLD-1', 'approved', ${person}) returning id`,
  );
  const applicationId = application.rows[0]?.id;
  const upload = async (purpose: string) =>
    (
      await client.query<{ id: string }>(
        `insert into uploads (purpose, driver_application_id, storage_key, original_name, content_type, size_bytes, sha256)
         values ($1, $2, $3, 'file.pdf', 'application/pdf', 10, 'x') returning id`,
        [purpose, applicationId, `old/${purpose}`],
      )
    ).rows[0]?.id;
  const profile = await client.query<{ id: number }>(
    `insert into driver_profiles (driver_application_id, profile_id, ${columns}, resume_upload_id, license_upload_id, hire_date)
     values ($1, 'DRV-OLD-1', ${person}, $2, $3, '2026-10-01') returning id`,
    [applicationId, await upload('resume'), await upload('license')],
  );
  const id = profile.rows[0]?.id;
  if (!id) throw new Error('insert returned no row');
  return { id };
}

describe('migration 0019_status_follows_the_business', () => {
  it('moves received requests the business moved on, once, by the earliest event, and nothing else', async () => {
    const db = drizzle({ client });
    await migrate(db, { migrationsFolder: folder });
    const { db: app } = database;

    const accepted = await insertOldServiceRequest(client, { quote_response: 'accepted', quote_responded_at: at('2026-11-02T10:00:00Z') });
    const paid = await insertOldServiceRequest(client, { payment_status: 'paid', paid_at: at('2026-11-03T10:00:00Z') });
    const refunded = await insertOldServiceRequest(client, { payment_status: 'refunded', paid_at: at('2026-11-03T10:00:00Z') });
    // Paid first, accepted later: the payment is the event that moved it.
    const paidThenAccepted = await insertOldServiceRequest(client, {
      payment_status: 'paid',
      paid_at: at('2026-11-01T10:00:00Z'),
      quote_response: 'accepted',
      quote_responded_at: at('2026-11-04T10:00:00Z'),
    });
    const assigned = await insertOldServiceRequest(client, { estimated_quote: '850.00' });
    const untouched = await insertOldServiceRequest(client);
    const inTransit = await insertOldServiceRequest(client, { status: 'in-transit', quote_response: 'accepted', payment_status: 'paid' });
    const cancelled = await insertOldServiceRequest(client, { status: 'cancelled', quote_response: 'accepted', payment_status: 'paid' });
    const declined = await insertOldServiceRequest(client, { quote_response: 'declined' });

    await createOrResetAdmin(app, 'dispatcher@freight.example', 'a long enough password', 'operations');
    const admin = await client.query<{ id: number }>("select id from admin_users where email = 'dispatcher@freight.example'");
    const adminId = admin.rows[0]?.id;
    const driver = await insertOldDriver();
    // Plain SQL: the table as migration 18 left it (later migrations add columns the schema names).
    await client.query(
      `insert into dispatch_assignments (service_request_id, driver_profile_id, planned_pickup_date, assigned_by_admin_id)
       values ($1, $2, '2026-12-01', $3)`,
      [assigned.id, driver.id, adminId],
    );

    // A driver's stage before the column existed: its entry names its event after the migration.
    const reported = await insertOldServiceRequest(client, { status: 'in-transit' });
    await client.query(
      `insert into service_request_status_history (service_request_id, from_status, to_status, notes)
       values ($1, 'in-progress', 'in-transit', 'Reported by the driver: Picked up')`,
      [reported.id],
    );

    await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER });

    const statuses = await client.query<{ id: number; status: string }>('select id, status from service_requests order by id');
    const statusOf = (id: number) => statuses.rows.find((row) => row.id === id)?.status;
    expect([accepted, paid, paidThenAccepted, assigned].map(({ id }) => statusOf(id))).toEqual([
      'in-progress',
      'in-progress',
      'in-progress',
      'in-progress',
    ]);
    expect([refunded, untouched, declined].map(({ id }) => statusOf(id))).toEqual(['received', 'received', 'received']);
    expect(statusOf(inTransit.id)).toBe('in-transit');
    expect(statusOf(cancelled.id)).toBe('cancelled');

    const history = await client.query<{
      service_request_id: number;
      from_status: string;
      to_status: string;
      moved_by_event: string;
      changed_by_admin_id: number | null;
      notes: string;
    }>(
      'select service_request_id, from_status, to_status, moved_by_event, changed_by_admin_id, notes from service_request_status_history order by service_request_id',
    );
    expect(
      history.rows.map((row) => [row.service_request_id, row.from_status, row.to_status, row.moved_by_event, row.changed_by_admin_id]),
    ).toEqual([
      [accepted.id, 'received', 'in-progress', 'quote_accepted', null],
      [paid.id, 'received', 'in-progress', 'paid_in_full', null],
      [paidThenAccepted.id, 'received', 'in-progress', 'paid_in_full', null],
      [assigned.id, 'received', 'in-progress', 'driver_assigned', adminId],
      [reported.id, 'in-progress', 'in-transit', 'driver_reported', null],
    ]);
    expect(history.rows[0]?.notes).toBe(
      'Moved once when the status began to follow the business (migration 0019): the customer had accepted the quote',
    );

    // The dashboard's counts follow the status through their rollup (migration 0018's trigger).
    const counts = await client.query<{ status: string; requests: number }>(
      'select status, sum(requests)::integer as requests from analytics_request_days group by status order by status',
    );
    expect(counts.rows).toEqual([
      { status: 'cancelled', requests: 1 },
      { status: 'in-progress', requests: 4 },
      { status: 'in-transit', requests: 2 },
      { status: 'received', requests: 3 },
    ]);
  });
});
