// The rollups the report reads (drizzle/0018_analytics_rollups.sql) against the raw rows they are
// counted from: random sessions spanning midnight, events stored out of order, requests made after
// the form_complete naming them, status changes and deletions; the upgrade's backfill; retention;
// concurrent writers. On PostgreSQL with TEST_DATABASE_URL, else on PGlite.
import { and, count, eq, gte, lt, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertApplicationAt, insertEventAt, insertRequestAt, insertSummaryAt } from '../../../../tests/support/analytics.js';
import { openTestDatabase } from '../../../../tests/support/test-database.js';
import { addDays } from '../../../shared/calendar-date.js';
import { REQUEST_FLOW_PAGES } from '../../../shared/analytics/interaction-types.js';
import { SERVICE_REQUEST_STATUSES } from '../../../shared/service-requests/service-requests.js';
import { selectRows, type DatabaseHandle } from '../../db/client.js';
import { driverApplications, interactionEvents, serviceRequests } from '../../db/schema.js';
import { countApplications, countRequests, requestsPerStatus, sessionMetrics, type Window } from './report-repository.js';
import { buildAnalyticsReport, dashboardCounts, windowOf } from './report-service.js';
import { createRetentionWorker, retentionCutoff } from './retention-worker.js';
import { sessionMetricsFromEvents } from './test-support/session-metrics-from-events.js';
import { demoRandom } from '../../demo/random.js';

let database: DatabaseHandle;

beforeAll(async () => {
  database = await openTestDatabase();
});

afterAll(() => database.close());

/** Requests per status created in the window, counted from the rows themselves. */
const rawRequestsPerStatus = async (window: Window) => {
  const rows = await database.db
    .select({ status: serviceRequests.status, value: count() })
    .from(serviceRequests)
    .where(and(gte(serviceRequests.createdAt, window.start), lt(serviceRequests.createdAt, window.end)))
    .groupBy(serviceRequests.status);
  return new Map(rows.map((row) => [row.status, row.value]));
};

const everyWindow = (first: string, days: number) => {
  const windows: Window[] = [];
  for (let from = 0; from < days; from++) {
    for (let to = from; to < days; to++) windows.push(windowOf({ from: addDays(first, from), to: addDays(first, to) }));
  }
  return windows;
};

