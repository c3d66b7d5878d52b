// The door of dispatch: what other features and the composition (src/server's root files) may use.
export type { DispatchDeps } from './deps.js';
export type { LoadEvent, LoadEvents } from './load-events.js';
export { bumpDispatchVersion, dispatchSignal } from './dispatch-signal.js';
export { dispatchAdminRoutes } from './admin/admin-routes.js';
export { driverLoadRoutes } from './driver/load-routes.js';
// A driver's road receipts (issue 37): sent from the phone, their photos read by the office.
export { driverReceiptRoutes } from './driver/receipt-routes.js';
export { receiptPhotoAdminRoutes } from './admin/receipt-photo-routes.js';
export { endDriverSessions } from './driver/account/access-service.js';
export { DRIVER_SIGN_IN_MAIL_KIND } from './driver/account/emails.js';
export { driverSessionRoutes } from './driver/account/session-routes.js';
export { driverSignInRoutes } from './driver/account/sign-in-routes.js';
export { composeDriverSignIn } from './driver/account/sign-in-service.js';
// The driver's sign-in link a text carries (issue 40), made as the text goes.
export { issueDriverSignInLink } from './driver/account/text-sign-in.js';
