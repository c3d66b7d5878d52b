// The SQL of the analytics report: every number is an aggregate computed by the database over a
// time window [start, end), so the report costs the same whether there are a hundred rows or
// millions (the created_at indexes bound each scan to the window).
import { and, count, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { ServiceRequestStatus, ServiceType } from '../../../shared/service-requests.js';
import { selectRows, type Database } from '../../db/client.js';
import { driverApplications, interactionEvents, paymentRefunds, payments, serviceRequests } from '../../db/schema.js';
import { centsToAmount } from '../../../shared/money-format.js';

export interface Window {
  start: Date;
  /** Exclusive. */
  end: Date;
}

export interface RequestFilters {
  serviceType?: ServiceType | undefined;
  status?: ServiceRequestStatus | undefined;
}

/** A session summary longer than a day is a tab left open, not a visit: it counts as a day. */
const MAX_SUMMARY_SECONDS = 86_400;

function requestConditions(window: Window, filters: RequestFilters): SQL | undefined {
  return and(
    gte(serviceRequests.createdAt, window.start),
    lt(serviceRequests.createdAt, window.end),
    filters.serviceType ? eq(serviceRequests.serviceType, filters.serviceType) : undefined,
    filters.status ? eq(serviceRequests.status, filters.status) : undefined,
  );
}

/** A bound timestamp in raw SQL (Drizzle maps Date values only through a column). */
const timestamp = (date: Date) => sql`${date.toISOString()}::timestamptz`;

const utcDay = (column: SQL | typeof serviceRequests.createdAt) => sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD')`;

export async function countRequests(db: Database, window: Window, filters: RequestFilters): Promise<number> {
  const [row] = await db.select({ value: count() }).from(serviceRequests).where(requestConditions(window, filters));
  return row?.value ?? 0;
}

export async function countApplications(db: Database, window: Window): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(driverApplications)
    .where(and(gte(driverApplications.createdAt, window.start), lt(driverApplications.createdAt, window.end)));
  return row?.value ?? 0;
}

export async function requestsPerDay(db: Database, window: Window, filters: RequestFilters): Promise<Map<string, number>> {
  const day = utcDay(sql`${serviceRequests.createdAt}`);
  const rows = await db.select({ day, value: count() }).from(serviceRequests).where(requestConditions(window, filters)).groupBy(day);
  return new Map(rows.map((row) => [row.day, row.value]));
}

export async function applicationsPerDay(db: Database, window: Window): Promise<Map<string, number>> {
  const day = utcDay(sql`${driverApplications.createdAt}`);
  const rows = await db
    .select({ day, value: count() })
    .from(driverApplications)
    .where(and(gte(driverApplications.createdAt, window.start), lt(driverApplications.createdAt, window.end)))
    .groupBy(day);
  return new Map(rows.map((row) => [row.day, row.value]));
}

export async function requestsPerServiceType(db: Database, window: Window, filters: RequestFilters) {
  return db
    .select({ serviceType: serviceRequests.serviceType, requests: count() })
    .from(serviceRequests)
    .where(requestConditions(window, filters))
    .groupBy(serviceRequests.serviceType)
    .orderBy(sql`count(*) desc`, serviceRequests.serviceType);
}

export async function requestsPerStatus(db: Database, window: Window, filters: RequestFilters) {
  return db
    .select({ status: serviceRequests.status, requests: count() })
    .from(serviceRequests)
    .where(requestConditions(window, filters))
    .groupBy(serviceRequests.status);
}

/**
 * Revenue per UTC calendar month: confirmed payments by when they were confirmed, less their
 * refunds by when they were made. An overpayment (money that arrived for an invoice already paid)
 * is never revenue, so an invoice counts once. With a request filter, only payments for matching
 * requests count. `payments` counts the confirmed payments of the month.
 */
