// GET /api/admin/dashboard-stats: the live counts behind the dashboard's summary cards, polled
// every 30 s by the dashboard.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { dashboardStatsSchema } from '../../../shared/admin-dashboard.js';
import { dashboardSessionStats, utcToday } from '../analytics/report-service.js';
import { driverApplicationCount } from '../driver-applications/admin-service.js';
import { requestCountsByStatus } from '../service-requests/admin-service.js';

const ErrorSchema = z.object({ error: z.string(), message: z.string() });

export async function dashboardStatsRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/dashboard-stats',
    { schema: { summary: 'Counts for the summary cards', response: { 200: dashboardStatsSchema, 401: ErrorSchema } } },
    async () => {
      const [requests, totalDriverApplications, sessions] = await Promise.all([
        requestCountsByStatus(app.database.db),
        driverApplicationCount(app.database.db),
        dashboardSessionStats(app.database.db, utcToday()),
      ]);
      const { total, ...byStatus } = requests;
      return { totalServiceRequests: total, totalDriverApplications, requestsByStatus: byStatus, ...sessions };
    },
  );
}
