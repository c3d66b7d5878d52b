// Sending an invoice (decisions 065 and 066): the draft's billed lines are fixed, the invoice takes
// its number, the request's row takes its total, number and send time, the audit log and the mail
// follow, all in one transaction. The number is taken last, once the send is known to go ahead, so
// a refused or failed send takes none.
import { MAX_AMOUNT, amountToCents, centsToAmount, formatUsd } from '../../../shared/money-format.js';
import { billedTotalCents, routeDescription } from '../../../shared/invoicing/invoice-lines.js';
import { REQUEST_NOT_FOUND, type AdminServiceRequestSummary } from '../../../shared/service-requests/admin-service-requests.js';
import type { Executor, Transaction } from '../../db/client.js';
import { badRequest, conflict, notFound } from '../../errors.js';
import type { MemberAuditContext } from '../../platform/audit/audit-context.js';
import { factsOf } from '../../platform/audit/audit-changes.js';
import { recordAuditEvent } from '../../platform/audit/record-audit-event.js';
import {
  adminRequestSummary,
  invoiceEmail,
  lockRequestForInvoicing,
  recordSentInvoice,
  type ServiceRequestRow,
} from '../service-requests/index.js';
import type { OutgoingEmail } from '../../infra/email/outgoing-email.js';
import type { InvoicingDeps } from './deps.js';
import { appendLine, ensureDraft, findLines, lockDraft, markDocumentSent, type LineRow } from './document-repository.js';
import { nextInvoiceNumber } from './invoice-numbers.js';
import { invoiceTermsAt } from './invoice-terms.js';
import { factorAssignmentOfAccount } from '../accounts/index.js';
import { billedLines } from './line-views.js';

type SendDeps = Pick<InvoicingDeps, 'outbox' | 'company' | 'publicBaseUrl' | 'now' | 'billingTimeZone' | 'packetPapers'>;

/** Sends the request's draft as it stands. */
export async function sendDraft(deps: SendDeps, serviceRequestId: number, audit: MemberAuditContext): Promise<AdminServiceRequestSummary> {
  const sentAt = deps.now?.() ?? new Date();
  const row = await deps.outbox.transaction(async (tx) => {
    const request = await lockInvoiceable(tx, serviceRequestId);
    return sendLockedDraft(tx, deps, request, sentAt, audit);
  });
  return adminRequestSummary(row, deps.publicBaseUrl);
}

/**
 * The spec's Invoice dialog: one amount becomes a draft of one linehaul line (quantity 1, flat,
 * the route as its words), sent at once. A draft that already holds lines is the editor's to send:
 * the dialog never throws away lines someone priced or a proposal the driver's times made.
 */
export async function sendSingleAmount(
  deps: SendDeps,
  serviceRequestId: number,
  amount: string,
  audit: MemberAuditContext,
): Promise<AdminServiceRequestSummary> {
  const sentAt = deps.now?.() ?? new Date();
  const row = await deps.outbox.transaction(async (tx) => {
    const request = await lockInvoiceable(tx, serviceRequestId);
    const draft = await ensureDraft(tx, serviceRequestId);
    const lines = await findLines(tx, [draft.id]);
    if (lines.some((line) => line.state !== 'waived')) {
      throw conflict(`Request ${request.referenceId} has a draft invoice with lines: open the invoice editor to review and send it.`);
    }
    await appendLine(tx, draft.id, {
      kind: 'linehaul',
      description: routeDescription(request),
      quantity: '1',
      unit: 'flat',
      rate: amount,
      amount,
      state: 'approved',
      source: 'staff',
      createdByAdminId: audit.actor.adminId,
    });
    return sendLockedDraft(tx, deps, request, sentAt, audit);
  });
  return adminRequestSummary(row, deps.publicBaseUrl);
}

/** The request, locked, known to exist and not yet invoiced. */
async function lockInvoiceable(tx: Executor, serviceRequestId: number): Promise<ServiceRequestRow> {
  const request = await lockRequestForInvoicing(tx, serviceRequestId);
  if (!request) throw notFound(REQUEST_NOT_FOUND);
  if (request.finalAmount !== null) {
    throw conflict(`Request ${request.referenceId} already has an invoice of ${request.finalAmount} USD.`);
  }
  return request;
}

