// A document a mail carries as a PDF attachment. The outbox stores only which document it is
// (never the bytes): the worker makes the PDF from stored data when it sends, and a PDF made from
// the same data is the same file every time (features/documents).
export type MailDocument =
  | { kind: 'invoice'; serviceRequestId: number }
  | { kind: 'receipt'; paymentId: string }
  /** A credit note on a sent invoice (issue 37, decision 069), by its row. */
  | { kind: 'credit_note'; creditNoteId: number }
  /** A delivered load's proof of delivery (issue 22): signature, photos, receiver, time, place. */
  | { kind: 'proof_of_delivery'; serviceRequestId: number }
  /**
   * A load's document packet (issue 39, decision 081): the invoice with the bill of lading, proof of
   * delivery, rate confirmation and receipts, in one PDF; the invoice mail carries it beside the invoice.
   */
  | { kind: 'document_packet'; serviceRequestId: number }
  /** A customer account's monthly statement as it was kept (issue 38, decision 075), by its account_statements row. */
  | { kind: 'account_statement'; statementId: number }
  /** The safety performance history request to a driver's previous employer (issue 41), by its inquiry. */
  | { kind: 'previous_employer_inquiry'; inquiryId: number };
