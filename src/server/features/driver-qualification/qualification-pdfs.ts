// The qualification file's PDFs made from its stored rows (issue 41): a record's produced document
// (the road test certificate, the annual review), the next annual review's blank form, and the
// whole file for an auditor in checklist order. Loaded with the first PDF asked for (pdfkit and
// pdf-lib are the largest libraries the server has: docs/decisions/053-memory-at-rest.md), so it
// may import them; file-documents-service.ts reads the rows and audits.
import {
  QUALIFICATION_ITEMS,
  type QualificationItem,
  type QualificationItemStatus,
} from '../../../shared/driver-qualification/qualification-file.js';
import type { QualificationRecordKind } from '../../../shared/driver-qualification/qualification-records.js';
import type { CompanyProfile } from '../../../shared/company-profile.js';
import { calendarDate, documentDate } from '../../infra/pdf-layout.js';
import { renderAnnualReviewPdf } from './annual-review-pdf.js';
import { renderApplicationPdf } from './application-pdf.js';
import type { DriverForDocumentsRow, InquiryForDocumentsRow, RecordForDocumentsRow, StoredUpload } from './file-documents-repository.js';
import { renderFileExportPdf, type ExportFile, type ExportPart, type RenderedExport } from './file-export-pdf.js';
import { POWER_UNIT_LABELS, type AnnualReviewForm, type DriverOnDocument } from './produced-documents.js';
import { renderRoadTestCertificatePdf } from './road-test-certificate-pdf.js';

export interface DocumentSources {
  company: CompanyProfile;
  driver: DriverForDocumentsRow;
}

export function driverOnDocument(driver: DriverForDocumentsRow): DriverOnDocument {
  return {
    name: `${driver.firstName} ${driver.lastName}`,
    profileId: driver.profileId,
    licenseNumber: driver.licenseNumber,
    licenseState: driver.licenseState,
    hireDate: driver.hireDate,
  };
}

/** The document we produce for a road_test or annual_review record; null for the other kinds. */
export function renderRecordDocument({ company, driver }: DocumentSources, record: RecordForDocumentsRow): Promise<Buffer> | null {
  const details = record.details;
  if (record.kind === 'road_test') {
    return renderRoadTestCertificatePdf({
      company,
      driver: driverOnDocument(driver),
      testedOn: details.testedOn ?? record.effectiveOn,
      examinerName: details.examinerName ?? '',
      powerUnit: details.powerUnit ?? 'other',
      trailerType: details.trailerType ?? '',
      recordedAt: record.createdAt,
    });
  }
  if (record.kind === 'annual_review') {
    return renderAnnualReviewPdf({
      company,
      driver: driverOnDocument(driver),
      review: {
        reviewedOn: details.reviewedOn ?? record.effectiveOn,
        reviewerName: details.reviewerName ?? '',
        recordObtainedOn: details.recordObtainedOn ?? '',
        determination: details.determination === 'disqualified' ? 'disqualified' : 'meets_minimum',
        violations: details.violations ?? '',
      },
      next: null,
      madeAt: record.createdAt,
    });
  }
  return null;
}

/** The next review's form, pre-filled; `madeOn` (today) fixes its dates, so a day's copies are alike. */
export function renderNextAnnualReview(
  sources: DocumentSources,
  next: NonNullable<AnnualReviewForm['next']>,
  madeOn: string,
): Promise<Buffer> {
  return renderAnnualReviewPdf({
    company: sources.company,
    driver: driverOnDocument(sources.driver),
    review: null,
    next,
    madeAt: new Date(`${madeOn}T00:00:00Z`),
  });
}

export interface ExportSources extends DocumentSources {
  checklist: QualificationItemStatus[];
  records: RecordForDocumentsRow[];
  inquiries: InquiryForDocumentsRow[];
  uploads: Map<string, StoredUpload>;
  /** The signature drawn under the application's certification, or null. */
  signature: StoredUpload | undefined;
  exportedOn: string;
  readUpload(upload: StoredUpload): Promise<ExportFile>;
  /** The previous-employer request letter as sent, when the letters' renderer is wired in. */
  inquiryLetter?: ((inquiryId: number) => Promise<Buffer>) | undefined;
}

