// The door of tracking: what other features and the composition (src/server's root files) may use.
export { trackingRoutes } from './routes.js';
export { progressOf } from './service.js';
export { loadTrackingOf } from './load-tracking.js';
// Each load's place and ETA, kept from dispatch's load events (issue 40); the texts ask arrivingSoonReached.
export { arrivingSoonReached, trackingLoadEventListener } from './eta/listener.js';
