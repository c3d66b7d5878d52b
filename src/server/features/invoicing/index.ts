// The door of invoicing: what other features and the composition (src/server's root files) may use.
export { accessorialCatalogueRoutes } from './accessorials/catalogue-routes.js';
export { accessorialRateFor } from './accessorials/rate-lookup.js';
export type { AppliedRate, RateCustomer } from './accessorials/rate-lookup.js';
export { proposeStopDetention, detentionProposalKey } from './detention/index.js';
export type { DetentionOutcome, DetentionStop, StageMoment, StopDetentionFacts } from './detention/index.js';
export { invoiceProposalRoutes } from './proposals/proposal-routes.js';
