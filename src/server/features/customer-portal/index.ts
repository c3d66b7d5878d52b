// The door of customer-portal: what other features and the composition (src/server's root files) may use.
export type { CustomerPortalDeps } from './deps.js';
export { portalPreferenceRoutes } from './preference-routes.js';
export { portalRequestRoutes } from './request-routes.js';
