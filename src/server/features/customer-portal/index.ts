// The door of customer-portal: what other features and the composition (src/server's root files) may use.
export type { CustomerPortalDeps } from './deps.js';
export { portalPreferenceRoutes } from './preference-routes.js';
export { portalRequestRoutes } from './request-routes.js';
export { portalCompanyAccountRoutes } from './company-account-routes.js';
export { CUSTOMER_SIGN_IN_MAIL_KIND } from './account/emails.js';
export { customerSessionRoutes } from './account/session-routes.js';
export { customerSignInRoutes } from './account/sign-in-routes.js';
export { composeCustomerSignIn } from './account/sign-in-service.js';
