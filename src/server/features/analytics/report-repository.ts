// The SQL of the analytics report. Requests, applications and session metrics are read from the
// daily rollups the database keeps current as rows arrive (drizzle/0018_analytics_rollups.sql,
// docs/decisions/051-analytics-rollups.md): a report sums a few rows per day of its window, at
// ten million events as at ten. Revenue is read from the few payments directly.
import { and, count, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { ServiceRequestStatus, ServiceType } from '../../../shared/service-requests/service-requests.js';
import type { Database } from '../../db/client.js';
import {
  analyticsApplicationDays,
  analyticsRequestDays,
  analyticsSessionCounts,
  paymentRefunds,
  payments,
  serviceRequests,
  type AnalyticsSessionMeasure,
} from '../../db/schema.js';
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

/** A bound timestamp in raw SQL (Drizzle maps Date values only through a column). */
const timestamp = (date: Date) => sql`${date.toISOString()}::timestamptz`;

/** The window as UTC days [first, end): report windows are whole UTC days. */
function dayRange(window: Window) {
  return { first: window.start.toISOString().slice(0, 10), end: window.end.toISOString().slice(0, 10) };
}

function requestDayConditions(window: Window, filters: RequestFilters): SQL | undefined {
  const { first, end } = dayRange(window);
  return and(
    gte(analyticsRequestDays.day, first),
    lt(analyticsRequestDays.day, end),
    filters.serviceType ? eq(analyticsRequestDays.serviceType, filters.serviceType) : undefined,
    filters.status ? eq(analyticsRequestDays.status, filters.status) : undefined,
  );
}

function applicationDayConditions(window: Window): SQL | undefined {
  const { first, end } = dayRange(window);
  return and(gte(analyticsApplicationDays.day, first), lt(analyticsApplicationDays.day, end));
}

const requestSum = sql<number>`coalesce(sum(${analyticsRequestDays.requests}), 0)::int`;
const applicationSum = sql<number>`coalesce(sum(${analyticsApplicationDays.applications}), 0)::int`;

export async function countRequests(db: Database, window: Window, filters: RequestFilters): Promise<number> {
  const [row] = await db.select({ value: requestSum }).from(analyticsRequestDays).where(requestDayConditions(window, filters));
  return row?.value ?? 0;
}

export async function countApplications(db: Database, window: Window): Promise<number> {
  const [row] = await db.select({ value: applicationSum }).from(analyticsApplicationDays).where(applicationDayConditions(window));
  return row?.value ?? 0;
}

export async function requestsPerDay(db: Database, window: Window, filters: RequestFilters): Promise<Map<string, number>> {
  const rows = await db
    .select({ day: analyticsRequestDays.day, value: requestSum })
    .from(analyticsRequestDays)
    .where(requestDayConditions(window, filters))
    .groupBy(analyticsRequestDays.day);
  return new Map(rows.map((row) => [row.day, row.value]));
}

export async function applicationsPerDay(db: Database, window: Window): Promise<Map<string, number>> {
  const rows = await db
    .select({ day: analyticsApplicationDays.day, value: applicationSum })
    .from(analyticsApplicationDays)
    .where(applicationDayConditions(window))
    .groupBy(analyticsApplicationDays.day);
  return new Map(rows.map((row) => [row.day, row.value]));
}

/** Service types with at least one request, the most requested first. */
export async function requestsPerServiceType(db: Database, window: Window, filters: RequestFilters) {
  return db
    .select({ serviceType: analyticsRequestDays.serviceType, requests: requestSum })
    .from(analyticsRequestDays)
    .where(requestDayConditions(window, filters))
    .groupBy(analyticsRequestDays.serviceType)
    .having(sql`sum(${analyticsRequestDays.requests}) > 0`)
    .orderBy(sql`sum(${analyticsRequestDays.requests}) desc`, analyticsRequestDays.serviceType);
}

export async function requestsPerStatus(db: Database, window: Window, filters: RequestFilters) {
  return db
    .select({ status: analyticsRequestDays.status, requests: requestSum })
    .from(analyticsRequestDays)
    .where(requestDayConditions(window, filters))
    .groupBy(analyticsRequestDays.status);
}

/** Every request and application ever received, and requests per current status: the dashboard's cards. */
export async function allTimeTotals(db: Database) {
  const [statuses, [applications]] = await Promise.all([
    db
      .select({ status: analyticsRequestDays.status, requests: requestSum })
      .from(analyticsRequestDays)
      .groupBy(analyticsRequestDays.status),
    db.select({ value: applicationSum }).from(analyticsApplicationDays),
  ]);
  return { requestsPerStatus: new Map(statuses.map((row) => [row.status, row.requests])), applications: applications?.value ?? 0 };
}

/**
 * Revenue per UTC calendar month: what confirmed payments paid of their invoices (decision 073:
 * each payment's applied part; a free-form payment all of it) by when they were confirmed, less
 * what refunds took back of that part by when they were made (a refund returns a payment's
 * unapplied part first). Money beyond what an invoice owed (an overpayment, whole or in part) is
 * never revenue, so an invoice counts once. With a request filter, only payments for matching
 * requests count. `payments` counts the month's confirmed payments that paid something.
 */
export async function revenuePerMonth(db: Database, window: Window, filters: RequestFilters) {
  const requestFilter = and(
    filters.serviceType ? eq(serviceRequests.serviceType, filters.serviceType) : undefined,
    filters.status ? eq(serviceRequests.status, filters.status) : undefined,
  );
  const monthOf = (at: SQL) => sql<string>`to_char(${at} at time zone 'UTC', 'YYYY-MM')`;
  const inWindow = (at: SQL) => and(sql`${at} >= ${timestamp(window.start)}`, sql`${at} < ${timestamp(window.end)}`);
  const confirmedAt = sql`coalesce(${payments.confirmedAt}, ${payments.verifiedAt}, ${payments.updatedAt})`;
  const applied = sql`coalesce(${payments.appliedAmount}, case when ${payments.overpayment} then 0 else ${payments.amount} end)`;
  const unapplied = sql`(${payments.amount} - ${applied})`;
  const counted = and(eq(payments.status, 'succeeded'), requestFilter);
  // Each succeeded refund with what was refunded of its payment before it, in the order they were made.
  const ordered = db
    .select({
      paymentId: paymentRefunds.paymentId,
      createdAt: paymentRefunds.createdAt,
      amount: paymentRefunds.amount,
      before:
        sql`coalesce(sum(${paymentRefunds.amount}) over (partition by ${paymentRefunds.paymentId} order by ${paymentRefunds.createdAt}, ${paymentRefunds.id} rows between unbounded preceding and 1 preceding), 0)`.as(
          'refunded_before',
        ),
    })
    .from(paymentRefunds)
    .where(eq(paymentRefunds.status, 'succeeded'))
    .as('ordered_refunds');
  const clampToApplied = (refunded: SQL) => sql`least(greatest(${refunded} - ${unapplied}, 0), ${applied})`;
  const appliedPart = sql`(${clampToApplied(sql`${ordered.before} + ${ordered.amount}`)} - ${clampToApplied(sql`${ordered.before}`)})`;

  const [received, refunded] = await Promise.all([
    db
      .select({ month: monthOf(confirmedAt), cents: sql<string>`(sum(${applied}) * 100)::bigint::text`, payments: count() })
      .from(payments)
      .leftJoin(serviceRequests, eq(serviceRequests.id, payments.serviceRequestId))
      .where(and(counted, sql`${applied} > 0`, inWindow(confirmedAt)))
      .groupBy(monthOf(confirmedAt)),
    db
      .select({ month: monthOf(sql`${ordered.createdAt}`), cents: sql<string>`(sum(${appliedPart}) * 100)::bigint::text` })
      .from(ordered)
      .innerJoin(payments, eq(payments.id, ordered.paymentId))
      .leftJoin(serviceRequests, eq(serviceRequests.id, payments.serviceRequestId))
      .where(and(counted, inWindow(sql`${ordered.createdAt}`)))
      .groupBy(monthOf(sql`${ordered.createdAt}`)),
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
  /** Of those, sessions that submitted a request that exists (its reference ID is in the table) in the window. */
  convertedSessions: number;
  /** Sessions with at least one summary. */
  summarizedSessions: number;
  /** Their average total time, in seconds; null without any. */
  avgSessionSeconds: number | null;
}

/**
 * Distinct sessions per measure over the window's days, from analytics_session_counts: a
 * session-day row counts when it is the session's first day with that measure in the window (no
 * earlier day with it, or one before the window). Sessions both viewing and submitting are
 * viewed + submitted - (viewed or submitted). The average session time is every summarized
 * second over the summarized sessions (the mean of the sessions' totals).
 */
export async function sessionMetrics(db: Database, window: Window): Promise<SessionMetrics> {
  const { first, end } = dayRange(window);
  const c = analyticsSessionCounts;
  const rows = await db
    .select({
      measure: c.measure,
      sessions: sql<number>`coalesce(sum(${c.sessions}) filter (where ${c.gap} = 0 or ${c.gap} > ${c.day} - ${first}::date), 0)::int`,
      seconds: sql<number>`sum(${c.seconds})::float8`,
    })
    .from(c)
    .where(and(gte(c.day, first), lt(c.day, end)))
    .groupBy(c.measure);
  const of = (measure: AnalyticsSessionMeasure) => rows.find((row) => row.measure === measure);
  const viewed = of('viewed')?.sessions ?? 0;
  const summarized = of('summarized');
  const summarizedSessions = summarized?.sessions ?? 0;
  return {
    requestFlowSessions: viewed,
    convertedSessions: viewed + (of('submitted')?.sessions ?? 0) - (of('viewed_or_submitted')?.sessions ?? 0),
    summarizedSessions,
    avgSessionSeconds: summarizedSessions === 0 ? null : (summarized?.seconds ?? 0) / summarizedSessions,
  };
}
