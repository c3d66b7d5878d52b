// The door of bills-of-lading: what other features and the composition (src/server's root files) may use.
export { billOfLadingAdminRoutes } from './admin-routes.js';
export { billOfLadingPaperwork } from './bol-paperwork.js';
export type { BillOfLadingDeps } from './deps.js';