describe('rollups over random data equal a computation from scratch', () => {
  const FIRST_DAY = '2026-01-01';
  const DAYS = 16;

  beforeAll(async () => {
    const db = database.db;
    // The demo data's seeded generator: the same "random" data on every run, so a failure repeats.
    const random = demoRandom(51);
    const at = (day: number) => {
      const seconds = random.int(0, 86_399);
      return new Date(Date.parse(`${FIRST_DAY}T00:00:00Z`) + day * 86_400_000 + seconds * 1000).toISOString();
    };
    const types = ['furniture', 'tl-freight', 'vehicle'];
    const existing: string[] = [];
    for (let index = 0; index < 30; index++) {
      const request = await insertRequestAt(db, at(random.int(0, DAYS - 1)), {
        serviceType: random.pick(types),
        status: random.pick(SERVICE_REQUEST_STATUSES),
      });
      existing.push(request.referenceId);
    }
    // References a form_complete names before its request is stored (made further down).
    const later = Array.from({ length: 6 }, (_, index) => `SR-LATE-0000-0000-000${index}`);

    const events: { createdAt: string; insert: (createdAt: string) => Promise<void> }[] = [];
    for (let session = 0; session < 60; session++) {
      const sessionId = `random-session-${String(session).padStart(4, '0')}`;
      const firstDay = random.int(0, DAYS - 1);
      const span = random.pick([0, 0, 0, 1, 1, 2, 5]);
      for (let event = 0; event < 1 + random.int(0, 6); event++) {
        const createdAt = at(Math.min(DAYS - 1, firstDay + random.int(0, span)));
        const kind = random.int(0, 3);
        if (kind === 0) {
          const page = random.pick(['/', '/service-request', '/join-us', '/track']);
          events.push({ createdAt, insert: (time) => insertEventAt(db, time, { sessionId, type: 'page_view', page }) });
        } else if (kind === 1) {
          const reference = random.pick([...existing, ...later, 'SR-0000-0000-0000-0000']);
          events.push({ createdAt, insert: (time) => insertEventAt(db, time, { sessionId, type: 'form_complete', reference }) });
        } else if (kind === 2) {
          const seconds = random.pick([0, 5, 30, 600, 3_600, 100_000, 'long'] as const);
          events.push({ createdAt, insert: (time) => insertSummaryAt(db, time, sessionId, seconds) });
        } else {
          events.push({ createdAt, insert: (time) => insertEventAt(db, time, { sessionId, type: 'button_click', page: '/' }) });
        }
      }
    }
    // Stored in a shuffled order: a session's later day often arrives before its earlier one.
    for (let index = events.length - 1; index > 0; index--) {
      const other = random.int(0, index);
      [events[index], events[other]] = [events[other]!, events[index]!];
    }
    for (const event of events) await event.insert(event.createdAt);

    for (const reference of later.slice(0, 4)) {
      const [row] = await db
        .insert(serviceRequests)
        .values({
          referenceId: reference,
          userRole: 'shipper',
          serviceType: 'furniture',
          serviceDescription: 'Made after the session said it was submitted',
          pickupAddress: '1 Pickup St',
          pickupCity: 'Detroit',
          pickupState: 'MI',
          pickupZip: '48226',
          deliveryAddress: '2 Delivery Ave',
          deliveryCity: 'Chicago',
          deliveryState: 'IL',
          deliveryZip: '60603',
          contactName: 'Late Shipper',
          contactEmail: 'late@shipper.example',
          contactPhone: '(313) 555-0100',
          createdAt: new Date(at(random.int(0, DAYS - 1))),
        })
        .returning({ id: serviceRequests.id });
      expect(row).toBeDefined();
    }
    // Status changes move a request between counters; a deleted one leaves them.
    const ids = await db.select({ id: serviceRequests.id }).from(serviceRequests);
    for (const { id } of ids.slice(0, 12)) {
      await db
        .update(serviceRequests)
        .set({ status: random.pick(SERVICE_REQUEST_STATUSES) })
        .where(eq(serviceRequests.id, id));
    }
    await db.delete(serviceRequests).where(eq(serviceRequests.id, ids[ids.length - 1]!.id));
    for (let index = 0; index < 8; index++) await insertApplicationAt(db, at(random.int(0, DAYS - 1)));
  });

  it('session metrics for every range of days', { timeout: 120_000 }, async () => {
    for (const window of everyWindow(FIRST_DAY, DAYS)) {
      const fromRollups = await sessionMetrics(database.db, window);
      const fromEvents = await sessionMetricsFromEvents(database.db, window, REQUEST_FLOW_PAGES);
      const label = `${window.start.toISOString()}..${window.end.toISOString()}`;
      expect({ ...fromRollups, avgSessionSeconds: null }, label).toEqual({ ...fromEvents, avgSessionSeconds: null });
      if (fromEvents.avgSessionSeconds === null) expect(fromRollups.avgSessionSeconds, label).toBeNull();
      else expect(fromRollups.avgSessionSeconds, label).toBeCloseTo(fromEvents.avgSessionSeconds, 9);
    }
  });

  it('the data exercise what they should: conversions, sessions over several days', async () => {
    const whole = windowOf({ from: FIRST_DAY, to: addDays(FIRST_DAY, DAYS - 1) });
    const metrics = await sessionMetricsFromEvents(database.db, whole, REQUEST_FLOW_PAGES);
    expect(metrics.convertedSessions).toBeGreaterThan(0);
    expect(metrics.requestFlowSessions).toBeGreaterThan(metrics.convertedSessions);
    const [spanning] = await selectRows<{ sessions: number }>(
      database.db,
      sql`select count(*)::int as sessions from (select session_id from analytics_session_days group by session_id having count(*) > 1) s`,
    );
    expect(spanning?.sessions).toBeGreaterThan(3);
  });

  it('request and application counts for every range of days, per status too', { timeout: 120_000 }, async () => {
    for (const window of everyWindow(FIRST_DAY, DAYS)) {
      const raw = await rawRequestsPerStatus(window);
      expect(await countRequests(database.db, window, {})).toBe([...raw.values()].reduce((sum, value) => sum + value, 0));
      const perStatus = await requestsPerStatus(database.db, window, {});
      for (const status of SERVICE_REQUEST_STATUSES) {
        expect(perStatus.find((row) => row.status === status)?.requests ?? 0).toBe(raw.get(status) ?? 0);
      }
      const [applications] = await database.db
        .select({ value: count() })
        .from(driverApplications)
        .where(and(gte(driverApplications.createdAt, window.start), lt(driverApplications.createdAt, window.end)));
      expect(await countApplications(database.db, window)).toBe(applications?.value ?? 0);
    }
  });

  it("the upgrade's backfill builds the same rollups the triggers kept", async () => {
    const snapshot = async () => ({
      sessions: await selectRows(
        database.db,
        sql`select day::text, measure, gap, shard, sum(sessions)::int as sessions, sum(seconds)::float8 as seconds
            from analytics_session_counts group by 1, 2, 3, 4 having sum(sessions) <> 0 or sum(seconds) <> 0 order by 1, 2, 3, 4`,
      ),
      days: await selectRows(database.db, sql`select * from analytics_session_days order by session_id, day`),
      requests: await selectRows(database.db, sql`select * from analytics_request_days where requests <> 0 order by 1, 2, 3`),
      applications: await selectRows(database.db, sql`select * from analytics_application_days where applications <> 0 order by 1`),
    });
    const kept = await snapshot();
    await database.db.execute(sql`select analytics_rebuild_rollups()`);
    expect(await snapshot()).toEqual(kept);
  });
});

