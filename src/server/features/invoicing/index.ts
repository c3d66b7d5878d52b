// The door of invoicing: what other features and the composition (src/server's root files) may use.
// The fuel surcharge (decision 067): a load's surcharge line, the Billing screen's routes, the weekly EIA fetch.
export {
  createWeeklyDieselFetch,
  fuelSurchargeAdminRoutes,
  fuelSurchargeFor,
  type EiaConnection,
  type FuelSurchargeDeps,
  type FuelSurchargeLine,
  type FuelSurchargeOutcome,
  type FuelSurchargeQuery,
  type WeeklyDieselFetch,
} from './fuel-surcharge/index.js';
