// The office's bill of lading (issue 39; decision 079): opening it (the draft is made the first
// time, numbered and pre-filled), saving the draft as typed, and issuing it as a new frozen
// version. A change is one transaction on the locked draft row with its audit event; once the
// newest version is signed at pickup nothing changes any more (a signed BOL is never replaced).
import { isDeepStrictEqual } from 'node:util';
import type { AuditChanges } from '../../../shared/audit/audit.js';
import { bolNumberOf, bolPrefixOf, type BolDraft } from '../../../shared/bills-of-lading/bill-of-lading.js';
import { bolDraftSchema, type BillOfLading } from '../../../shared/bills-of-lading/bol-draft-schema.js';
import { missingBolFields } from '../../../shared/bills-of-lading/bol-missing-fields.js';
import type { Executor } from '../../db/client.js';
import { conflict, notFound, ValidationFailed } from '../../errors.js';
import { validationFailed } from '../../infra/validation-failed.js';
import type { MemberAuditContext } from '../../platform/audit/audit-context.js';
import { changeOf, factsOf } from '../../platform/audit/audit-changes.js';
import { recordAuditEvent } from '../../platform/audit/record-audit-event.js';
import { API_ERROR_CODES } from '../../../shared/api-error-codes.js';
import { carrierOf, contentOf } from './bol-content.js';
import {
  findBillOfLading,
  findNewestVersion,
  findRequestForBol,
  findRequestState,
  findVersions,
  insertBillOfLadingIfAbsent,
  insertVersion,
  lockBillOfLading,
  updateDraft,
} from './bol-repository.js';
import type { BillOfLadingDeps } from './deps.js';
import { prefilledDraft } from './draft-prefill.js';

export const BOL_MESSAGES = {
  notFound: 'There is no service request with that id, or it is cancelled.',
  cancelled: 'The request is cancelled: its bill of lading can no longer change.',
  signed: 'The bill of lading was signed at pickup: a signed bill of lading is never replaced.',
  incomplete: 'The bill of lading cannot be issued yet: fill in the fields listed.',
} as const;

/** The load's bill of lading as the office sees it, its draft made on the first look. */
export async function openBillOfLading(deps: BillOfLadingDeps, serviceRequestId: number): Promise<BillOfLading> {
  await ensureBillOfLading(deps, deps.db, serviceRequestId);
  return billOfLadingView(deps.db, serviceRequestId);
}

/** Saves the draft as typed: any field may be empty, a malformed one is a 400 naming it (the stored draft unchanged). */
export async function saveBillOfLadingDraft(
  deps: BillOfLadingDeps,
  serviceRequestId: number,
  body: unknown,
  context: MemberAuditContext,
): Promise<BillOfLading> {
  const parsed = bolDraftSchema.safeParse(body);
  if (!parsed.success) throw validationFailed(parsed.error);
  const draft: BolDraft = parsed.data;
  await ensureBillOfLading(deps, deps.db, serviceRequestId);
  await deps.db.transaction(async (tx) => {
    const row = await lockedForChange(tx, serviceRequestId);
    const changes = draftChanges(row.draft, draft);
    if (Object.keys(changes).length === 0) return;
    await updateDraft(tx, serviceRequestId, draft, context.actor.adminId, new Date());
    await recordAuditEvent(tx, context, {
      action: 'bill_of_lading.draft_saved',
      recordType: 'service_request',
      recordId: serviceRequestId,
      changes,
    });
  });
  return billOfLadingView(deps.db, serviceRequestId);
}

/**
 * Issues the saved draft as the next version (1, 2, ...), or refuses with every missing field.
 * Issuing a draft whose content is the newest version's makes no new version: the office pressing
 * the button twice prints one paper.
 */
