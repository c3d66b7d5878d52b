// The facts a qualification file is judged on (issue 41), read for many drivers in four queries:
// the dispatch board asks for every driver at once, an assignment for one, inside its transaction.
import { and, eq, inArray, max, sql } from 'drizzle-orm';
import { addDays } from '../../../shared/calendar-date.js';
import { INQUIRY_DEADLINE_DAYS, type QualificationFacts } from '../../../shared/driver-qualification/qualification-file.js';
import type { Executor } from '../../db/client.js';
import { driverApplications, driverProfiles, previousEmployerInquiries, qualificationRecords } from '../../db/schema.js';

export async function loadQualificationFacts(db: Executor, driverProfileIds: readonly number[]): Promise<Map<number, QualificationFacts>> {
  const facts = new Map<number, QualificationFacts>();
  if (driverProfileIds.length === 0) return facts;
  const ids = [...new Set(driverProfileIds)];

  const profiles = await db
    .select({
      id: driverProfiles.id,
      hireDate: driverProfiles.hireDate,
      licenseType: driverProfiles.licenseType,
      licenseState: driverProfiles.licenseState,
      licenseExpiration: driverProfiles.licenseExpiration,
      medicalCardExpiration: driverProfiles.medicalCardExpiration,
      certifiedAt: driverApplications.certifiedAt,
      // Only the other licenses' states: the history holds far more than this needs.
      otherLicenseStates: sql<
        string[] | null
      >`(select array_agg(distinct license ->> 'state') from jsonb_array_elements(${driverApplications.history} -> 'otherLicenses') as license)`,
    })
    .from(driverProfiles)
    .innerJoin(driverApplications, eq(driverApplications.id, driverProfiles.driverApplicationId))
    .where(inArray(driverProfiles.id, ids));

  const records = await db
    .select({
      driverProfileId: qualificationRecords.driverProfileId,
      kind: qualificationRecords.kind,
      state: qualificationRecords.state,
      latest: max(qualificationRecords.effectiveOn),
    })
    .from(qualificationRecords)
    .where(
      and(
        inArray(qualificationRecords.driverProfileId, ids),
        // A review counts only when it found the driver fit: a disqualifying one renews nothing.
        sql`(${qualificationRecords.kind} <> 'annual_review' or ${qualificationRecords.details} ->> 'determination' = 'meets_minimum')`,
      ),
    )
    .groupBy(qualificationRecords.driverProfileId, qualificationRecords.kind, qualificationRecords.state);

  const inquiries = await db
    .select({
      driverProfileId: previousEmployerInquiries.driverProfileId,
      total: sql<number>`count(*)::int`,
      settled: sql<number>`(count(*) filter (where ${previousEmployerInquiries.outcome} is not null))::int`,
    })
    .from(previousEmployerInquiries)
    .where(inArray(previousEmployerInquiries.driverProfileId, ids))
    .groupBy(previousEmployerInquiries.driverProfileId);

  // Grouped once: the board asks for every driver, and a scan per driver would grow with the square.
  const recordsOf = new Map<number, typeof records>();
  for (const record of records) recordsOf.set(record.driverProfileId, [...(recordsOf.get(record.driverProfileId) ?? []), record]);
  const inquiriesOf = new Map(inquiries.map((row) => [row.driverProfileId, row]));
  for (const profile of profiles) {
    const own = recordsOf.get(profile.id) ?? [];
    const latest = (kind: string) =>
      own
        .filter((record) => record.kind === kind)
        .map((record) => record.latest)
        .reduce<string | null>((a, b) => (b !== null && (a === null || b > a) ? b : a), null);
    // A motor vehicle record counts for hiring when it was obtained within the 30 days before the
    // hire or since (391.23(a)): an older one says nothing of the driver we took on.
    const earliestRecord = addDays(profile.hireDate, -INQUIRY_DEADLINE_DAYS);
    const recordStates = own
      .filter(
        (record) =>
          record.kind === 'motor_vehicle_record' && record.state !== null && record.latest !== null && record.latest >= earliestRecord,
      )
      .map((record) => record.state as string);
    const count = inquiriesOf.get(profile.id);
    facts.set(profile.id, {
      hireDate: profile.hireDate,
      licenseType: profile.licenseType,
      licenseExpiration: profile.licenseExpiration,
      medicalCardExpiration: profile.medicalCardExpiration,
      applicationOnFile: profile.certifiedAt !== null || latest('application') !== null,
      licenseStates: [...new Set([profile.licenseState, ...(profile.otherLicenseStates ?? [])])],
      recordStates: [...new Set(recordStates)],
      roadTestOn: latest('road_test'),
      lastAnnualReviewOn: latest('annual_review'),
      inquiries: { total: count?.total ?? 0, settled: count?.settled ?? 0 },
    });
  }
  return facts;
}
