// What the receiver notes on the proof of delivery when the freight is not as shipped (issue 39):
// over (more pieces than the bill of lading), short (fewer) or damaged, with the pieces concerned
// and their words. Recorded by the driver with the delivery, flagged to operations, printed on
// the proof of delivery. The proofs_of_delivery.exceptions column holds a list of these.
export const DELIVERY_EXCEPTION_KINDS = ['over', 'short', 'damaged'] as const;
export type DeliveryExceptionKind = (typeof DELIVERY_EXCEPTION_KINDS)[number];

export interface DeliveryException {
  kind: DeliveryExceptionKind;
  /** How many pieces are over, short or damaged. */
  pieces: number;
  /** The receiver's words, e.g. "2 cartons crushed on the corner". */
  note: string;
}

/** At most this many exception lines with one delivery, and this many photos of them. */
export const MAX_DELIVERY_EXCEPTIONS = 10;
export const MAX_EXCEPTION_PHOTOS = 6;