export async function issueBillOfLading(
  deps: BillOfLadingDeps,
  serviceRequestId: number,
  context: MemberAuditContext,
): Promise<BillOfLading> {
  await ensureBillOfLading(deps, deps.db, serviceRequestId);
  await deps.db.transaction(async (tx) => {
    const row = await lockedForChange(tx, serviceRequestId);
    const missing = missingBolFields(row.draft);
    if (missing.length > 0) {
      throw new ValidationFailed(
        BOL_MESSAGES.incomplete,
        Object.fromEntries(missing.map(({ field, message }) => [field, { code: API_ERROR_CODES.invalidInput, message }])),
      );
    }
    const request = await findRequestState(tx, serviceRequestId);
    const content = contentOf(row.draft, {
      bolNumber: row.bolNumber,
      referenceId: request?.referenceId ?? '',
      carrier: carrierOf(deps.company, deps.paperwork.scac),
    });
    const newest = await findNewestVersion(tx, serviceRequestId);
    if (newest && isDeepStrictEqual(newest.content, content)) return;
    const version = (newest?.version ?? 0) + 1;
    await insertVersion(tx, { serviceRequestId, version, content, issuedByAdminId: context.actor.adminId, issuedAt: new Date() });
    await recordAuditEvent(tx, context, {
      action: 'bill_of_lading.issued',
      recordType: 'service_request',
      recordId: serviceRequestId,
      changes: factsOf({ bolNumber: row.bolNumber, version }),
    });
  });
  return billOfLadingView(deps.db, serviceRequestId);
}

/**
 * Makes the draft the first time (numbered from the request's id, pre-filled), for a request that
 * exists and is not cancelled. Two first looks at once both insert; the second does nothing.
 */
async function ensureBillOfLading(deps: BillOfLadingDeps, db: Executor, serviceRequestId: number): Promise<void> {
  if (await findBillOfLading(db, serviceRequestId)) return;
  const request = await findRequestForBol(db, serviceRequestId);
  if (!request || request.status === 'cancelled') throw notFound(BOL_MESSAGES.notFound);
  const bolNumber = bolNumberOf(bolPrefixOf(deps.paperwork.gs1CompanyPrefix, deps.company.dotNumber), request.id);
  await insertBillOfLadingIfAbsent(db, { serviceRequestId, bolNumber, draft: prefilledDraft(request) });
}

/** The draft row locked, refused when the request is cancelled or the newest version is signed. */
async function lockedForChange(tx: Executor, serviceRequestId: number) {
  const row = await lockBillOfLading(tx, serviceRequestId);
  if (!row) throw notFound(BOL_MESSAGES.notFound);
  const request = await findRequestState(tx, serviceRequestId);
  if (request?.status === 'cancelled') throw conflict(BOL_MESSAGES.cancelled);
  const newest = await findNewestVersion(tx, serviceRequestId);
  if (newest?.signedAt) throw conflict(BOL_MESSAGES.signed);
  return row;
}

/** Each part of the form that changed, before and after as JSON (the audit log keeps scalars). */
function draftChanges(before: BolDraft, after: BolDraft): AuditChanges {
  const keys = new Set([...Object.keys(before), ...Object.keys(after)] as (keyof BolDraft)[]);
  let changes: AuditChanges = {};
  for (const key of [...keys].sort()) {
    if (isDeepStrictEqual(before[key] ?? null, after[key] ?? null)) continue;
    changes = { ...changes, ...changeOf(key, jsonOf(before[key]), jsonOf(after[key])) };
  }
  return changes;
}

function jsonOf(value: unknown): string | null {
  return value === undefined || value === null ? null : JSON.stringify(value);
}

async function billOfLadingView(db: Executor, serviceRequestId: number): Promise<BillOfLading> {
  const [row, versions] = await Promise.all([findBillOfLading(db, serviceRequestId), findVersions(db, serviceRequestId)]);
  if (!row) throw notFound(BOL_MESSAGES.notFound);
  return {
    bolNumber: row.bolNumber,
    // Stored only through bolDraftSchema (saved, or pre-filled within its rules); the answer's schema checks it again.
    draft: row.draft as BillOfLading['draft'],
    missing: missingBolFields(row.draft),
    versions: versions.map((version) => ({
      version: version.version,
      issuedAt: version.issuedAt.toISOString(),
      issuedBy: version.issuedBy,
      signedAt: version.signedAt?.toISOString() ?? null,
      shipperSignerName: version.shipperSignerName,
    })),
    signed: versions[0]?.signedAt != null,
  };
}