describe('the request flow', () => {
  it('counts a view of each page REQUEST_FLOW_PAGES names, and of no other (the trigger lists them too)', async () => {
    const day = '2026-02-10';
    const window = windowOf({ from: day, to: day });
    for (const [index, page] of REQUEST_FLOW_PAGES.entries()) {
      await insertEventAt(database.db, `${day}T10:00:0${index}Z`, { sessionId: `flow-page-session-${index}`, type: 'page_view', page });
    }
    await insertEventAt(database.db, `${day}T11:00:00Z`, { sessionId: 'flow-page-session-other', type: 'page_view', page: '/join-us' });
    expect((await sessionMetrics(database.db, window)).requestFlowSessions).toBe(REQUEST_FLOW_PAGES.length);
    expect(await sessionMetricsFromEvents(database.db, window, REQUEST_FLOW_PAGES)).toEqual(await sessionMetrics(database.db, window));
  });
});

describe('retention', () => {
  it('deletes raw events older than the setting, in batches, and the report keeps their numbers', async () => {
    const db = database.db;
    await insertEventAt(db, '2024-05-10T10:00:00Z', { sessionId: 'old-session-0000001', type: 'page_view', page: '/' });
    await insertEventAt(db, '2024-05-10T10:01:00Z', { sessionId: 'old-session-0000001', type: 'button_click', page: '/' });
    await insertSummaryAt(db, '2024-05-10T10:02:00Z', 'old-session-0000001', 120);
    await insertEventAt(db, '2024-05-11T09:00:00Z', { sessionId: 'old-session-0000002', type: 'page_view', page: '/service-request' });
    await insertEventAt(db, '2024-06-20T09:00:00Z', { sessionId: 'kept-session-000001', type: 'page_view', page: '/' });
    const oldRange = { range: 'custom', from: '2024-05-01', to: '2024-05-31' } as const;
    const before = await buildAnalyticsReport(db, oldRange, '2025-06-19');

    // 13 months before 2025-06-19T12:00Z is 2024-05-19T12:00Z: May's events go, June's stay.
    const now = new Date('2025-06-19T12:00:00Z');
    expect(retentionCutoff(now, 13).toISOString()).toBe('2024-05-19T12:00:00.000Z');
    const worker = createRetentionWorker({ db, retentionMonths: 13, logger: { info() {}, error() {} }, batchSize: 2 });
    expect(await worker.runOnce(now)).toBe(4);

    const left = await db
      .select({ sessionId: interactionEvents.sessionId })
      .from(interactionEvents)
      .where(lt(interactionEvents.createdAt, new Date('2024-07-01')));
    expect(left).toEqual([{ sessionId: 'kept-session-000001' }]);
    const after = await buildAnalyticsReport(db, oldRange, '2025-06-19');
    expect(after).toEqual(before);
    expect(after.kpis.avgSessionSeconds.current).toBe(120);
    expect(after.kpis.conversionRate.current).toBe(0);
  });

  it('clamps the cutoff to the last day of a shorter month', () => {
    expect(retentionCutoff(new Date('2026-03-31T00:00:00Z'), 13).toISOString()).toBe('2025-02-28T00:00:00.000Z');
    expect(retentionCutoff(new Date('2026-01-15T06:30:00Z'), 1).toISOString()).toBe('2025-12-15T06:30:00.000Z');
  });
});

