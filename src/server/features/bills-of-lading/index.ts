// The door of bills-of-lading: what other features and the composition (src/server's root files) may use.
export { billOfLadingAdminRoutes } from './admin-routes.js';
export { billOfLadingPaperwork } from './bol-paperwork.js';
export type { BillOfLadingDeps } from './deps.js';
// Signing at pickup (issue 39): the driver's load view and the driver's "Picked up" update.
export {
  billOfLadingForDriver,
  lockBillOfLadingForPickup,
  pickupPiecesMismatchSql,
  piecesOf,
  signBillOfLadingAtPickup,
  type PickupBillOfLading,
  type PickupSignatureColumns,
} from './pickup-signatures.js';