const RECORD_KIND_OF_ITEM: Record<QualificationItem, QualificationRecordKind | null> = {
  application: 'application',
  license: 'license',
  motor_vehicle_record: 'motor_vehicle_record',
  road_test: 'road_test',
  medical_certificate: 'medical_certificate',
  previous_employer_inquiries: null,
  annual_review: 'annual_review',
};

const DETAIL_LABELS: Record<string, string> = {
  signedOn: 'Signed on',
  state: 'State',
  number: 'License number',
  expiresOn: 'Expires',
  obtainedOn: 'Obtained on',
  testedOn: 'Tested on',
  examinerName: 'Examiner',
  powerUnit: 'Power unit',
  trailerType: 'Trailer type',
  examinedOn: 'Examined on',
  registryNumber: "Examiner's National Registry number",
  reviewedOn: 'Reviewed on',
  reviewerName: 'Reviewer',
  recordObtainedOn: 'Record reviewed, obtained on',
  determination: 'Determination',
  violations: 'Violations listed by the driver',
};

function detailValue(key: string, value: string): string {
  if (key.endsWith('On') && /^\d{4}-\d{2}-\d{2}$/.test(value)) return calendarDate(value);
  if (key === 'powerUnit') return POWER_UNIT_LABELS[value] ?? value;
  if (key === 'determination') return value === 'meets_minimum' ? 'Meets the minimum requirements' : 'Disqualified';
  if (key === 'violations') return value.trim() || 'None';
  return value;
}

function recordSheet(record: RecordForDocumentsRow): [string, string][] {
  const lines = Object.entries(record.details).map(([key, value]): [string, string] => [
    DETAIL_LABELS[key] ?? key,
    detailValue(key, value),
  ]);
  lines.push(['Added by', `${record.addedBy ?? 'a former staff member'}, ${documentDate(record.createdAt)}`]);
  return lines;
}

function recordTitle(record: RecordForDocumentsRow): string {
  const on = calendarDate(record.effectiveOn);
  const details = record.details;
  switch (record.kind) {
    case 'application':
      return `Signed application (paper), ${on}`;
    case 'license':
      return `Driver's license, ${details.state ?? ''} (expires ${details.expiresOn ? calendarDate(details.expiresOn) : '?'})`;
    case 'motor_vehicle_record':
      return `Motor vehicle record, ${details.state ?? ''}, obtained ${on}`;
    case 'road_test':
      return `Road test certificate, ${on}`;
    case 'medical_certificate':
      return `Medical examiner's certificate, examined ${on}`;
    case 'annual_review':
      return `Annual review, ${on}`;
  }
}

function uploadPart(sources: ExportSources, title: string, sheet: [string, string][], uploadId: string | null): ExportPart | null {
  const upload = uploadId ? sources.uploads.get(uploadId) : undefined;
  if (!upload) return null;
  return { title, sheet: [...sheet, ['File', upload.originalName]], body: { kind: 'upload', read: () => sources.readUpload(upload) } };
}

function recordParts(sources: ExportSources, record: RecordForDocumentsRow): ExportPart[] {
  const title = recordTitle(record);
  const sheet = recordSheet(record);
  if (record.kind === 'road_test' || record.kind === 'annual_review') {
    const produced: ExportPart = {
      title: `${title} (recorded by ${record.addedBy ?? 'a former staff member'}, ${documentDate(record.createdAt)})`,
      sheet,
      body: { kind: 'produced', render: () => renderRecordDocument(sources, record)! },
    };
    const scan = uploadPart(sources, `${title}: signed copy`, sheet, record.uploadId);
    return scan ? [produced, scan] : [produced];
  }
  return [uploadPart(sources, title, sheet, record.uploadId) ?? { title, sheet, body: { kind: 'none' } }];
}

function applicationPart(sources: ExportSources, signature: Buffer | null): ExportPart {
  const { driver, company } = sources;
  const application = driver.application;
  const certified = application.certifiedAt ? `, certified ${documentDate(application.certifiedAt)}` : '';
  return {
    title: `Application for employment (391.21)${certified}`,
    sheet: [],
    body: {
      kind: 'produced',
      render: () =>
        renderApplicationPdf({
          company,
          referenceId: application.referenceId,
          submittedAt: application.createdAt,
          name: `${application.firstName} ${application.lastName}`,
          email: application.email,
          phone: application.phone,
          address: `${application.address}, ${application.city}, ${application.state} ${application.zipCode}`,
          dateOfBirth: application.dateOfBirth,
          license: {
            type: application.licenseType,
            cdlClass: application.cdlClass,
            number: application.licenseNumber,
            state: application.licenseState,
            expiration: application.licenseExpiration,
            endorsements: application.endorsements,
          },
          yearsExperience: application.yearsExperience,
          previousEmployer: application.previousEmployer
            ? {
                name: application.previousEmployer,
                from: application.employmentStartDate,
                to: application.employmentEndDate,
                reasonForLeaving: application.reasonForLeaving,
              }
            : null,
          history: application.history,
          signedName: application.signedName,
          certifiedAt: application.certifiedAt,
          signature,
        }),
    },
  };
}

