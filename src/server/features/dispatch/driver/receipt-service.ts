// A lumper receipt or scale ticket from the road (issue 37; decision 071). One transaction stores
// the receipt and its private photo, proposes the matching invoice line through invoicing's door
// (the amount paid plus the customer's fee), and audits it. The phone names the receipt once
// (receiptId) and sends it again until answered: the second arrival gets the first's answer and
// changes nothing, so one receipt is never billed twice.
import { DISPATCH_MESSAGES } from '../../../../shared/dispatch/dispatch.js';
import type { DriverReceiptFields, DriverReceiptResult } from '../../../../shared/dispatch/receipts.js';
import { codedMessage } from '../../../../shared/coded-message.js';
import { SHARED_MESSAGES as MESSAGES } from '../../../../shared/shared-messages.js';
import type { Transaction } from '../../../db/client.js';
import { conflict, notFound } from '../../../errors.js';
import { discardUploads, type MultipartForm } from '../../../infra/storage/multipart-form.js';
import { factsOf } from '../../../platform/audit/audit-changes.js';
import { actingAs, type AuditOrigin } from '../../../platform/audit/audit-context.js';
import { driverActor } from '../../../platform/audit/driver-actor.js';
import { recordAuditEvent } from '../../../platform/audit/record-audit-event.js';
import { proposeReceiptLine } from '../../invoicing/index.js';
import type { DispatchDeps } from '../deps.js';
import { findDriverLoadSummary } from './load-repository.js';
import { loadReferenceOf } from './load-service.js';
import {
  findDriverFirstName,
  findReceiptByClientId,
  insertReceipt,
  insertReceiptPhoto,
  type LoadReceiptRow,
} from './receipt-repository.js';
import { checkedReceiptOf, checkReceiptAllowed } from './receipt-rules.js';
import { findRequestIdByReference, lockRequestAndAssignment } from './update-repository.js';
import { recordedAtOf } from './update-rules.js';

export interface DriverReceiptInput {
  driverProfileId: number;
  typedReferenceId: string;
  form: MultipartForm;
  origin: AuditOrigin;
}

export interface DriverReceiptOutcome {
  /** 201 for a new receipt, 200 for one the server had already (nothing changed). */
  statusCode: 200 | 201;
  result: DriverReceiptResult;
}

/**
 * Records the receipt. The caller removes the form's files when this fails; on a replay this
 * removes them itself (the first arrival's photo is the one kept).
 */
export async function recordDriverReceipt(
  deps: Pick<DispatchDeps, 'db' | 'storage'>,
  input: DriverReceiptInput,
  now = new Date(),
): Promise<DriverReceiptOutcome> {
  const referenceId = loadReferenceOf(input.typedReferenceId);
  const { fields, photo } = checkedReceiptOf(input.form);
  const me = input.driverProfileId;

  const outcome = await deps.db.transaction(async (tx): Promise<DriverReceiptOutcome> => {
    const earlier = await findReceiptByClientId(tx, me, fields.receiptId);
    if (earlier) return replayOf(tx, me, earlier, referenceId, fields);

    const target = await findRequestIdByReference(tx, referenceId);
    if (!target) throw notFound(DISPATCH_MESSAGES.loadNotFound);
    const { request, assignment } = await lockRequestAndAssignment(tx, target.id, me);
    if (!request || !assignment) throw notFound(DISPATCH_MESSAGES.loadNotFound);
    // A retry sent while the first was being stored waited for the lock above: it finds it now.
    const raced = await findReceiptByClientId(tx, me, fields.receiptId);
    if (raced) return replayOf(tx, me, raced, referenceId, fields);

    checkReceiptAllowed(request.status, assignment.stage);
    const recordedAt = recordedAtOf(fields.recordedAt, now);
    const uploadId = await insertReceiptPhoto(tx, request.id, photo);
    const receipt = await insertReceipt(tx, {
      clientReceiptId: fields.receiptId,
      serviceRequestId: request.id,
      driverProfileId: me,
      kind: fields.kind,
      amount: fields.amount,
      uploadId,
      recordedAt,
    });
    // The same ID used for a receipt on another of the driver's loads at the same moment: that one was stored.
    if (!receipt) throw conflict(codedMessage(MESSAGES.receiptIdReused));

    const proposal = await proposeReceiptLine(tx, {
      serviceRequestId: request.id,
      receiptId: receipt.id,
      kind: receipt.kind,
      amount: receipt.amount,
      recordedAt,
      driverFirstName: await findDriverFirstName(tx, me),
      customer: { contactEmail: request.contactEmail, contactCompany: request.contactCompany },
    });
    await recordAuditEvent(tx, actingAs(input.origin, driverActor(me)), {
      action: 'dispatch.receipt_sent',
      recordType: 'service_request',
      recordId: request.id,
      changes: factsOf({
        receiptId: receipt.id,
        receiptKind: receipt.kind,
        receiptAmount: receipt.amount,
        proposedLineId: proposal.proposed ? proposal.lineId : null,
      }),
    });
    return { statusCode: 201, result: { receipt: receiptViewOf(receipt), replayed: false } };
  });

  if (outcome.result.replayed) await discardUploads(deps.storage, input.form.files);
  return outcome;
}

/**
 * The answer to a receipt ID the server already has: the stored receipt, when the retry is for the
 * same load and says the same; a different receipt under the same ID is a 409.
 */
async function replayOf(
  tx: Transaction,
  driverProfileId: number,
  stored: LoadReceiptRow,
  referenceId: string,
  fields: DriverReceiptFields,
): Promise<DriverReceiptOutcome> {
  const load = await findDriverLoadSummary(tx, driverProfileId, stored.serviceRequestId);
  // Stored, but the load has since gone to another driver: it is not this driver's to read.
  if (!load) throw notFound(DISPATCH_MESSAGES.loadNotFound);
  const same = load.referenceId === referenceId && stored.kind === fields.kind && stored.amount === fields.amount;
  if (!same) throw conflict(codedMessage(MESSAGES.receiptIdReused));
  return { statusCode: 200, result: { receipt: receiptViewOf(stored), replayed: true } };
}

function receiptViewOf(receipt: LoadReceiptRow): DriverReceiptResult['receipt'] {
  return {
    id: receipt.id,
    receiptId: receipt.clientReceiptId,
    kind: receipt.kind,
    amount: receipt.amount,
    recordedAt: receipt.recordedAt.toISOString(),
  };
}
