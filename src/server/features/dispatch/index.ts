// The door of dispatch: what other features and the composition (src/server's root files) may use.
export type { DispatchDeps } from './deps.js';
export { bumpDispatchVersion, dispatchSignal } from './dispatch-signal.js';
export { dispatchAdminRoutes } from './admin/admin-routes.js';
export { driverLoadRoutes } from './driver/load-routes.js';
