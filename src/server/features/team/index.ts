// The door of team: what other features and the composition (src/server's root files) may use.
export { inviteAcceptanceRoutes } from './invite-acceptance-routes.js';
export { teamRoutes } from './team-routes.js';
