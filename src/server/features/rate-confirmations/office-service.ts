// The office's side (issue 39; decision 080): a request's versions, the fields the "Make rate
// confirmation" dialog starts from, making a version (which supersedes one still waiting and mails
// the broker a link to sign it), and accepting or rejecting a broker's upload. Each change is one
// transaction with its audit event (and mail).
import {
  RATE_CONFIRMATION_OFFICE_MESSAGES as OFFICE,
  type MadeRateConfirmationInput,
  type OfficeRateConfirmation,
  type OfficeRateConfirmations,
  type RateConfirmationPrefill,
} from '../../../shared/rate-confirmations/rate-confirmation-schemas.js';
import { REQUEST_NOT_FOUND } from '../../../shared/service-requests/admin-service-requests.js';
import type { Executor } from '../../db/client.js';
import { conflict, notFound } from '../../errors.js';
import type { MemberAuditContext } from '../../platform/audit/audit-context.js';
import { changeOf, factsOf } from '../../platform/audit/audit-changes.js';
import { recordAuditEvent } from '../../platform/audit/record-audit-event.js';
import { rateConfirmationContent } from './content.js';
import type { RateConfirmationDeps } from './deps.js';
import { rateConfirmationReadyEmail } from './emails.js';
import {
  findAssignmentDays,
  findRequestFacts,
  findUploads,
  findVersions,
  insertVersion,
  lockVersionById,
  nextVersionNumber,
  supersedeWaiting,
  updateVersion,
  type RateConfirmationRow,
} from './repository.js';
import { cannotMakeReason } from './rules.js';
import { fillPlaceholderLane } from '../service-requests/index.js';
import { officeView } from './views.js';

/** What the broker form stores where it asks for no address (hidden-locations.ts): not a place. */
const PLACEHOLDER_CITIES = new Set(['TBD', 'Multiple']);

export async function officeRateConfirmations(db: Executor, serviceRequestId: number): Promise<OfficeRateConfirmations> {
  const request = await findRequestFacts(db, serviceRequestId);
  if (!request) throw notFound(REQUEST_NOT_FOUND);
  const versions = await findVersions(db, serviceRequestId);
  const reason = cannotMakeReason(request, versions);
  return {
    canMake: reason === null,
    cannotMakeReason: reason,
    isBrokerRequest: request.userRole === 'broker',
    versions: await officeViews(db, versions),
  };
}

/** The dialog's fields: the request's lane when it has one, the assignment's appointments or planned day. */
export async function rateConfirmationPrefill(db: Executor, serviceRequestId: number): Promise<RateConfirmationPrefill> {
  const request = await findRequestFacts(db, serviceRequestId);
  if (!request) throw notFound(REQUEST_NOT_FOUND);
  const assignment = await findAssignmentDays(db, serviceRequestId);
  const known = !PLACEHOLDER_CITIES.has(request.pickupCity);
  const stop = (side: 'pickup' | 'delivery') => {
    const placed = side === 'pickup' ? known : !PLACEHOLDER_CITIES.has(request.deliveryCity);
    const appointment = side === 'pickup' ? assignment?.pickupAppointmentAt : assignment?.deliveryAppointmentAt;
    const day = side === 'pickup' ? (assignment?.plannedPickupDate ?? request.preferredDate) : null;
    return {
      address: placed ? request[`${side}Address`] : null,
      city: placed ? request[`${side}City`] : '',
      state: placed ? request[`${side}State`] : '',
      zip: placed ? request[`${side}Zip`] : '',
      appointmentAt: appointment ? appointment.toISOString() : null,
      date: appointment ? null : day,
    };
  };
  return {
    pickup: stop('pickup'),
    delivery: stop('delivery'),
    equipment: request.equipmentNeeded ?? request.carrierRequirements ?? '',
    commodity: request.serviceDescription,
    weightLbs: request.weight === null ? null : Math.round(Number(request.weight)),
  };
}