describe('concurrent writers', () => {
  it('keep the dashboard counts exact', async () => {
    const db = database.db;
    const made = await Promise.all(
      Array.from({ length: 40 }, (_, index) =>
        insertRequestAt(db, '2026-06-01T12:00:00Z', { serviceType: index % 2 ? 'furniture' : 'vehicle' }),
      ),
    );
    await Promise.all(
      made.map(({ id }, index) =>
        db
          .update(serviceRequests)
          .set({ status: SERVICE_REQUEST_STATUSES[index % SERVICE_REQUEST_STATUSES.length]! })
          .where(eq(serviceRequests.id, id)),
      ),
    );
    await Promise.all(Array.from({ length: 10 }, () => insertApplicationAt(db, '2026-06-01T13:00:00Z')));

    const counts = await dashboardCounts(db, '2026-06-01');
    const raw = await db.select({ status: serviceRequests.status, value: count() }).from(serviceRequests).groupBy(serviceRequests.status);
    for (const status of SERVICE_REQUEST_STATUSES) {
      expect(counts.requestsByStatus[status]).toBe(raw.find((row) => row.status === status)?.value ?? 0);
    }
    expect(counts.totalServiceRequests).toBe(raw.reduce((sum, row) => sum + row.value, 0));
    const [applications] = await db.select({ value: count() }).from(driverApplications);
    expect(counts.totalDriverApplications).toBe(applications?.value);
  });

  it('keep the session metrics exact, a session writing from two tabs at once included', async () => {
    const db = database.db;
    const writes = [];
    for (let session = 0; session < 24; session++) {
      const sessionId = `concurrent-session-${String(session).padStart(3, '0')}`;
      for (const hour of ['10', '23']) {
        writes.push(insertEventAt(db, `2026-06-0${2 + (session % 2)}T${hour}:00:00Z`, { sessionId, type: 'page_view', page: '/' }));
        writes.push(insertSummaryAt(db, `2026-06-03T${hour}:30:00Z`, sessionId, 40));
      }
    }
    await Promise.all(writes);
    for (const window of everyWindow('2026-06-01', 4)) {
      expect(await sessionMetrics(db, window)).toEqual(await sessionMetricsFromEvents(db, window, REQUEST_FLOW_PAGES));
    }
  });
});
