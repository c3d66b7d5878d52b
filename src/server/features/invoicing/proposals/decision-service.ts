// The office's decision on a line the server proposed (issue 37): approved, it is billed; waived,
// it never is, and the reason is kept. One transaction: the draft locked (edits, decisions and the
// send of one draft happen one at a time), the line checked and decided, and the audit event.
import type { InvoiceLine } from '../../../../shared/invoicing/invoice-line-schemas.js';
import type { Database } from '../../../db/client.js';
import { conflict, notFound } from '../../../errors.js';
import type { MemberAuditContext } from '../../../platform/audit/audit-context.js';
import { factsOf } from '../../../platform/audit/audit-changes.js';
import { recordAuditEvent } from '../../../platform/audit/record-audit-event.js';
import { findLinesByIds, lockDraft } from '../document-repository.js';
import { lineViewOf } from './line-view.js';
import { decideLine, findLineOwner, type LineDecision } from './proposal-repository.js';

export const PROPOSAL_MESSAGES = {
  lineNotFound: 'This request has no such invoice line.',
  notDraft: 'This line is on an invoice already sent: void and re-issue the invoice to change what it bills.',
  notProposed: 'This line has already been approved or waived.',
} as const;

export interface LineAddress {
  serviceRequestId: number;
  lineId: number;
}

export function approveProposedLine(db: Database, address: LineAddress, context: MemberAuditContext): Promise<InvoiceLine> {
  return decide(db, address, { state: 'approved', waiveReason: null }, context);
}

export function waiveProposedLine(db: Database, address: LineAddress, reason: string, context: MemberAuditContext): Promise<InvoiceLine> {
  return decide(db, address, { state: 'waived', waiveReason: reason }, context);
}

async function decide(db: Database, address: LineAddress, decision: LineDecision, context: MemberAuditContext): Promise<InvoiceLine> {
  return db.transaction(async (tx) => {
    const draft = await lockDraft(tx, address.serviceRequestId);
    const owner = await findLineOwner(tx, address.lineId);
    // Another request's line is not found here, whatever it is.
    if (!owner || owner.serviceRequestId !== address.serviceRequestId) throw notFound(PROPOSAL_MESSAGES.lineNotFound);
    if (owner.invoiceState !== 'draft' || owner.invoiceId !== draft?.id) throw conflict(PROPOSAL_MESSAGES.notDraft);
    const [line] = await findLinesByIds(tx, [address.lineId]);
    if (!line) throw notFound(PROPOSAL_MESSAGES.lineNotFound);
    if (line.state !== 'proposed') throw conflict(PROPOSAL_MESSAGES.notProposed);
    if (!(await decideLine(tx, line.id, decision, context.actor.adminId))) throw conflict(PROPOSAL_MESSAGES.notProposed);

    await recordAuditEvent(tx, context, {
      action: decision.state === 'approved' ? 'invoice_line.approved' : 'invoice_line.waived',
      recordType: 'service_request',
      recordId: address.serviceRequestId,
      changes: {
        lineState: { before: 'proposed', after: decision.state },
        ...factsOf({
          lineId: line.id,
          kind: line.kind,
          description: line.description,
          quantity: line.quantity,
          rate: line.rate,
          amount: line.amount,
          // The evidence as it was proposed (arrival, departure, free and billed minutes, driver, place).
          evidence: line.evidence ? JSON.stringify(line.evidence) : null,
          ...(decision.state === 'waived' ? { reason: decision.waiveReason } : {}),
        }),
      },
    });
    const [decided] = await findLinesByIds(tx, [line.id]);
    if (!decided) throw new Error(`line ${line.id} vanished inside its own transaction`);
    return lineViewOf(decided);
  });
}
