// Attack battery: telling whose address it is by how asking is answered (issue 34, item 3;
// docs/decisions/055-sign-in-a-stranger-cannot-block.md). Asking for a customer sign-in, a driver
// sign-in or a staff password reset must answer an address that belongs to someone exactly as one
// that does not: the same status, headers and body, and, so that it takes the same time, the same
// work. Structural rather than timed (a busy machine would fail a timing threshold; the timings
// are in bench/sign-in-timing.ts): every SQL statement the request runs is logged, and the two
// logs must be the same statements with the same parameters but for the address; the only row
// either writes is one mail request. The member's part happens after the answer: once composed,
// the member's mail is in the outbox (and, for staff, the audit event names who asked), and the
// stranger's address got nothing.
import type { PGlite } from '@electric-sql/pglite';
import { asc, eq, gt, max, sql } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app.js';
import { selectRows, type Database, type DatabaseHandle } from '../../src/server/db/client.js';
import * as schema from '../../src/server/db/schema.js';
import { auditEvents, emailOutbox, mailRequests } from '../../src/server/db/schema.js';
import { createTestAdmin, SITE_ORIGIN } from '../support/admin.js';
import { clientAddresses } from '../support/client-addresses.js';
import { insertDriver } from '../support/dispatch.js';
import { composeRequestedMail } from '../support/mail-requests.js';
import { insertServiceRequestRow } from '../support/service-requests.js';
import { stopTestApp } from '../support/test-app.js';
import { testConfig } from '../support/test-config.js';
import { openTestDatabase } from '../support/test-database.js';

interface Statement {
  query: string;
  params: unknown[];
}

let database: DatabaseHandle;
let app: FastifyInstance;
/** Every statement the app ran, while `recording` is on. */
const statements: Statement[] = [];
let recording = false;

/** The same database, through a Drizzle that logs each statement it runs (transactions included). */
function loggingDatabase(handle: DatabaseHandle): Database {
  const logger = {
    logQuery(query: string, params: unknown[]) {
      if (recording) statements.push({ query, params });
    },
  };
  const db =
    handle.driver === 'postgres'
      ? drizzlePostgres({ client: handle.client as pg.Pool, schema, logger })
      : drizzlePglite({ client: handle.client as PGlite, schema, logger });
  return db;
}

beforeAll(async () => {
  database = await openTestDatabase();
  app = await buildApp({ config: testConfig(), logger: false, database: { ...database, db: loggingDatabase(database) } });
  await app.ready();
});
afterAll(async () => {
  await stopTestApp(app, database);
});

const nextClient = clientAddresses(126);

/** How many rows each table holds. */
async function rowCounts(): Promise<Record<string, number>> {
  const tables = await selectRows<{ name: string }>(
    database.db,
    sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
  );
  const counts: Record<string, number> = {};
  for (const { name } of tables) {
    const [row] = await selectRows<{ count: number }>(database.db, sql`select count(*)::int as count from ${sql.identifier(name)}`);
    counts[name] = row?.count ?? 0;
  }
  return counts;
}

/** The tables whose row counts differ, with the difference. */
function changed(before: Record<string, number>, after: Record<string, number>): Record<string, number> {
  return Object.fromEntries(
    Object.keys(after)
      .filter((table) => after[table] !== before[table])
      .map((table) => [table, (after[table] ?? 0) - (before[table] ?? 0)]),
  );
}

interface Asked {
  response: LightMyRequestResponse;
  /** The statements run, with the e-mail address written as <address> so two addresses compare equal. */
  statements: Statement[];
  /** Row-count changes, by table. */
  rows: Record<string, number>;
}

interface Door {
  name: string;
  url: string;
  /** A new address that belongs to someone who may have the mail. */
  newMember(): Promise<string>;
  /** Addresses of people the mail is not for: no one's, and (where there is one) someone's who may not have it. */
  others(): Promise<string[]>;
  /** Whether a member's request is recorded in the audit log (staff: so the owner sees an address being pressed). */
  audited: boolean;
}

