// The Advanced Analytics report and the dashboard's session numbers, from the database. Request
// filters (service type, status) narrow what is about requests: their counts, charts and the
// revenue of their payments. Driver applications and visitor sessions are not requests, so the
// filters leave them alone.
import { periodOf, previousPeriodOf, type AnalyticsReport, type Period } from '../../../shared/analytics/analytics-report.js';
import { addDays } from '../../../shared/calendar-date.js';
import {
  SERVICE_REQUEST_STATUSES,
  type ServiceRequestStatus,
  type ServiceType,
} from '../../../shared/service-requests/service-requests.js';
import type { Database } from '../../db/client.js';
import { revenueByKind } from '../invoicing/index.js';
import {
  allTimeTotals,
  applicationsPerDay,
  countApplications,
  countRequests,
  requestsPerDay,
  requestsPerServiceType,
  requestsPerStatus,
  revenuePerMonth,
  sessionMetrics,
  type RequestFilters,
  type Window,
} from './report-repository.js';

export interface ReportQuery {
  range: '7' | '30' | '90' | 'custom';
  from?: string | undefined;
  to?: string | undefined;
  serviceType?: ServiceType | undefined;
  status?: ServiceRequestStatus | undefined;
}

/** The dashboard cards' conversion rate and session time look at this many days up to today. */
export const DASHBOARD_SESSION_DAYS = 30;

export function windowOf(period: Pick<Period, 'from' | 'to'>): Window {
  return { start: new Date(`${period.from}T00:00:00Z`), end: new Date(`${addDays(period.to, 1)}T00:00:00Z`) };
}

/** Converted over request-flow sessions, in percent; null when nobody saw the request flow. */
export function conversionRate(metrics: { requestFlowSessions: number; convertedSessions: number }): number | null {
  if (metrics.requestFlowSessions === 0) return null;
  return (metrics.convertedSessions / metrics.requestFlowSessions) * 100;
}

export async function buildAnalyticsReport(db: Database, query: ReportQuery, today: string): Promise<AnalyticsReport> {
  const period = periodOf(query, today);
  const previousPeriod = previousPeriodOf(period);
  const current = windowOf(period);
  const previous = windowOf(previousPeriod);
  const filters: RequestFilters = { serviceType: query.serviceType, status: query.status };

  const [requestsNow, requestsBefore, applicationsNow, applicationsBefore, sessionsNow, sessionsBefore] = await Promise.all([
    countRequests(db, current, filters),
    countRequests(db, previous, filters),
    countApplications(db, current),
    countApplications(db, previous),
    sessionMetrics(db, current),
    sessionMetrics(db, previous),
  ]);
  const [requestDays, applicationDays, serviceTypes, statuses, revenue, kinds] = await Promise.all([
    requestsPerDay(db, current, filters),
    applicationsPerDay(db, current),
    requestsPerServiceType(db, current, filters),
    requestsPerStatus(db, current, filters),
    revenuePerMonth(db, monthsWindow(period), filters),
    revenueByKind(db, current, filters),
  ]);

  return {
    period,
    previousPeriod,
    kpis: {
      totalRequests: { current: requestsNow, previous: requestsBefore },
      driverApplications: { current: applicationsNow, previous: applicationsBefore },
      conversionRate: { current: conversionRate(sessionsNow), previous: conversionRate(sessionsBefore) },
      avgSessionSeconds: { current: sessionsNow.avgSessionSeconds, previous: sessionsBefore.avgSessionSeconds },
    },
    daily: daysOf(period).map((date) => ({ date, requests: requestDays.get(date) ?? 0, applications: applicationDays.get(date) ?? 0 })),
    serviceTypes,
    // Every status, in the lifecycle's order, zeros included, so the doughnut's colours stay put.
    statuses: SERVICE_REQUEST_STATUSES.map((status) => ({
      status,
      requests: statuses.find((row) => row.status === status)?.requests ?? 0,
    })),
    monthlyRevenue: monthsOf(period).map((month) => {
      const row = revenue.find((entry) => entry.month === month);
      return { month, amount: row?.amount ?? '0.00', payments: row?.payments ?? 0 };
    }),
    revenueByKind: kinds,
  };
}

/** The dashboard cards' two session numbers, over the last DASHBOARD_SESSION_DAYS days. */
export async function dashboardSessionStats(db: Database, today: string) {
  const metrics = await sessionMetrics(db, windowOf(periodOf({ range: '30' }, today)));
  return { conversionRate: conversionRate(metrics), avgSessionTime: metrics.avgSessionSeconds };
}

/**
 * The dashboard's summary cards: every request by current status, every driver application, and
 * the last DASHBOARD_SESSION_DAYS days' session numbers, all from the rollups (polled every 30 s).
 */
export async function dashboardCounts(db: Database, today: string) {
  const [totals, sessions] = await Promise.all([allTimeTotals(db), dashboardSessionStats(db, today)]);
  const requestsByStatus = Object.fromEntries(
    SERVICE_REQUEST_STATUSES.map((status) => [status, totals.requestsPerStatus.get(status) ?? 0]),
  ) as Record<ServiceRequestStatus, number>;
  return {
    totalServiceRequests: Object.values(requestsByStatus).reduce((sum, value) => sum + value, 0),
    totalDriverApplications: totals.applications,
    requestsByStatus,
    ...sessions,
  };
}

function daysOf(period: Period): string[] {
  return Array.from({ length: period.days }, (_, index) => addDays(period.from, index));
}

/** YYYY-MM of every calendar month the period touches, oldest first. */
export function monthsOf(period: Pick<Period, 'from' | 'to'>): string[] {
  const months: string[] = [];
  let year = Number(period.from.slice(0, 4));
  let month = Number(period.from.slice(5, 7));
  const last = period.to.slice(0, 7);
  for (;;) {
    const key = `${year}-${String(month).padStart(2, '0')}`;
    months.push(key);
    if (key >= last) return months;
    month += 1;
    if (month > 12) {
      month = 1;
      year += 1;
    }
  }
}

/** Whole calendar months: the revenue chart's bars are months, not the period's slice of them. */
function monthsWindow(period: Period): Window {
  const months = monthsOf(period);
  const lastMonth = months[months.length - 1] ?? period.to.slice(0, 7);
  const [year, month] = lastMonth.split('-').map(Number) as [number, number];
  return { start: new Date(`${period.from.slice(0, 7)}-01T00:00:00Z`), end: new Date(Date.UTC(year, month, 1)) };
}
