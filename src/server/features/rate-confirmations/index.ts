// The door of rate-confirmations (issue 39; decision 080): a broker load's rate confirmation, made
// by the office from the accepted quote, signed or replaced by the broker's own on their page.
export type { RateConfirmationDeps } from './deps.js';
export { rateConfirmationAdminRoutes } from './admin-routes.js';
export { rateConfirmationPortalRoutes } from './portal-routes.js';
// The documents feature's view of it, handed over by the composition (platform/documents/paperwork-source.ts).
export { rateConfirmationPaperwork } from './paperwork.js';
// The dispatch gate and the quote's lock once signed.
export { hasAgreedRateConfirmation, quoteLockedByRateConfirmation } from './agreement.js';
