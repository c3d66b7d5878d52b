// The door of bills-of-lading: what other features and the composition may use.
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
