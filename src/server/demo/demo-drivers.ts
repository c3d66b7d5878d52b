// Driver applications of every status with their status history and documents, and the drivers
// hired from the approved ones (active, and one each inactive and terminated), some with a
// license or medical card running out within 30 or 60 days so the Drivers area flags them. Every
// application is certified on our form, and every hired driver's qualification file holds a motor
// vehicle record and a road test from the hire day (issue 41), so dispatch may assign them.
import type { DriverApplicationStatus, DriverProfileStatus, LicenseType } from '../../shared/driver-applications/driver-applications.js';
import { addDays } from '../../shared/calendar-date.js';
import type { UploadPurpose } from '../../shared/uploads.js';
import { driverApplications, driverApplicationStatusHistory, driverProfiles, qualificationRecords, uploads } from '../db/schema.js';
import { demoAddress, demoPerson, PLACES } from './demo-people.js';
import { demoReferenceId, DEMO_HISTORY_DAYS } from './demo-requests.js';
import type { DemoFileWriter } from './demo-documents.js';
import { BY_CUSTOMER, byMember, DAY_MS, dayOf, facts, laterThan, type SeedContext } from './seed-context.js';

export interface SeededDriver {
  id: number;
  firstName: string;
  status: DriverProfileStatus;
  licenseExpiration: string;
  medicalCardExpiration: string | null;
}

function finalStatus(context: SeedContext, ageDays: number): DriverApplicationStatus {
  if (ageDays < 10)
    return context.random.weighted<DriverApplicationStatus>([
      ['pending', 60],
      ['reviewing', 30],
      ['interview', 10],
    ]);
  return context.random.weighted<DriverApplicationStatus>([
    ['approved', 35],
    ['rejected', 30],
    ['interview', 12],
    ['reviewing', 13],
    ['pending', 10],
  ]);
}

function pathTo(status: DriverApplicationStatus): DriverApplicationStatus[] {
  if (status === 'pending') return [];
  if (status === 'rejected') return ['reviewing', 'rejected'];
  const order: DriverApplicationStatus[] = ['reviewing', 'interview', 'approved'];
  return order.slice(0, order.indexOf(status) + 1);
}

/** A license or card expiry: mostly years away, some soon (the Drivers area's 30- and 60-day flags). */
function expiryDay(context: SeedContext, index: number): string {
  const today = dayOf(context.now);
  if (index % 7 === 1) return addDays(today, context.random.int(3, 28));
  if (index % 7 === 4) return addDays(today, context.random.int(32, 58));
  return addDays(today, context.random.int(200, 1400));
}

export async function seedDriverApplications(context: SeedContext, files: DemoFileWriter, count: number): Promise<SeededDriver[]> {
  const { random, now } = context;
  const times = Array.from({ length: count }, () => new Date(now.getTime() - DEMO_HISTORY_DAYS * DAY_MS * random.next() - 60_000)).sort(
    (a, b) => a.getTime() - b.getTime(),
  );
  const drivers: SeededDriver[] = [];
  for (const [index, createdAt] of times.entries()) {
    const driver = await seedOneApplication(context, files, index, createdAt, profileStatusOf(drivers.length));
    if (driver) drivers.push(driver);
  }
  return drivers;
}

/** Hired drivers are active, but for one who is inactive and one who left: every status the Drivers area shows. */
function profileStatusOf(hireNumber: number): DriverProfileStatus {
  return hireNumber === 2 ? 'inactive' : hireNumber === 5 ? 'terminated' : 'active';
}