export async function revenuePerMonth(db: Database, window: Window, filters: RequestFilters) {
  const requestFilter = and(
    filters.serviceType ? eq(serviceRequests.serviceType, filters.serviceType) : undefined,
    filters.status ? eq(serviceRequests.status, filters.status) : undefined,
  );
  const monthOf = (at: SQL) => sql<string>`to_char(${at} at time zone 'UTC', 'YYYY-MM')`;
  const inWindow = (at: SQL) => and(sql`${at} >= ${timestamp(window.start)}`, sql`${at} < ${timestamp(window.end)}`);
  const confirmedAt = sql`coalesce(${payments.confirmedAt}, ${payments.verifiedAt}, ${payments.updatedAt})`;
  const counted = and(eq(payments.status, 'succeeded'), eq(payments.overpayment, false), requestFilter);

  const [received, refunded] = await Promise.all([
    db
      .select({ month: monthOf(confirmedAt), cents: sql<string>`(sum(${payments.amount}) * 100)::bigint::text`, payments: count() })
      .from(payments)
      .leftJoin(serviceRequests, eq(serviceRequests.id, payments.serviceRequestId))
      .where(and(counted, inWindow(confirmedAt)))
      .groupBy(monthOf(confirmedAt)),
    db
      .select({ month: monthOf(sql`${paymentRefunds.createdAt}`), cents: sql<string>`(sum(${paymentRefunds.amount}) * 100)::bigint::text` })
      .from(paymentRefunds)
      .innerJoin(payments, eq(payments.id, paymentRefunds.paymentId))
      .leftJoin(serviceRequests, eq(serviceRequests.id, payments.serviceRequestId))
      .where(and(counted, eq(paymentRefunds.status, 'succeeded'), inWindow(sql`${paymentRefunds.createdAt}`)))
      .groupBy(monthOf(sql`${paymentRefunds.createdAt}`)),
  ]);
  const months = new Map<string, { cents: number; payments: number }>();
  for (const row of received) months.set(row.month, { cents: Number(row.cents), payments: row.payments });
  for (const row of refunded) {
    const month = months.get(row.month) ?? { cents: 0, payments: 0 };
    months.set(row.month, { cents: month.cents - Number(row.cents), payments: month.payments });
  }
  return [...months].map(([month, { cents, payments: confirmed }]) => ({ month, amount: centsToAmount(cents), payments: confirmed }));
}

export interface SessionMetrics {
  /** Sessions that viewed a request-flow page in the window. */
  requestFlowSessions: number;
  /** Of those, sessions that submitted a request that exists (its reference ID is in the table). */
  convertedSessions: number;
  /** Sessions with at least one summary. */
  summarizedSessions: number;
  /** Their average total time, in seconds; null without any. */
  avgSessionSeconds: number | null;
}

export async function sessionMetrics(db: Database, window: Window, requestFlowPages: readonly string[]): Promise<SessionMetrics> {
  const inWindow = sql`e.created_at >= ${timestamp(window.start)} and e.created_at < ${timestamp(window.end)}`;
  const pages = sql.join(
    requestFlowPages.map((page) => sql`${page}`),
    sql`, `,
  );
  const [row] = await selectRows<{ viewers: number; converted: number; summarized: number; avg_seconds: number | null }>(
    db,
    sql`
      with viewers as (
        select distinct e.session_id from ${interactionEvents} e
        where e.interaction_type = 'page_view' and e.page in (${pages}) and ${inWindow}
      ),
      submitters as (
        select distinct e.session_id from ${interactionEvents} e
        join ${serviceRequests} r on r.reference_id = e.service_request_reference
        where e.interaction_type = 'form_complete' and ${inWindow}
      ),
      session_times as (
        select e.session_id,
          sum(greatest(0, least((e.value ->> 'durationSeconds')::float8, ${MAX_SUMMARY_SECONDS}))) as seconds
        from ${interactionEvents} e
        where e.interaction_type = 'session_summary' and jsonb_typeof(e.value -> 'durationSeconds') = 'number' and ${inWindow}
        group by e.session_id
      )
      select
        (select count(*) from viewers)::int as viewers,
        (select count(*) from viewers v join submitters s on s.session_id = v.session_id)::int as converted,
        (select count(*) from session_times)::int as summarized,
        (select avg(seconds) from session_times)::float8 as avg_seconds
    `,
  );
  return {
    requestFlowSessions: row?.viewers ?? 0,
    convertedSessions: row?.converted ?? 0,
    summarizedSessions: row?.summarized ?? 0,
    avgSessionSeconds: row?.avg_seconds ?? null,
  };
}
