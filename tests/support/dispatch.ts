// Dispatch fixtures for API tests (issue 22): hired drivers and dispatchable loads written straight
// into the database, and a driver's signed-in client. The sign-in flow itself (link, code, limits)
// is tested through its routes in src/server/features/driver-account.
import { randomUUID } from 'node:crypto';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { eq } from 'drizzle-orm';
import type { Database } from '../../src/server/db/client.js';
import type { serviceRequests } from '../../src/server/db/schema.js';
import {
  dispatchUpdates,
  driverApplications,
  driverProfiles,
  driverSessions,
  proofsOfDelivery,
  qualificationRecords,
  uploads,
} from '../../src/server/db/schema.js';
import { hashToken, newToken } from '../../src/server/platform/security/tokens.js';
import { generateReferenceId } from '../../src/server/infra/reference-ids.js';
import type { FileStorage } from '../../src/server/infra/storage/file-storage.js';
import { REFERENCE_PREFIXES } from '../../src/shared/reference-id.js';
import { SITE_ORIGIN } from './admin.js';
import { daysFromToday, yearsAgo } from './driver-applications.js';
import { JPEG_BYTES, PNG_BYTES } from './files.js';
import { insertServiceRequestRow } from './service-requests.js';

export const DRIVER_COOKIE_NAME = 'driver_session';

let driverCount = 0;

export interface TestDriver {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  licenseNumber: string;
}

/** The qualification file's items insertDriver puts on file by default (issue 41). */
export type FiledItem = 'application' | 'motor_vehicle_record' | 'road_test';

export interface DriverFileOptions {
  /** Items left off the file (default: none): the application uncertified, no motor vehicle record, no road test. */
  without?: readonly FiledItem[];
  /** Nothing on file: as `without` every item. */
  empty?: boolean;
}

const FILED_ITEMS: readonly FiledItem[] = ['application', 'motor_vehicle_record', 'road_test'];

/**
 * A hired driver (an approved application, its documents and the profile made from it), active,
 * license and medical card valid for a year, unless `overrides` say otherwise. Their qualification
 * file is complete, so dispatch may assign them: the application certified, a motor vehicle record
 * from the license's state obtained on the hire day, a road test that day; hired 30 days ago, so
 * the annual review is due, not lapsed. `file.without` leaves items off.
 */
export async function insertDriver(
  db: Database,
  overrides: Partial<typeof driverProfiles.$inferInsert> = {},
  file: DriverFileOptions = {},
): Promise<TestDriver> {
  const without = new Set(file.empty ? FILED_ITEMS : (file.without ?? []));
  driverCount += 1;
  const n = `${Date.now().toString(36)}${driverCount}`;
  const person = {
    firstName: overrides.firstName ?? 'Maria',
    lastName: overrides.lastName ?? `Lopez${driverCount}`,
    email: overrides.email ?? `maria.${n}@drivers.example`,
    phone: overrides.phone ?? '(313) 555-0142',
    address: '400 Renaissance Dr',
    city: 'Detroit',
    state: 'MI',
    zipCode: '48243',
    dateOfBirth: yearsAgo(35),
    licenseType: 'CDL' as const,
    licenseNumber: overrides.licenseNumber ?? `D${n}`.toUpperCase().slice(0, 14),
    licenseState: 'MI',
    licenseExpiration: daysFromToday(365),
    cdlClass: 'A' as const,
    yearsExperience: 8,
  };
  const [application] = await db
    .insert(driverApplications)
    .values({
      referenceId: generateReferenceId(REFERENCE_PREFIXES.driverApplication),
      ...person,
      medicalCardExpiration: daysFromToday(365),
      status: 'approved',
      ...(without.has('application') ? {} : { signedName: `${person.firstName} ${person.lastName}`, certifiedAt: new Date() }),
    })
    .returning({ id: driverApplications.id });
  if (!application) throw new Error('insert returned no row');
  const document = async (purpose: 'resume' | 'license' | 'medical_card' | 'qualification_document') => {
    const [row] = await db
      .insert(uploads)
      .values({
        purpose,
        driverApplicationId: application.id,
        storageKey: `driver-applications/test-${purpose}-${n}`,
        originalName: `${purpose}.pdf`,
        contentType: 'application/pdf',
        sizeBytes: 100,
        sha256: '0'.repeat(64),
      })
      .returning({ id: uploads.id });
    if (!row) throw new Error('insert returned no row');
    return row.id;
  };
  const [profile] = await db
    .insert(driverProfiles)
    .values({
      driverApplicationId: application.id,
      profileId: `DRV-${n}`.toUpperCase(),
      ...person,
      resumeUploadId: await document('resume'),
      licenseUploadId: await document('license'),
      medicalCardUploadId: await document('medical_card'),
      medicalCardExpiration: daysFromToday(365),
      hireDate: daysFromToday(-30),
      ...overrides,
    })
    .returning();
  if (!profile) throw new Error('insert returned no row');
  if (!without.has('motor_vehicle_record')) {
    await db.insert(qualificationRecords).values({
      driverProfileId: profile.id,
      kind: 'motor_vehicle_record',
      details: { state: profile.licenseState, obtainedOn: profile.hireDate },
      effectiveOn: profile.hireDate,
      state: profile.licenseState,
      uploadId: await document('qualification_document'),
    });
  }
  if (!without.has('road_test')) {
    await db.insert(qualificationRecords).values({
      driverProfileId: profile.id,
      kind: 'road_test',
      details: { testedOn: profile.hireDate, examinerName: 'Sam Examiner', powerUnit: 'tractor', trailerType: 'Dry van' },
      effectiveOn: profile.hireDate,
    });
  }
  return {
    id: profile.id,
    firstName: profile.firstName,
    lastName: profile.lastName,
    email: profile.email,
    phone: profile.phone,
    licenseNumber: profile.licenseNumber,
  };
}

