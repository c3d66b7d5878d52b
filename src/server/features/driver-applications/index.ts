// The door of driver-applications: what other features and the composition (src/server's root files) may use.
export { driverApplicationAdminRoutes } from './admin-routes.js';
export type { DriverApplicationDeps } from './deps.js';
export { driverStatusAdminRoutes } from './driver-status-routes.js';
export { driverApplicationRoutes } from './routes.js';
