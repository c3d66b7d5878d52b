// Hire: an approved application becomes a driver profile (spec entity driver_profiles) with a
// unique profile ID, the hire date and status active, pointing at the application's resume and
// license copy. One profile per application, made once: the application row is locked and the
// unique index on the application settles a race.
import type { MemberAuditContext } from '../../platform/audit/audit-context.js';
import { factsOf } from '../../platform/audit/audit-changes.js';
import { recordAuditEvent } from '../../platform/audit/record-audit-event.js';
import type { HireApplicant, HiredProfile } from '../../../shared/driver-applications/admin-driver-applications.js';
import { addDays } from '../../../shared/calendar-date.js';
import { badRequest, conflict, notFound } from '../../errors.js';
import { generateDriverProfileId } from '../../infra/reference-ids.js';
import { isUniqueViolation, storeUnderFreshId } from '../../db/fresh-id.js';
import { openQualificationFile } from '../driver-qualification/index.js';
import { hiredEmail } from './admin-emails.js';
import { findProfileOfApplication, lockApplication } from './admin-repository.js';
import type { DriverApplicationDeps } from './deps.js';
import { findDocumentIdsByPurpose, insertDriverProfile } from './driver-profiles-repository.js';
import { APPLICATION_NOT_FOUND } from '../../../shared/driver-applications/admin-driver-applications.js';
import { requireFieldKey, storeDriverSsn } from '../driver-qualification/index.js';

export interface HireDeps extends Pick<DriverApplicationDeps, 'outbox' | 'company' | 'fieldEncryptionKey'> {
  now?: () => Date;
}

export async function hireApplicant(deps: HireDeps, id: number, input: HireApplicant, audit: MemberAuditContext): Promise<HiredProfile> {
  const adminId = audit.actor.adminId;
  checkHireDate(input.hireDate, (deps.now?.() ?? new Date()).toISOString().slice(0, 10));
  // A number typed without a key to seal it is refused whole: the driver is not hired without it by surprise.
  if (input.ssn) requireFieldKey(deps.fieldEncryptionKey);
  try {
    const hired = await storeUnderFreshId(generateDriverProfileId, 'driver_profiles_profile_id_key', (profileId) =>
      deps.outbox.transaction(async (tx) => {
        const application = await lockApplication(tx, id);
        if (!application) throw notFound(APPLICATION_NOT_FOUND);
        const existing = await findProfileOfApplication(tx, id);
        if (existing) throw conflict(`${application.firstName} ${application.lastName} is already hired as driver ${existing.profileId}.`);
        if (application.status !== 'approved') {
          throw conflict(`Only an approved application can be hired; this one is ${application.status}. Approve it first.`);
        }
        const documents = await findDocumentIdsByPurpose(tx, id);
        const resumeUploadId = documents.get('resume');
        const licenseUploadId = documents.get('license');
        if (!resumeUploadId || !licenseUploadId)
          throw conflict('A driver is hired with a resume and a license copy on file; this application lacks one.');

        await insertDriverProfile(tx, {
          driverApplicationId: application.id,
          profileId,
          language: application.language,
          firstName: application.firstName,
          lastName: application.lastName,
          email: application.email,
          phone: application.phone,
          address: application.address,
          city: application.city,
          state: application.state,
          zipCode: application.zipCode,
          dateOfBirth: application.dateOfBirth,
          licenseType: application.licenseType,
          licenseNumber: application.licenseNumber,
          licenseState: application.licenseState,
          licenseExpiration: application.licenseExpiration,
          cdlClass: application.cdlClass,
          endorsements: application.endorsements,
          yearsExperience: application.yearsExperience,
          resumeUploadId,
          licenseUploadId,
          medicalCardUploadId: documents.get('medical_card') ?? null,
          medicalCardExpiration: input.medicalCardExpiration ?? application.medicalCardExpiration,
          hireDate: input.hireDate,
          hiredByAdminId: adminId,
        });
        await deps.outbox.enqueue(tx, [hiredEmail(application, input.hireDate, deps)]);
        const profile = await findProfileOfApplication(tx, id);
        if (!profile) throw new Error('the new profile was not found');
        // The qualification file opens with the hire: one inquiry per DOT-regulated employer of three years (issue 41).
        await openQualificationFile(tx, { driverProfileId: profile.id, hireDate: input.hireDate, history: application.history });
        // Sealed and audited by the qualification file (issue 41); the hire's event never names it.
        if (input.ssn) await storeDriverSsn(tx, deps.fieldEncryptionKey, profile.id, input.ssn, audit, 'hire');
        // Who was hired as which driver, from when; never the licence number or the documents.
        await recordAuditEvent(tx, audit, {
          action: 'driver_application.hired',
          recordType: 'driver_application',
          recordId: application.id,
          changes: factsOf({ driverProfileId: profile.profileId, hireDate: input.hireDate }),
        });
        return profile;
      }),
    );
    return { ...hired, createdAt: hired.createdAt.toISOString() };
  } catch (error) {
    if (isUniqueViolation(error, 'driver_profiles_application_key'))
      throw conflict('This application has just been hired by someone else.');
    throw error;
  }
}

// A start date far from today is a typo (a year off, a swapped month), not a plan.
function checkHireDate(hireDate: string, today: string): void {
  if (hireDate < addDays(today, -366) || hireDate > addDays(today, 366)) {
    throw badRequest('Choose a hire date within a year of today.');
  }
}
