// GET /api/admin/dashboard-stats: the live counts behind the dashboard's summary cards, polled
// every 30 s by the dashboard.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { dashboardStatsSchema } from '../../../shared/admin-dashboard.js';
import { errorResponses } from '../../../shared/api-errors.js';
import type { Database } from '../../db/client.js';
import { dashboardSessionStats, utcToday } from '../analytics/report-service.js';
import { driverApplicationCount } from '../driver-applications/admin-service.js';
import { requestCountsByStatus } from '../service-requests/admin-service.js';

export async function dashboardStatsRoutes(app: FastifyInstance, { db }: { db: Database }) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/dashboard-stats',
    {
      config: { staffArea: 'dashboard-stats' },
      schema: { summary: 'Counts for the summary cards', response: { 200: dashboardStatsSchema, ...errorResponses(401) } },
    },
    async () => {
      const [requests, totalDriverApplications, sessions] = await Promise.all([
        requestCountsByStatus(db),
        driverApplicationCount(db),
        dashboardSessionStats(db, utcToday()),
      ]);
      const { total, ...byStatus } = requests;
      return { totalServiceRequests: total, totalDriverApplications, requestsByStatus: byStatus, ...sessions };
    },
  );
}
