// The door of tracking-links (issue 40; decision 083): shareable links to a load's progress, the
// consignee they are mailed to, and the public page's data.
export type { TrackingLinkDeps } from './deps.js';
export { trackingLinkPublicRoutes } from './public-routes.js';
export { trackingLinkPortalRoutes } from './portal-routes.js';
export { trackingLinkAdminRoutes } from './admin-routes.js';
// The dispatch listener (composeLoadEvents in feature-routes.ts) and, for the texts, the link a "dispatched" text carries.
export { trackingLinksLoadEventListener, type TrackingLinkListenerDeps } from './load-event-listener.js';
export { activeTrackingLinkUrl } from './active-link.js';
