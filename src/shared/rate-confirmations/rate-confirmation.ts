// The rate confirmation (issue 39; decision 080): for a freight broker's load, the accepted quote
// written as the carrier's contract for that load. The office makes a version from stored data
// (the quote's lines, the appointments, detention's terms, the account's payment terms); the
// broker signs it on their page or uploads their own, which the office accepts. A signed or
// accepted version is final: the quote behind it can no longer change. These shapes are what the
// database's jsonb column holds.
import type { LineKind, LineUnit } from '../invoicing/invoice-lines.js';
import type { PaymentTerms } from '../accounts/accounts.js';

/** Where a version came from: made by us from the quote, or the broker's own document uploaded. */
export const RATE_CONFIRMATION_SOURCES = ['generated', 'uploaded'] as const;
export type RateConfirmationSource = (typeof RATE_CONFIRMATION_SOURCES)[number];

/**
 * A version's state: `sent` waits for the broker's signature; `signed` (a generated one, by the
 * broker) and `accepted` (an uploaded one, by the office) let the load be dispatched;
 * `superseded` was replaced by a newer version before either; `rejected` is an upload the office
 * refused.
 */
export const RATE_CONFIRMATION_STATES = ['sent', 'signed', 'uploaded', 'accepted', 'rejected', 'superseded'] as const;
export type RateConfirmationState = (typeof RATE_CONFIRMATION_STATES)[number];

/** The states that count as the broker's agreement. */
export const AGREED_RATE_CONFIRMATION_STATES = ['signed', 'accepted'] as const satisfies readonly RateConfirmationState[];

export interface RateConfirmationLine {
  kind: LineKind;
  description: string;
  quantity: string;
  unit: LineUnit;
  rate: string;
  amount: string;
}

export interface RateConfirmationStop {
  /** "City, ST ZIP": a broker's lane; the street address when known. */
  address?: string;
  city: string;
  state: string;
  zip: string;
  /** An appointment agreed with the dock (ISO instant), or the planned day. */
  appointmentAt?: string;
  date?: string;
}

/** What a generated version prints, frozen when it is made. */
export interface RateConfirmationContent {
  referenceId: string;
  broker: { name: string; company?: string; email: string; phone: string };
  carrier: { name: string; mcNumber: string; dotNumber: string; scac?: string };
  pickup: RateConfirmationStop;
  delivery: RateConfirmationStop;
  equipment: string;
  commodity: string;
  /** Pounds, when given. */
  weightLbs?: number;
  lines: RateConfirmationLine[];
  /** The sum of the lines, dollars "1234.50". */
  total: string;
  detention: { freeHours: string; hourlyRate: string } | null;
  paymentTerms: PaymentTerms;
  /** The company's words printed above the signature: what signing means. */
  terms: string;
}