async function seedOneApplication(
  context: SeedContext,
  files: DemoFileWriter,
  index: number,
  createdAt: Date,
  profileStatus: DriverProfileStatus,
): Promise<SeededDriver | null> {
  const { random, staff } = context;
  const person = demoPerson(random, 1000 + index);
  const place = random.pick(PLACES);
  const licenseType = random.weighted<LicenseType>([
    ['CDL', 70],
    ['Chauffeur', 15],
    ['Non-Commercial', 15],
  ]);
  const cdl = licenseType === 'CDL';
  const ageDays = (context.now.getTime() - createdAt.getTime()) / DAY_MS;
  const status = finalStatus(context, ageDays);
  let last = createdAt;
  const changes = pathTo(status).map((to) => {
    last = laterThan(context, last, 12, 24 * 6);
    return { to, at: last };
  });
  const licenseExpiration = expiryDay(context, index);
  const medicalCardExpiration = cdl ? expiryDay(context, index + 3) : null;
  const applicant = {
    language: random.chance(0.15) ? ('es' as const) : ('en' as const),
    firstName: person.firstName,
    lastName: person.lastName,
    email: person.email,
    phone: person.phone,
    address: demoAddress(random, place),
    city: place.city,
    state: place.state,
    zipCode: place.zip,
    dateOfBirth: `${random.int(1962, 2000)}-${String(random.int(1, 12)).padStart(2, '0')}-${String(random.int(1, 28)).padStart(2, '0')}`,
    licenseType,
    licenseNumber: `D${random.int(100, 999)}-${random.int(1000, 9999)}-${random.int(1000, 9999)}`,
    licenseState: place.state,
    licenseExpiration,
    cdlClass: cdl ? random.pick(['A', 'A', 'B'] as const) : null,
    endorsements: cdl && random.chance(0.4) ? random.pick(['H', 'N', 'T', 'H, N']) : null,
    yearsExperience: random.int(cdl ? 2 : 0, 25),
  };
  const [row] = await context.tx
    .insert(driverApplications)
    .values({
      referenceId: demoReferenceId(context, 'DA'),
      ...applicant,
      previousEmployer: random.chance(0.8)
        ? random.pick(['Werner Enterprises', 'Local moving company', 'Regional LTL carrier', 'City bus service'])
        : null,
      employmentStartDate: `${random.int(2012, 2020)}-0${random.int(1, 9)}`,
      employmentEndDate: `${random.int(2021, 2024)}-0${random.int(1, 9)}`,
      reasonForLeaving: random.chance(0.5) ? 'Looking for more home time.' : null,
      medicalCardExpiration,
      canStartDate: addDays(dayOf(createdAt), random.int(7, 30)),
      signedName: `${person.firstName} ${person.lastName}`,
      certifiedAt: createdAt,
      status,
      createdAt,
      updatedAt: last,
    })
    .returning({ id: driverApplications.id, referenceId: driverApplications.referenceId });
  if (!row) throw new Error('insert returned no row');

  const purposes: UploadPurpose[] = cdl ? ['resume', 'license', 'medical_card'] : ['resume', 'license'];
  const documents = new Map<UploadPurpose, string>();
  for (const purpose of purposes) {
    const file = await files.store(purpose, 'driver-applications');
    const [upload] = await context.tx
      .insert(uploads)
      .values({ purpose, driverApplicationId: row.id, ...file, createdAt })
      .returning({ id: uploads.id });
    if (upload) documents.set(purpose, upload.id);
  }

  await context.tx.insert(driverApplicationStatusHistory).values([
    { driverApplicationId: row.id, fromStatus: null, toStatus: 'pending', changedByAdminId: null, createdAt },
    ...changes.map((change, step) => ({
      driverApplicationId: row.id,
      fromStatus: step === 0 ? ('pending' as const) : (changes[step - 1]?.to ?? 'pending'),
      toStatus: change.to,
      notes: change.to === 'rejected' ? 'Not enough verifiable experience.' : change.to === 'interview' ? 'Phone screen went well.' : null,
      changedByAdminId: staff.recruiting.id,
      createdAt: change.at,
    })),
  ]);
  const recordId = String(row.id);
  context.audit.push({
    ...BY_CUSTOMER,
    occurredAt: createdAt,
    action: 'driver_application.submitted',
    recordType: 'driver_application',
    recordId,
    changes: facts({ referenceId: row.referenceId, qualification: licenseType, cdlClass: applicant.cdlClass }),
  });
  changes.forEach((change, step) =>
    context.audit.push({
      ...byMember(staff.recruiting),
      occurredAt: change.at,
      action: 'driver_application.status_changed',
      recordType: 'driver_application',
      recordId,
      changes: { status: { before: step === 0 ? 'pending' : (changes[step - 1]?.to ?? 'pending'), after: change.to } },
    }),
  );

  // Most approved applicants whose approval is a few days old were hired.
  const approvedAt = status === 'approved' ? last : null;
  if (!approvedAt || context.now.getTime() - approvedAt.getTime() < 3 * DAY_MS || random.chance(0.2)) return null;
  const resumeUploadId = documents.get('resume');
  const licenseUploadId = documents.get('license');
  if (!resumeUploadId || !licenseUploadId) return null;
  const hiredAt = laterThan(context, approvedAt, 24, 24 * 5);
  const profileId = `DRV-${random.crockford(4)}-${random.crockford(4)}`;
  const [profile] = await context.tx
    .insert(driverProfiles)
    .values({
      driverApplicationId: row.id,
      profileId,
      ...applicant,
      resumeUploadId,
      licenseUploadId,
      medicalCardUploadId: documents.get('medical_card') ?? null,
      medicalCardExpiration,
      status: profileStatus,
      hireDate: dayOf(hiredAt),
      hiredByAdminId: staff.recruiting.id,
      createdAt: hiredAt,
      updatedAt: hiredAt,
    })
    .returning({ id: driverProfiles.id });
  if (!profile) throw new Error('insert returned no row');
  await seedQualificationFile(context, files, {
    profileId: profile.id,
    applicationId: row.id,
    hiredAt,
    licenseState: applicant.licenseState,
  });
  context.audit.push({
    ...byMember(staff.recruiting),
    occurredAt: hiredAt,
    action: 'driver_application.hired',
    recordType: 'driver_application',
    recordId,
    changes: facts({ driverProfileId: profileId, hireDate: dayOf(hiredAt) }),
  });
  if (profileStatus !== 'active') {
    context.audit.push({
      ...byMember(staff.operations),
      occurredAt: laterThan(context, hiredAt, 24 * 7, 24 * 40),
      action: 'driver_profile.status_changed',
      recordType: 'driver_profile',
      recordId: String(profile.id),
      changes: { status: { before: 'active', after: profileStatus } },
    });
  }
  return { id: profile.id, firstName: person.firstName, status: profileStatus, licenseExpiration, medicalCardExpiration };
}

