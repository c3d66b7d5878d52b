// The qualification file's PDFs as downloads (issue 41): a record's produced document, the next
// annual review's form, and the whole file for an auditor. Reads the rows, has the PDFs made (the
// PDF code is loaded with the first one asked for), and audits each download: document.downloaded
// for a document, qualification.file_exported for the whole file. Another driver's record is not
// found. Never the Social Security number: no query here reads it.
import { calendarDayIn } from '../../../shared/calendar-date.js';
import type { CompanyProfile } from '../../../shared/company-profile.js';
import { qualificationChecklist } from '../../../shared/driver-qualification/qualification-file.js';
import type { Database } from '../../db/client.js';
import { notFound } from '../../errors.js';
import { loadOnce } from '../../infra/load-once.js';
import type { FileStorage } from '../../infra/storage/file-storage.js';
import type { AuditContext } from '../../platform/audit/audit-context.js';
import { factsOf } from '../../platform/audit/audit-changes.js';
import { recordAuditEvent } from '../../platform/audit/record-audit-event.js';
import { loadQualificationFacts } from './facts-repository.js';
import {
  findApplicationSignature,
  findDriverForDocuments,
  findInquiriesForDocuments,
  findRecordOfDriver,
  findRecordsForDocuments,
  findUploads,
  type DriverForDocumentsRow,
  type StoredUpload,
} from './file-documents-repository.js';
import type { ExportFile } from './file-export-pdf.js';
import { inquiryLetterById } from './inquiry-letter.js';
import { DRIVER_NOT_FOUND } from './ssn-service.js';

const pdfs = loadOnce(() => import('./qualification-pdfs.js'));

export interface QualificationDocumentDeps {
  db: Database;
  storage: FileStorage;
  company: CompanyProfile;
  /** The company's day: "today" for the checklist and the export's date. */
  billingTimeZone: string;
  now?: () => Date;
  /** Where the previous-employer request letters ask the answers to be sent. */
  recruitingEmail: string;
}

export interface QualificationPdf {
  /** Letters, digits, dashes and the dot only. */
  filename: string;
  content: Buffer;
}

export const RECORD_NOT_FOUND = 'There is no such record in this driver’s file.';
export const NO_PRODUCED_DOCUMENT = 'We produce a document only for a road test or an annual review record.';

// Two exports at a time in a process: each holds its files' pages while it is made, so fifty asked
// at once wait their turn rather than holding fifty files' worth of memory (as the packet does).
const EXPORTS_AT_ONCE = 2;
let exporting = 0;
const waiting: (() => void)[] = [];

async function withExportSlot<T>(make: () => Promise<T>): Promise<T> {
  if (exporting >= EXPORTS_AT_ONCE) await new Promise<void>((resolve) => waiting.push(resolve));
  exporting++;
  try {
    return await make();
  } finally {
    exporting--;
    waiting.shift()?.();
  }
}

function today(deps: QualificationDocumentDeps): string {
  return calendarDayIn(deps.now?.() ?? new Date(), deps.billingTimeZone);
}

async function driverOrNotFound(deps: QualificationDocumentDeps, driverProfileId: number): Promise<DriverForDocumentsRow> {
  const driver = await findDriverForDocuments(deps.db, driverProfileId);
  if (!driver) throw notFound(DRIVER_NOT_FOUND);
  return driver;
}

const safeName = (driver: DriverForDocumentsRow) => driver.profileId.replace(/[^\w-]/g, '');

async function recordDownload(
  deps: QualificationDocumentDeps,
  audit: AuditContext,
  driverProfileId: number,
  document: string,
  recordId?: number,
) {
  await recordAuditEvent(deps.db, audit, {
    action: 'document.downloaded',
    recordType: 'driver_profile',
    recordId: driverProfileId,
    changes: factsOf(recordId === undefined ? { document } : { document, qualificationRecordId: recordId }),
  });
}

/** GET .../records/:recordId/document.pdf: the road test certificate or the annual review of that record. */
export async function recordDocumentPdf(
  deps: QualificationDocumentDeps,
  driverProfileId: number,
  recordId: number,
  audit: AuditContext,
): Promise<QualificationPdf> {
  const driver = await driverOrNotFound(deps, driverProfileId);
  const record = await findRecordOfDriver(deps.db, driverProfileId, recordId);
  if (!record) throw notFound(RECORD_NOT_FOUND);
  if (record.kind !== 'road_test' && record.kind !== 'annual_review') throw notFound(NO_PRODUCED_DOCUMENT);
  const { renderRecordDocument } = await pdfs();
  const content = await renderRecordDocument({ company: deps.company, driver }, record)!;
  const document = record.kind === 'road_test' ? 'road_test_certificate' : 'annual_review';
  await recordDownload(deps, audit, driverProfileId, document, recordId);
  return { filename: `${document.replace(/_/g, '-')}-${safeName(driver)}-${record.effectiveOn}.pdf`, content };
}