let number = 0;
const DOORS: Door[] = [
  {
    name: 'customer sign-in',
    url: '/api/account/sign-in/request',
    async newMember() {
      const email = `alike-${++number}@customers.example`;
      await insertServiceRequestRow(database.db, { contactEmail: email });
      return email;
    },
    others: async () => [`nobody-${++number}@customers.example`],
    audited: false,
  },
  {
    name: 'driver sign-in',
    url: '/api/driver/sign-in/request',
    async newMember() {
      const email = `alike-${++number}@drivers.example`;
      await insertDriver(database.db, { email });
      return email;
    },
    async others() {
      const inactive = `alike-${++number}@drivers.example`;
      await insertDriver(database.db, { email: inactive, status: 'inactive' });
      return [`nobody-${++number}@drivers.example`, inactive];
    },
    audited: false,
  },
  {
    name: 'staff password reset',
    url: '/api/admin/login/password-reset/request',
    async newMember() {
      const email = `alike-${++number}@freight.example`;
      await createTestAdmin(database.db, { email, password: 'a long enough test password' }, 'operations');
      return email;
    },
    others: async () => [`nobody-${++number}@freight.example`],
    audited: true,
  },
];

describe.each(DOORS)('asking for a $name', (door) => {
  /** Asks for `email` from `client` with `requestId`, recording what the app does meanwhile. */
  async function ask(email: string, client: string, requestId: string): Promise<Asked> {
    const before = await rowCounts();
    statements.length = 0;
    recording = true;
    const response = await app.inject({
      method: 'POST',
      url: door.url,
      remoteAddress: client,
      headers: { origin: SITE_ORIGIN, 'x-request-id': requestId },
      payload: { email },
    });
    recording = false;
    const ran = statements.map((statement) => ({
      query: statement.query,
      params: statement.params.map((param) => (param === email ? '<address>' : param)),
    }));
    return { response, statements: ran, rows: changed(before, await rowCounts()) };
  }

  it('answers a member’s address and any other the same, by the same statements and rows; the member is mailed afterwards', async () => {
    const member = await door.newMember();
    const others = await door.others();
    // One client and one request ID for all: then only the address may tell the runs apart.
    const client = nextClient();
    const requestId = `alike-${number}`;

    const asked = await ask(member, client, requestId);
    expect(asked.response.statusCode).toBeLessThan(300);
    expect(asked.rows).toEqual({ mail_requests: 1 });
    expect(asked.statements.length).toBeGreaterThan(0);
    expect(asked.statements.every((statement) => !/\b(service_requests|driver_profiles|admin_users)\b/.test(statement.query))).toBe(true);

    for (const other of others) {
      const answered = await ask(other, client, requestId);
      expect(answered.response.statusCode).toBe(asked.response.statusCode);
      expect(answered.response.body).toBe(asked.response.body);
      // All but the clock's and the client's count of requests, which move on with each.
      const headers = (response: LightMyRequestResponse) => {
        const { date: _date, 'x-ratelimit-remaining': _remaining, 'x-ratelimit-reset': _reset, ...rest } = response.headers;
        return rest;
      };
      expect(headers(answered.response)).toEqual(headers(asked.response));
      expect(answered.statements).toEqual(asked.statements);
      expect(answered.rows).toEqual({ mail_requests: 1 });
    }

    // After the answer: the member's mail, and nothing for anyone else.
    const [lastEvent] = await database.db.select({ id: max(auditEvents.id) }).from(auditEvents);
    expect(await composeRequestedMail(database.db)).toBe(1 + others.length);
    expect(await database.db.select().from(mailRequests)).toEqual([]);
    expect(await database.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, member))).toHaveLength(1);
    for (const other of others) expect(await database.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, other))).toEqual([]);

    const events = await database.db
      .select()
      .from(auditEvents)
      .where(gt(auditEvents.id, lastEvent?.id ?? 0))
      .orderBy(asc(auditEvents.id));
    // Staff: who asked, from where, in which request, recorded for the member as before; the sign-ins record nothing.
    const expected = { action: 'admin.password_reset_requested', actorLabel: member, clientAddress: client, requestId };
    expect(events).toMatchObject(door.audited ? [expected] : []);
  });
});