function inquiryParts(sources: ExportSources, inquiry: InquiryForDocumentsRow): ExportPart[] {
  const employer = inquiry.employer;
  const employed = `${employer.fromMonth} to ${employer.toMonth ?? 'present'}`;
  const sent = inquiry.sentAt
    ? `${documentDate(inquiry.sentAt)}, ${inquiry.sentMethod === 'email' ? 'e-mailed' : 'posted'}${inquiry.sentBy ? ` by ${inquiry.sentBy}` : ''}`
    : 'Not sent';
  const outcome =
    inquiry.outcome === 'answered'
      ? `Answered, received ${inquiry.receivedOn ? calendarDate(inquiry.receivedOn) : '?'}`
      : inquiry.outcome === 'no_response'
        ? `No answer: good-faith effort recorded${inquiry.recordedBy ? ` by ${inquiry.recordedBy}` : ''}`
        : 'Awaiting an answer';
  const sheet: [string, string][] = [
    ['Employer', employer.name],
    ['Address', `${employer.address}, ${employer.city}, ${employer.state} ${employer.zipCode}`],
    ['E-mail', employer.email ?? 'None given'],
    ['Employed', employed],
    ['Answer due by', calendarDate(inquiry.deadlineOn)],
    ['Request sent', sent],
    ['Outcome', outcome],
  ];
  if (inquiry.note) sheet.push(['Good-faith effort', inquiry.note]);
  const parts: ExportPart[] = [
    { title: `Safety performance history request: ${employer.name} (${employed})`, sheet, body: { kind: 'none' } },
  ];
  const letter = sources.inquiryLetter;
  if (letter)
    parts.push({ title: `Request letter to ${employer.name}`, sheet: [], body: { kind: 'produced', render: () => letter(inquiry.id) } });
  const answer = uploadPart(
    sources,
    `Answer from ${employer.name}, received ${inquiry.receivedOn ? calendarDate(inquiry.receivedOn) : '?'}`,
    [['Recorded by', inquiry.recordedBy ?? 'a former staff member']],
    inquiry.responseUploadId,
  );
  if (answer) parts.push(answer);
  return parts;
}

/** Every document of the file in checklist order, then the export rendered. */
export async function renderFileExport(sources: ExportSources): Promise<RenderedExport> {
  const { driver } = sources;
  const signature = sources.signature ? (await sources.readUpload(sources.signature)).bytes : null;
  const usedByRecords = new Set(sources.records.map((record) => record.uploadId).filter((id) => id !== null));
  const parts: ExportPart[] = [];
  for (const item of QUALIFICATION_ITEMS) {
    if (item === 'application') parts.push(applicationPart(sources, signature));
    if (item === 'license' && !usedByRecords.has(driver.licenseUploadId)) {
      const copy = uploadPart(sources, "Driver's license copy (sent with the application)", [], driver.licenseUploadId);
      if (copy) parts.push(copy);
    }
    if (item === 'medical_certificate' && driver.medicalCardUploadId && !usedByRecords.has(driver.medicalCardUploadId)) {
      const copy = uploadPart(sources, 'Medical certificate copy (sent with the application)', [], driver.medicalCardUploadId);
      if (copy) parts.push(copy);
    }
    if (item === 'previous_employer_inquiries') for (const inquiry of sources.inquiries) parts.push(...inquiryParts(sources, inquiry));
    const kind = RECORD_KIND_OF_ITEM[item];
    if (kind) for (const record of sources.records.filter((row) => row.kind === kind)) parts.push(...recordParts(sources, record));
  }
  return renderFileExportPdf({
    company: sources.company,
    driver: driverOnDocument(driver),
    checklist: sources.checklist,
    exportedOn: sources.exportedOn,
    parts,
  });
}
