// The door of dispatch: what other features and the composition (src/server's root files) may use.
export type { DispatchDeps } from './deps.js';
export { bumpDispatchVersion, dispatchSignal } from './dispatch-signal.js';
export { dispatchAdminRoutes } from './office/admin-routes.js';
export { driverLoadRoutes } from './road/load-routes.js';