export async function makeRateConfirmation(
  deps: RateConfirmationDeps,
  serviceRequestId: number,
  input: MadeRateConfirmationInput,
  context: MemberAuditContext,
  now: Date = new Date(),
): Promise<OfficeRateConfirmation> {
  return deps.outbox.transaction(async (tx) => {
    // Locked: a quote revision (which locks the request too) waits until this version is made.
    const request = await findRequestFacts(tx, serviceRequestId, { lock: true });
    if (!request) throw notFound(REQUEST_NOT_FOUND);
    const reason = cannotMakeReason(request, await findVersions(tx, serviceRequestId));
    if (reason) throw conflict(reason);
    const content = await rateConfirmationContent(tx, deps, request, input);
    // The broker's form gave no places: the lane agreed here becomes the request's (the driver's
    // page, the board and the bill of lading's first draft then name real places).
    const laneChanges = await fillPlaceholderLane(tx, request, { pickup: input.pickup, delivery: input.delivery });
    const superseded = await supersedeWaiting(tx, serviceRequestId, now);
    const row = await insertVersion(tx, {
      serviceRequestId,
      version: await nextVersionNumber(tx, serviceRequestId),
      source: 'generated',
      state: 'sent',
      content,
      createdByAdminId: context.actor.adminId,
      createdAt: now,
      updatedAt: now,
    });
    await recordAuditEvent(tx, context, {
      action: 'rate_confirmation.made',
      recordType: 'rate_confirmation',
      recordId: row.id,
      changes: {
        ...factsOf({ serviceRequestId, referenceId: request.referenceId, version: row.version, total: content.total }),
        ...(superseded.length > 0 ? factsOf({ supersededIds: superseded.join(',') }) : {}),
        ...laneChanges,
      },
    });
    await deps.outbox.enqueue(tx, [rateConfirmationReadyEmail(request, { version: row.version, total: content.total }, deps)]);
    return officeView(row, undefined);
  });
}

export type UploadReview = { decision: 'accepted'; note: string | undefined } | { decision: 'rejected'; note: string };

/** Accepting a broker's upload counts as their signature; rejecting it leaves the load without one. */
export async function reviewUpload(
  deps: Pick<RateConfirmationDeps, 'db'>,
  id: number,
  review: UploadReview,
  context: MemberAuditContext,
  now: Date = new Date(),
): Promise<OfficeRateConfirmation> {
  return deps.db.transaction(async (tx) => {
    const current = await lockVersionById(tx, id);
    if (!current) throw notFound(OFFICE.notFound);
    // The request's lock first would be the other order; the version's lock is enough: only this
    // route moves an upload out of 'uploaded', and making a version supersedes it under its own lock.
    if (current.source !== 'uploaded' || current.state !== 'uploaded') throw conflict(OFFICE.notAnUpload);
    const updated = await updateVersion(tx, id, {
      state: review.decision,
      reviewedByAdminId: context.actor.adminId,
      reviewedAt: now,
      reviewNote: review.note ?? null,
      updatedAt: now,
    });
    await recordAuditEvent(tx, context, {
      action: review.decision === 'accepted' ? 'rate_confirmation.accepted' : 'rate_confirmation.rejected',
      recordType: 'rate_confirmation',
      recordId: id,
      changes: {
        ...changeOf('state', current.state, updated.state),
        ...factsOf({ serviceRequestId: current.serviceRequestId, version: current.version, noteGiven: Boolean(review.note) }),
      },
    });
    const [upload] = await findUploads(tx, current.uploadId ? [current.uploadId] : []);
    return officeView(updated, upload);
  });
}

async function officeViews(db: Executor, versions: readonly RateConfirmationRow[]): Promise<OfficeRateConfirmation[]> {
  const uploads = await findUploads(
    db,
    versions.flatMap((version) => (version.uploadId ? [version.uploadId] : [])),
  );
  return versions.map((version) =>
    officeView(
      version,
      uploads.find((upload) => upload.id === version.uploadId),
    ),
  );
}
