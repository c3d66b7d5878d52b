// The door of analytics: what other features and the composition (src/server's root files) may use.
export { analyticsAdminRoutes } from './admin-routes.js';
export { dashboardStatsRoutes } from './dashboard-routes.js';
export { interactionRoutes } from './ingest-routes.js';
export { createRetentionWorker } from './retention-worker.js';