/** The file's records recruiting made at hire: the license state's motor vehicle record (with its copy) and the road test. */
async function seedQualificationFile(
  context: SeedContext,
  files: DemoFileWriter,
  driver: { profileId: number; applicationId: number; hiredAt: Date; licenseState: string },
): Promise<void> {
  const hireDay = dayOf(driver.hiredAt);
  const file = await files.store('qualification_document', 'driver-applications');
  const [upload] = await context.tx
    .insert(uploads)
    .values({ purpose: 'qualification_document', driverApplicationId: driver.applicationId, ...file, createdAt: driver.hiredAt })
    .returning({ id: uploads.id });
  const addedBy = { addedByAdminId: context.staff.recruiting.id, createdAt: driver.hiredAt };
  await context.tx.insert(qualificationRecords).values([
    {
      driverProfileId: driver.profileId,
      kind: 'motor_vehicle_record',
      details: { state: driver.licenseState, obtainedOn: hireDay },
      effectiveOn: hireDay,
      state: driver.licenseState,
      uploadId: upload?.id ?? null,
      ...addedBy,
    },
    {
      driverProfileId: driver.profileId,
      kind: 'road_test',
      details: { testedOn: hireDay, examinerName: 'Dana Whitfield', powerUnit: 'tractor', trailerType: '53 ft dry van' },
      effectiveOn: hireDay,
      ...addedBy,
    },
  ]);
}
