// The dashboard's summary numbers.
import { z } from 'zod';
import { SERVICE_REQUEST_STATUSES } from '../service-requests/service-requests.js';

export const DASHBOARD_STATS_POLL_MS = 30_000;

export const dashboardStatsSchema = z.object({
  totalServiceRequests: z.number(),
  totalDriverApplications: z.number(),
  requestsByStatus: z.record(z.enum(SERVICE_REQUEST_STATUSES), z.number()),
  /** Percent of the last 30 days' request-flow sessions that submitted a request; null without any. */
  conversionRate: z.number().nullable(),
  /** Average seconds per session over the last 30 days, from session summaries; null without any. */
  avgSessionTime: z.number().nullable(),
});
export type DashboardStats = z.infer<typeof dashboardStatsSchema>;
