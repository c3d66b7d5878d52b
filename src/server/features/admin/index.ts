// The door of admin: what other features and the composition (src/server's root files) may use.
export { PASSWORD_RESET_MAIL_KIND } from './account/emails.js';
export { ownAccountRoutes } from './account/own-account-routes.js';
export { passwordResetRoutes } from './account/password-reset-routes.js';
export { composePasswordReset } from './account/password-reset-service.js';
export { apiDescriptionRoutes } from './api-description-routes.js';
export {
  createOrResetAdmin,
  ensureFirstAdmin,
  hasStaffMember,
  noStaffMemberMessage,
  passwordProblem,
  resetTwoFactor,
} from './auth/accounts.js';
export { adminCookies } from './auth/cookies.js';
export type { AdminAuthDeps } from './auth/deps.js';
export { loginRoutes, secretCheckLimits, sessionRoutes, sessionView, setSessionCookies } from './auth/routes.js';
export { startSession } from './auth/service.js';
export { twoFactorEnrolmentRoutes, twoFactorSettingsRoutes } from './auth/two-factor-routes.js';
