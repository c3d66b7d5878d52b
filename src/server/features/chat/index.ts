// The door of chat: what other features and the composition (src/server's root files) may use.
export { chatRoutes } from './routes.js';
