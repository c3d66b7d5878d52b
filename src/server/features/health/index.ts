// The door of health: what other features and the composition (src/server's root files) may use.
export { healthRoutes } from './routes.js';
