// The broker's side, on their page (issue 39; decision 080): the versions of one of their
// requests, signing the newest one sent (typed name, title, consent; recorded with the session's
// e-mail, the time, the address and the browser), and sending their own instead (a file the office
// then accepts or rejects). Another customer's request answers the portal's one 404.
import { codedMessage } from '../../../shared/coded-message.js';
import { PORTAL_NOT_FOUND_MESSAGE } from '../../../shared/customer-portal/customer-portal.js';
import type { Locale } from '../../../shared/i18n.js';
import {
  RATE_CONFIRMATION_CONSENT,
  type PortalRateConfirmation,
  type PortalRateConfirmations,
} from '../../../shared/rate-confirmations/rate-confirmation-schemas.js';
import { normalizeReferenceId } from '../../../shared/reference-id.js';
import { SHARED_MESSAGES as MESSAGES } from '../../../shared/shared-messages.js';
import type { Executor } from '../../db/client.js';
import { conflict, notFound } from '../../errors.js';
import type { StoredUpload } from '../../infra/storage/multipart-form.js';
import { actingAs, CUSTOMER_ACTOR, type AuditOrigin } from '../../platform/audit/audit-context.js';
import { changeOf, factsOf } from '../../platform/audit/audit-changes.js';
import { recordAuditEvent } from '../../platform/audit/record-audit-event.js';
import type { RateConfirmationDeps } from './deps.js';
import {
  findCustomerRequestFacts,
  findVersions,
  insertUpload,
  insertVersion,
  nextVersionNumber,
  supersedeWaiting,
  updateVersion,
} from './repository.js';
import { cannotMakeReason } from './rules.js';
import { portalView, signableVersionOf } from './views.js';

/** The request when it is the customer's; the portal's one 404 otherwise (and for a reference that cannot be one). */
export async function ownRequest(executor: Executor, email: string, referenceId: string, options: { lock?: boolean } = {}) {
  const canonical = normalizeReferenceId(referenceId);
  const request = canonical ? await findCustomerRequestFacts(executor, canonical, email, options) : undefined;
  if (!request) throw notFound(PORTAL_NOT_FOUND_MESSAGE);
  return request;
}

export async function portalRateConfirmations(db: Executor, email: string, referenceId: string): Promise<PortalRateConfirmations> {
  const request = await ownRequest(db, email, referenceId);
  if (request.userRole !== 'broker') return { applies: false, canUpload: false, versions: [] };
  const versions = await findVersions(db, request.id);
  const signable = signableVersionOf(request, versions);
  return {
    applies: true,
    canUpload: cannotMakeReason(request, versions) === null,
    // Office work the broker never saw (superseded before they acted) stays in the office's list.
    versions: versions.filter((row) => row.state !== 'superseded').map((row) => portalView(row, request.referenceId, signable)),
  };
}

export interface Signature {
  name: string;
  title: string;
  /** The language the page showed the consent in: its words are recorded. */
  locale: Locale;
  /** The browser that signed (its User-Agent), as sent. */
  userAgent: string | null;
}

export async function signRateConfirmation(
  deps: Pick<RateConfirmationDeps, 'db'>,
  email: string,
  referenceId: string,
  version: number,
  signature: Signature,
  origin: AuditOrigin,
  now: Date = new Date(),
): Promise<PortalRateConfirmation> {
  return deps.db.transaction(async (tx) => {
    // The request locked: making a newer version (which locks it too) and signing go one after the other.
    const request = await ownRequest(tx, email, referenceId, { lock: true });
    const versions = await findVersions(tx, request.id);
    const target = versions.find((row) => row.version === version);
    if (!target || request.userRole !== 'broker') throw notFound(PORTAL_NOT_FOUND_MESSAGE);
    // Only the newest sent version, and only while it states the quote accepted (not revised since).
    if (signableVersionOf(request, versions) !== version) throw conflict(codedMessage(MESSAGES.rateConfirmationNotSignable));
    const consentText = RATE_CONFIRMATION_CONSENT[signature.locale];
    const signed = await updateVersion(tx, target.id, {
      state: 'signed',
      signerName: signature.name,
      signerTitle: signature.title,
      signerEmail: email,
      consentText,
      signedAt: now,
      signerIp: origin.clientAddress,
      signerUserAgent: signature.userAgent?.slice(0, 500) ?? null,
      updatedAt: now,
    });
    await recordAuditEvent(tx, actingAs(origin, CUSTOMER_ACTOR), {
      action: 'rate_confirmation.signed',
      recordType: 'rate_confirmation',
      recordId: target.id,
      // The signer's name and title stay on the version, not in the log (personal data).
      changes: {
        ...changeOf('state', target.state, 'signed'),
        ...factsOf({ serviceRequestId: request.id, version, locale: signature.locale }),
      },
    });
    return portalView(signed, request.referenceId, undefined);
  });
}

/** The broker's own rate confirmation, stored as a version waiting for the office's review. */
export async function uploadRateConfirmation(
  deps: Pick<RateConfirmationDeps, 'db'>,
  email: string,
  referenceId: string,
  file: StoredUpload,
  origin: AuditOrigin,
  now: Date = new Date(),
): Promise<PortalRateConfirmation> {
  return deps.db.transaction(async (tx) => {
    const request = await ownRequest(tx, email, referenceId, { lock: true });
    if (request.userRole !== 'broker') throw notFound(PORTAL_NOT_FOUND_MESSAGE);
    if (cannotMakeReason(request, await findVersions(tx, request.id)) !== null) {
      throw conflict(codedMessage(MESSAGES.rateConfirmationNoUpload));
    }
    const uploadId = await insertUpload(tx, request.id, file);
    // The broker's own replaces what waited for them (our version to sign, an earlier upload).
    const superseded = await supersedeWaiting(tx, request.id, now);
    const row = await insertVersion(tx, {
      serviceRequestId: request.id,
      version: await nextVersionNumber(tx, request.id),
      source: 'uploaded',
      state: 'uploaded',
      uploadId,
      uploadedByEmail: email,
      createdAt: now,
      updatedAt: now,
    });
    await recordAuditEvent(tx, actingAs(origin, CUSTOMER_ACTOR), {
      action: 'rate_confirmation.uploaded',
      recordType: 'rate_confirmation',
      recordId: row.id,
      changes: factsOf({
        serviceRequestId: request.id,
        version: row.version,
        contentType: file.contentType,
        sizeBytes: file.sizeBytes,
        ...(superseded.length > 0 ? { supersededIds: superseded.join(',') } : {}),
      }),
    });
    return portalView(row, request.referenceId, undefined);
  });
}