/** A quoted shipper request, ready to dispatch (received, a quote set), with `overrides`. */
export async function insertDispatchableRequest(
  db: Database,
  overrides: Partial<typeof serviceRequests.$inferInsert> = {},
): Promise<{ id: number; referenceId: string }> {
  return insertServiceRequestRow(db, {
    referenceId: generateReferenceId(REFERENCE_PREFIXES.serviceRequest),
    estimatedQuote: '850.00',
    preferredDate: daysFromToday(2),
    pickupInstructions: 'Dock 4, ring the bell',
    deliveryInstructions: 'Call on arrival',
    weight: '300',
    ...overrides,
  });
}

export async function setDriverStatus(db: Database, driverId: number, status: 'active' | 'inactive' | 'terminated'): Promise<void> {
  await db.update(driverProfiles).set({ status }).where(eq(driverProfiles.id, driverId));
}

export interface DriverClient {
  driver: TestDriver;
  cookie: string;
  /** An inject with the driver's cookie and our own Origin (as a browser on our pages sends). */
  request(options: InjectOptions): Promise<LightMyRequestResponse>;
}

/** A client signed in as `driver`: a session written straight into the database. */
export async function driverSession(app: FastifyInstance, db: Database, driver: TestDriver): Promise<DriverClient> {
  const token = newToken();
  await db
    .insert(driverSessions)
    .values({ tokenHash: hashToken(token), driverProfileId: driver.id, userAgent: 'test', ipAddress: '10.220.0.1' });
  const cookie = `${DRIVER_COOKIE_NAME}=${token}`;
  return {
    driver,
    cookie,
    request: (options) => app.inject({ ...options, headers: { origin: SITE_ORIGIN, ...options.headers, cookie } }),
  };
}

/** Writes `bytes` into `storage` under a new dispatch key and records it as an upload of the update. */
export async function storeDispatchImage(
  db: Database,
  storage: FileStorage,
  upload: { serviceRequestId: number; dispatchUpdateId: number; purpose: 'delivery_photo' | 'delivery_signature' | 'problem_photo' },
  bytes: Buffer,
  contentType: 'image/png' | 'image/jpeg',
): Promise<string> {
  const storageKey = `dispatch/${randomUUID()}`;
  const stream = await storage.openWriteStream(storageKey);
  await new Promise<void>((resolve, reject) => stream.end(bytes, () => resolve()).on('error', reject));
  const [row] = await db
    .insert(uploads)
    .values({
      ...upload,
      storageKey,
      originalName: upload.purpose === 'delivery_signature' ? 'signature.png' : 'photo.jpg',
      contentType,
      sizeBytes: bytes.length,
      sha256: '0'.repeat(64),
    })
    .returning({ id: uploads.id });
  if (!row) throw new Error('insert returned no row');
  return row.id;
}

/**
 * The request delivered by `driver` as the driver's page would have recorded it: a 'delivered'
 * update, the receiver's signature and one photo in `storage`, and the proof of delivery.
 */
export async function insertProofOfDelivery(
  db: Database,
  storage: FileStorage,
  serviceRequestId: number,
  driver: TestDriver,
  receiverName = 'Sam Receiver',
): Promise<void> {
  const deliveredAt = new Date('2026-03-05T15:30:00Z');
  const [update] = await db
    .insert(dispatchUpdates)
    .values({
      clientUpdateId: randomUUID(),
      serviceRequestId,
      driverProfileId: driver.id,
      kind: 'stage',
      stage: 'delivered',
      recordedAt: deliveredAt,
    })
    .returning({ id: dispatchUpdates.id });
  if (!update) throw new Error('insert returned no row');
  const owner = { serviceRequestId, dispatchUpdateId: update.id };
  const signatureUploadId = await storeDispatchImage(db, storage, { ...owner, purpose: 'delivery_signature' }, PNG_BYTES, 'image/png');
  await storeDispatchImage(db, storage, { ...owner, purpose: 'delivery_photo' }, JPEG_BYTES, 'image/jpeg');
  await db.insert(proofsOfDelivery).values({
    serviceRequestId,
    dispatchUpdateId: update.id,
    driverProfileId: driver.id,
    receiverName,
    signatureUploadId,
    deliveredAt,
  });
}
