// The Advanced Analytics tab: its filters (spec section 2) and the report the server computes
// for them from the database. Days are UTC calendar days; a period includes both its ends.
import { z } from 'zod';
import { LINE_KINDS } from '../invoicing/invoice-lines.js';
import { addDays, daysBetween } from '../calendar-date.js';
import { SERVICE_REQUEST_STATUSES, SERVICE_TYPES } from '../service-requests/service-requests.js';

export const ANALYTICS_RANGES = ['7', '30', '90', 'custom'] as const;
export type AnalyticsRange = (typeof ANALYTICS_RANGES)[number];
export const ANALYTICS_RANGE_LABELS: Record<AnalyticsRange, string> = {
  '7': 'Last 7 days',
  '30': 'Last 30 days',
  '90': 'Last 90 days',
  custom: 'Custom range',
};

/** The longest custom range: a year and a day, enough for 'same time last year' questions. */
export const MAX_CUSTOM_RANGE_DAYS = 366;

const isoDate = z.iso.date({ error: 'Dates are YYYY-MM-DD' });

export const analyticsQuerySchema = z
  .object({
    range: z.enum(ANALYTICS_RANGES).default('30'),
    from: isoDate.optional(),
    to: isoDate.optional(),
    serviceType: z.enum(SERVICE_TYPES).optional(),
    status: z.enum(SERVICE_REQUEST_STATUSES).optional(),
  })
  .refine((query) => query.range !== 'custom' || (query.from !== undefined && query.to !== undefined), {
    error: 'A custom range needs from and to',
    path: ['from'],
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, { error: 'from must not be after to', path: ['to'] })
  .refine((query) => !query.from || !query.to || daysBetween(query.from, query.to) + 1 <= MAX_CUSTOM_RANGE_DAYS, {
    error: `A custom range is at most ${MAX_CUSTOM_RANGE_DAYS} days`,
    path: ['to'],
  });

const periodSchema = z.object({ from: z.string(), to: z.string(), days: z.number().int() });
const comparedNumber = z.object({ current: z.number(), previous: z.number() });

export const analyticsReportSchema = z.object({
  period: periodSchema,
  /** The period of the same length just before, for the KPI trends. */
  previousPeriod: periodSchema,
  kpis: z.object({
    totalRequests: comparedNumber,
    driverApplications: comparedNumber,
    /** Percent of request-flow sessions that submitted a request; null without such sessions. */
    conversionRate: z.object({ current: z.number().nullable(), previous: z.number().nullable() }),
    /** Seconds per session from the sessions' summaries; null without summaries. */
    avgSessionSeconds: z.object({ current: z.number().nullable(), previous: z.number().nullable() }),
  }),
  /** One entry per day of the period, oldest first, zeros included. */
  daily: z.array(z.object({ date: z.string(), requests: z.number().int(), applications: z.number().int() })),
  serviceTypes: z.array(z.object({ serviceType: z.string(), requests: z.number().int() })),
  statuses: z.array(z.object({ status: z.enum(SERVICE_REQUEST_STATUSES), requests: z.number().int() })),
  /** Confirmed payments per calendar month the period touches, as exact dollar amounts. */
  monthlyRevenue: z.array(z.object({ month: z.string(), amount: z.string(), payments: z.number().int() })),
  /**
   * The billed lines of the invoices paid in the period, summed per kind of charge (issue 37):
   * only kinds that earned anything, linehaul first. Before refunds, which are not of lines.
   */
  revenueByKind: z.array(z.object({ kind: z.enum(LINE_KINDS), amount: z.string(), lines: z.number().int() })),
});
export type AnalyticsReport = z.infer<typeof analyticsReportSchema>;

export interface Period {
  from: string;
  to: string;
  days: number;
}

/** The period a query asks for, on `today` (UTC): 'last N days' ends today and includes it. */
export function periodOf(query: { range: AnalyticsRange; from?: string | undefined; to?: string | undefined }, today: string): Period {
  if (query.range === 'custom' && query.from && query.to) {
    return { from: query.from, to: query.to, days: daysBetween(query.from, query.to) + 1 };
  }
  const days = query.range === 'custom' ? 30 : Number(query.range);
  return { from: addDays(today, -(days - 1)), to: today, days };
}

/** The period of the same length that ends the day before `period` starts. */
export function previousPeriodOf(period: Period): Period {
  return { from: addDays(period.from, -period.days), to: addDays(period.from, -1), days: period.days };
}

/** A count's change against the previous period in percent; null when there is nothing to compare with. */
export function percentChange(current: number | null, previous: number | null): number | null {
  if (current === null || previous === null || previous === 0) return null;
  return ((current - previous) / previous) * 100;
}

/** 125.4 -> "2:05": the spec's m:ss for session times. */
export function formatMinutesSeconds(totalSeconds: number): string {
  const rounded = Math.round(Math.abs(totalSeconds));
  const minutes = Math.floor(rounded / 60);
  const seconds = rounded % 60;
  return `${totalSeconds < 0 ? '-' : ''}${minutes}:${String(seconds).padStart(2, '0')}`;
}
