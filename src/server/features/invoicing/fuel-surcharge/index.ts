// The fuel surcharge's door inside invoicing (decision 067): the invoice editor and the quotes ask
// fuelSurchargeFor for a load's line; the composition mounts the Billing screen's routes and
// starts the weekly EIA fetch. The invoicing door (../index.ts) re-exports what others may use.
export { fuelSurchargeAdminRoutes } from './admin-routes.js';
export type { FuelSurchargeDeps } from './deps.js';
export { DEFAULT_EIA_API_BASE_URL, type EiaConnection } from './eia-client.js';
export { fuelSurchargeFor, type FuelSurchargeOutcome, type FuelSurchargeQuery } from './fuel-surcharge-for.js';
export type { FuelSurchargeLine } from './surcharge-arithmetic.js';
export { createWeeklyDieselFetch, type WeeklyDieselFetch } from './weekly-fetch-worker.js';
export { estimateFuelShare, type EstimateFuelQuery, type EstimateFuelShare } from './estimate-share.js';
