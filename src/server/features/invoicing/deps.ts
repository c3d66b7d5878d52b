// What invoicing needs from the app, built once in feature-routes.ts.
import type { CompanyProfile } from '../../../shared/company-profile.js';
import type { Database, Executor } from '../../db/client.js';
import type { EmailOutbox } from '../../infra/email/outbox.js';

/** Why a sent invoice's amount cannot change right now: money is on its way, or a transfer awaits checking. */
export type PaymentHold = 'payment_in_flight' | 'transfer_reported';

/**
 * What correcting a sent invoice (a credit note, a void) needs from payments. Payments imports
 * invoicing (its checkout items), so invoicing never imports payments: the composition
 * (feature-routes.ts) hands these in, made by payments' door (invoicePaymentsPort).
 */
export interface InvoicePayments {
  /** In the caller's transaction, with the request locked: what holds the invoice's amount, or null. */
  holdOn(executor: Executor, serviceRequestId: number): Promise<PaymentHold | null>;
  /**
   * In the caller's transaction: closes every payment attempt opened for the invoice's old amount,
   * so none can take it. Returns what to run once the transaction committed (ending them at the provider).
   */
  closeOpenAttempts(executor: Executor, serviceRequestId: number, reason: string): Promise<() => Promise<void>>;
  /**
   * In the caller's transaction, with the request locked, after a credit note changed what is owed
   * (and its balance was recomputed): the invoice's payment status and refund due follow the books
   * (decision 073): a partly paid invoice a credit note closes is paid; credits and payments past
   * the total leave a refund due.
   */
  settleStanding(executor: Executor, serviceRequestId: number): Promise<void>;
}

export interface InvoicingDeps {
  db: Database;
  /** The invoice mail is queued in the sending transaction. */
  outbox: EmailOutbox;
  company: CompanyProfile;
  /** The payment page's address in the mail. */
  publicBaseUrl: string;
  /** The clock invoices are sent by (their date and their number's year); the system clock when absent. */
  now?: () => Date;
  /** BILLING_TIME_ZONE: the day an invoice is sent on, and so the day it falls due. */
  billingTimeZone: string;
  /** Credit notes and voids close the invoice's open payment attempts through this. */
  payments: InvoicePayments;
  /**
   * In the sending transaction: whether the load has papers beyond its invoice (a bill of lading,
   * a proof of delivery, a rate confirmation, a receipt). The invoice mail then carries the load's
   * packet beside the invoice (decision 081). Documents makes it (hasPapersBeyondInvoice); the
   * composition hands it in, since documents reads invoicing and so invoicing cannot read documents.
   */
  packetPapers: (executor: Executor, serviceRequestId: number) => Promise<boolean>;
}
