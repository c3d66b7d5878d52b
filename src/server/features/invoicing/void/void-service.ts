// Voiding a sent invoice and starting its re-issue (decision 069). Only an invoice nobody has paid
// or is paying: the document is marked void (its number stays used: no gap), the request's summary
// is cleared (nothing is owed until the re-issue is sent, with a new number), the attempts opened
// for it are closed, and the request's draft (made, or the one already holding proposals) gets the
// voided invoice's billed lines to edit. The audit log says who and why; the customer is told.
import type { AdminServiceRequestSummary } from '../../../../shared/service-requests/admin-service-requests.js';
import type { VoidInvoiceInput } from '../../../../shared/invoicing/credit-notes.js';
import { conflict } from '../../../errors.js';
import type { MemberAuditContext } from '../../../platform/audit/audit-context.js';
import { factsOf } from '../../../platform/audit/audit-changes.js';
import { recordAuditEvent } from '../../../platform/audit/record-audit-event.js';
import { adminRequestSummary, invoiceVoidedEmail, recordInvoiceVoided } from '../../service-requests/index.js';
import { lockCorrectableInvoice } from '../credit-notes/correction-checks.js';
import type { InvoicingDeps } from '../deps.js';
import { ensureDraft, findLines } from '../document-repository.js';
import { copyBilledLines } from './reissue-lines.js';
import { markDocumentVoid, setReplacedInvoice } from './void-repository.js';

type VoidDeps = Pick<InvoicingDeps, 'outbox' | 'company' | 'publicBaseUrl' | 'now' | 'payments'>;

export async function voidInvoice(
  deps: VoidDeps,
  serviceRequestId: number,
  input: VoidInvoiceInput,
  audit: MemberAuditContext,
): Promise<AdminServiceRequestSummary> {
  const voidedAt = deps.now?.() ?? new Date();
  const { row, endAttempts } = await deps.outbox.transaction(async (tx) => {
    const { request, invoice } = await lockCorrectableInvoice(tx, deps.payments, serviceRequestId, 'voiding it');
    // Partly paid (decision 073): money received is returned by refunds first; the balance is then the total again.
    if (request.paymentStatus === 'partially_paid') {
      throw conflict(
        `Invoice ${invoice.number} is partly paid: refund its payments (Payments) before voiding it, or correct it with a credit note.`,
      );
    }
    if (request.paymentStatus !== 'unpaid' && request.paymentStatus !== 'failed') {
      throw conflict(`A payment of invoice ${invoice.number} is under way: wait until it is confirmed or fails before voiding it.`);
    }
    const marked = await markDocumentVoid(tx, invoice.id, { voidedAt, voidedByAdminId: audit.actor.adminId, voidReason: input.reason });
    const cleared = marked ? await recordInvoiceVoided(tx, request.id) : undefined;
    // Both rows were checked under the request's lock: a miss here is a bug, and rolls everything back.
    if (!cleared) throw new Error(`request ${request.id}: its sent invoice changed under its lock`);

    const draft = await ensureDraft(tx, request.id);
    await setReplacedInvoice(tx, draft.id, invoice.id);
    const copied = await copyBilledLines(tx, await findLines(tx, [invoice.id]), draft.id, audit.actor.adminId);

    const endAttempts = await deps.payments.closeOpenAttempts(tx, request.id, `invoice ${invoice.number} was voided`);
    await recordAuditEvent(tx, audit, {
      action: 'invoice.voided',
      recordType: 'service_request',
      recordId: request.id,
      changes: {
        finalAmount: { before: request.finalAmount, after: null },
        invoiceNumber: { before: invoice.number, after: null },
        invoiceStatus: { before: request.invoiceStatus, after: cleared.invoiceStatus },
        ...factsOf({ reason: input.reason, total: invoice.total, linesCopiedToDraft: copied }),
      },
    });
    await deps.outbox.enqueue(tx, [invoiceVoidedEmail(cleared, { number: invoice.number, reason: input.reason }, deps)]);
    return { row: cleared, endAttempts };
  });
  await endAttempts();
  return adminRequestSummary(row, deps.publicBaseUrl);
}