/** GET .../annual-review-form.pdf: the next review's form, pre-filled, due when the current one lapses. */
export async function nextAnnualReviewPdf(
  deps: QualificationDocumentDeps,
  driverProfileId: number,
  audit: AuditContext,
): Promise<QualificationPdf> {
  const driver = await driverOrNotFound(deps, driverProfileId);
  const day = today(deps);
  const facts = (await loadQualificationFacts(deps.db, [driverProfileId])).get(driverProfileId);
  const review = facts ? qualificationChecklist(facts, day).find((status) => status.item === 'annual_review') : undefined;
  const records = await findRecordsForDocuments(deps.db, driverProfileId);
  const latestRecordOn = records.filter((record) => record.kind === 'motor_vehicle_record').at(-1)?.effectiveOn ?? null;
  const { renderNextAnnualReview } = await pdfs();
  const content = await renderNextAnnualReview({ company: deps.company, driver }, { dueOn: review?.dueOn ?? day, latestRecordOn }, day);
  await recordDownload(deps, audit, driverProfileId, 'annual_review_form');
  return { filename: `annual-review-form-${safeName(driver)}.pdf`, content };
}

/** GET .../qualification-file.pdf: the whole file for an auditor, audited qualification.file_exported. */
export async function exportQualificationFile(
  deps: QualificationDocumentDeps,
  driverProfileId: number,
  audit: AuditContext,
): Promise<QualificationPdf> {
  const driver = await driverOrNotFound(deps, driverProfileId);
  return withExportSlot(async () => {
    const exportedOn = today(deps);
    const facts = (await loadQualificationFacts(deps.db, [driverProfileId])).get(driverProfileId);
    if (!facts) throw notFound(DRIVER_NOT_FOUND);
    const records = await findRecordsForDocuments(deps.db, driverProfileId);
    const inquiries = await findInquiriesForDocuments(deps.db, driverProfileId);
    const uploadIds = [
      driver.licenseUploadId,
      driver.medicalCardUploadId,
      ...records.map((record) => record.uploadId),
      ...inquiries.map((inquiry) => inquiry.responseUploadId),
    ].filter((id): id is string => id !== null);
    const uploads = await findUploads(deps.db, uploadIds);
    const signature = await findApplicationSignature(deps.db, driver.application.id);
    const { renderFileExport } = await pdfs();
    const letterContext = { company: deps.company, recruitingEmail: deps.recruitingEmail };
    const rendered = await renderFileExport({
      company: deps.company,
      driver,
      checklist: qualificationChecklist(facts, exportedOn),
      records,
      inquiries,
      uploads,
      signature,
      exportedOn,
      readUpload: (upload) => readUpload(deps.storage, upload),
      inquiryLetter: async (inquiryId) => {
        const letter = await inquiryLetterById(deps.db, letterContext, inquiryId);
        if (!letter) throw new Error(`inquiry ${inquiryId} vanished during the export`);
        return letter.content;
      },
    });
    await recordAuditEvent(deps.db, audit, {
      action: 'qualification.file_exported',
      recordType: 'driver_profile',
      recordId: driverProfileId,
      changes: factsOf({ exportedOn, documents: rendered.parts.length, pages: rendered.parts.reduce((sum, part) => sum + part.pages, 1) }),
    });
    return { filename: `qualification-file-${safeName(driver)}-${exportedOn}.pdf`, content: rendered.content };
  });
}

/** An upload's bytes; a file storage no longer has reads as null, and the export says so in its place. */
async function readUpload(storage: FileStorage, upload: StoredUpload): Promise<ExportFile> {
  try {
    const chunks: Buffer[] = [];
    for await (const chunk of await storage.openReadStream(upload.storageKey)) {
      chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array));
    }
    return { contentType: upload.contentType, bytes: Buffer.concat(chunks) };
  } catch {
    return { contentType: upload.contentType, bytes: null };
  }
}
