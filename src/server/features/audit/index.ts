// The door of audit: what other features and the composition (src/server's root files) may use.
export { auditLogRoutes } from './audit-log-routes.js';
