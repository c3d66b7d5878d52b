// GET /api/admin/dashboard-stats: the live counts behind the dashboard's summary cards, polled
// every 30 s by the dashboard. Read from the analytics rollups, kept current by the database as
// rows arrive, so the answer costs the same at a million requests as at ten.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { dashboardStatsSchema } from '../../../shared/admin/admin-dashboard.js';
import { errorResponses } from '../../../shared/api-errors.js';
import type { Database } from '../../db/client.js';
import { dashboardCounts } from './report-service.js';
import { utcToday } from '../../../shared/calendar-date.js';

export async function dashboardStatsRoutes(app: FastifyInstance, { db }: { db: Database }) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/dashboard-stats',
    {
      config: { staffArea: 'dashboard-stats' },
      schema: { summary: 'Counts for the summary cards', response: { 200: dashboardStatsSchema, ...errorResponses(401) } },
    },
    async () => dashboardCounts(db, utcToday()),
  );
}