async function sendLockedDraft(
  tx: Transaction,
  deps: SendDeps,
  request: ServiceRequestRow,
  sentAt: Date,
  audit: MemberAuditContext,
): Promise<ServiceRequestRow> {
  const draft = await lockDraft(tx, request.id);
  const lines = draft ? await findLines(tx, [draft.id]) : [];
  if (!draft || !lines.some((line) => line.state === 'approved')) {
    throw conflict(`Request ${request.referenceId} has no invoice lines to send: add at least one line.`);
  }
  const undecided = lines.filter((line) => line.state === 'proposed');
  if (undecided.length > 0) {
    throw conflict(
      `Approve or waive the ${undecided.length === 1 ? 'proposed line' : `${undecided.length} proposed lines`} before sending the invoice.`,
    );
  }
  const totalCents = billedTotalCents(lines);
  if (totalCents > amountToCents(MAX_AMOUNT)) throw badRequest(`An invoice's total can be at most ${formatUsd(MAX_AMOUNT)}.`);
  const total = centsToAmount(totalCents);
  // The mail is written before the number is taken, with a stand-in the number then replaces: the
  // year's counter stays locked from the number to the commit, and every sender waits for it, so
  // nothing slow (rendering the mail) happens while it is held.
  // A factored account's invoice is assigned to the factor: its mail says where to pay instead (decision 078).
  const assignment = await factorAssignmentOfAccount(tx, request.accountId);
  // A load with papers beyond the invoice (a bill of lading, a proof of delivery, receipts) sends
  // its packet too: the payer has the proof with the bill (decision 081).
  const packet = await deps.packetPapers(tx, request.id);
  const mail = invoiceEmail(
    { ...request, finalAmount: total, invoiceNumber: NUMBER_STAND_IN, invoiceSentAt: sentAt, invoiceStatus: 'sent' },
    billedLines(lines),
    deps,
    assignment,
    { packet },
  );

  const terms = await invoiceTermsAt(tx, request, sentAt, deps.billingTimeZone);
  const invoiceNumber = await nextInvoiceNumber(tx, sentAt);
  const documentSent = await markDocumentSent(tx, draft.id, {
    number: invoiceNumber,
    total,
    sentAt,
    sentByAdminId: audit.actor.adminId,
    ...terms,
  });
  const invoiced = documentSent ? await recordSentInvoice(tx, request.id, { total, invoiceNumber, sentAt }) : undefined;
  // Both rows are locked and were checked above: a miss here is a bug, and rolls everything back.
  if (!invoiced) throw new Error(`request ${request.id}: the draft or the request changed under their locks`);
  await recordAuditEvent(tx, audit, {
    action: 'service_request.invoice_sent',
    recordType: 'service_request',
    recordId: request.id,
    changes: {
      finalAmount: { before: null, after: invoiced.finalAmount },
      invoiceNumber: { before: null, after: invoiced.invoiceNumber },
      // An admin may invoice without the customer's acceptance; the event says so.
      ...factsOf({
        paymentLinkSent: true,
        quoteAccepted: invoiced.quoteResponse === 'accepted',
        quoteResponse: invoiced.quoteResponse ?? 'none',
        lines: billedCountOf(lines),
        terms: terms.terms,
        dueOn: terms.dueOn,
      }),
    },
  });
  await deps.outbox.enqueue(tx, [withInvoiceNumber(mail, invoiceNumber)]);
  return invoiced;
}

/** Never a real number (no year 0000): it stands in the mail until the number is known. */
const NUMBER_STAND_IN = 'INV-0000-000000';

function withInvoiceNumber(mail: OutgoingEmail, invoiceNumber: string): OutgoingEmail {
  const numbered = (text: string) => text.replaceAll(NUMBER_STAND_IN, invoiceNumber);
  return { ...mail, subject: numbered(mail.subject), text: numbered(mail.text), ...(mail.html ? { html: numbered(mail.html) } : {}) };
}

function billedCountOf(lines: readonly LineRow[]): number {
  return lines.filter((line) => line.state === 'approved').length;
}
