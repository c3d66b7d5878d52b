// The driver's application for employment (49 CFR 391.21) as the file keeps it, for the auditor's
// export: who applied and their license, then each part of the 391.21 history in its own section
// (addresses, licenses, experience, accidents, convictions, employment with its gaps, license
// actions), and the certification with the name typed, the signature drawn and when it was signed.
// An application made before the history was asked shows what it had.
import type { ApplicationHistory, EmploymentHistoryEntry } from '../../../shared/driver-applications/application-history.js';
import type { CompanyProfile } from '../../../shared/company-profile.js';
import { printableImage } from '../../infra/pdf-images.js';
import {
  calendarDate,
  CONTENT_WIDTH,
  documentDate,
  labelValue as layoutLabelValue,
  letterhead,
  newPdf,
  pdfBytes,
  sectionTitle as layoutSectionTitle,
  textLine as layoutTextLine,
  type Pdf,
} from '../../infra/pdf-layout.js';
import { roomFor } from './pdf-form-lines.js';

export const APPLICATION_TITLE = 'Application for employment';
const LEFT = 50;

export interface ApplicationOnFile {
  company: CompanyProfile;
  referenceId: string;
  submittedAt: Date;
  name: string;
  email: string;
  phone: string;
  address: string;
  dateOfBirth: string;
  license: { type: string; cdlClass: string | null; number: string; state: string; expiration: string; endorsements: string | null };
  yearsExperience: number;
  /** The single previous employer the form asked before issue 41, when there is no history. */
  previousEmployer: { name: string; from: string | null; to: string | null; reasonForLeaving: string | null } | null;
  history: ApplicationHistory | null;
  signedName: string | null;
  certifiedAt: Date | null;
  /** The signature's image bytes (PNG or JPEG), or null. */
  signature: Buffer | null;
}

export function renderApplicationPdf(application: ApplicationOnFile): Promise<Buffer> {
  const doc = newPdf({
    title: `${APPLICATION_TITLE}: ${application.name}`,
    author: application.company.name,
    createdAt: application.submittedAt,
    changedAt: application.certifiedAt ?? application.submittedAt,
  });
  drawApplication(doc, application);
  return pdfBytes(doc);
}

// The history runs over pages: each row starts on a page with room for it, a title with its first row.
const labelValue: typeof layoutLabelValue = (doc, label, value, options) => {
  roomFor(doc, 28);
  layoutLabelValue(doc, label, value, options);
};
const textLine: typeof layoutTextLine = (doc, text, options) => {
  roomFor(doc, 28);
  layoutTextLine(doc, text, options);
};
const sectionTitle: typeof layoutSectionTitle = (doc, title) => {
  roomFor(doc, 60);
  layoutSectionTitle(doc, title);
};

const month = (value: string | null) => value ?? 'present';
const yesNo = (value: boolean) => (value ? 'Yes' : 'No');

function drawApplication(doc: Pdf, application: ApplicationOnFile): void {
  letterhead(doc, application.company, '');
  doc.font('Helvetica-Bold').fontSize(18).fillColor('black').text(APPLICATION_TITLE, LEFT, doc.y, { width: CONTENT_WIDTH });
  textLine(doc, `49 CFR 391.21. Application ${application.referenceId}, received ${documentDate(application.submittedAt)}`, {
    muted: true,
  });

  sectionTitle(doc, 'Applicant');
  labelValue(doc, 'Name', application.name, { bold: true });
  labelValue(doc, 'Address', application.address);
  labelValue(doc, 'Date of birth', calendarDate(application.dateOfBirth));
  labelValue(doc, 'Phone', application.phone);
  labelValue(doc, 'E-mail', application.email);

  const { license } = application;
  sectionTitle(doc, 'Current license');
  labelValue(doc, 'Type', license.cdlClass ? `${license.type}, class ${license.cdlClass}` : license.type);
  labelValue(doc, 'Number and state', `${license.number} (${license.state})`);
  labelValue(doc, 'Expires', calendarDate(license.expiration));
  labelValue(doc, 'Endorsements', license.endorsements ?? 'None');
  labelValue(doc, 'Years of driving experience', String(application.yearsExperience));

  if (application.history) drawHistory(doc, application.history);
  else drawEarlierForm(doc, application);

  // The certification, signature and date stay together on one page.
  roomFor(doc, 200);
  sectionTitle(doc, 'Certification (391.21(b)(12))');
  if (application.certifiedAt) {
    textLine(
      doc,
      'The applicant certified that the application was completed by them and that all entries and information in it are true and complete to the best of their knowledge.',
    );
    const printable = application.signature && printableImage(application.signature);
    if (printable) {
      try {
        doc.image(printable, LEFT, doc.y + 6, { fit: [220, 70] });
        doc.y += 80;
      } catch {
        textLine(doc, 'The drawn signature could not be printed.', { muted: true });
      }
    } else {
      textLine(doc, 'No drawn signature is on file.', { muted: true });
    }
    labelValue(doc, 'Signed by (name typed)', application.signedName ?? '');
    labelValue(doc, 'Certified at', `${documentDate(application.certifiedAt)}, ${application.certifiedAt.toISOString().slice(11, 19)} UTC`);
  } else {
    textLine(doc, 'This application was not certified on our form: the signed application is among the records of the file.', {
      muted: true,
    });
  }
}

function drawEarlierForm(doc: Pdf, application: ApplicationOnFile): void {
  sectionTitle(doc, 'Previous employer');
  const previous = application.previousEmployer;
  if (!previous) {
    textLine(doc, 'None given.', { muted: true });
    return;
  }
  labelValue(doc, previous.name, `${previous.from ?? '?'} to ${month(previous.to)}`);
  if (previous.reasonForLeaving) textLine(doc, `Reason for leaving: ${previous.reasonForLeaving}`, { muted: true });
  textLine(doc, 'This application was made before the 391.21 history was asked on our form.', { muted: true });
}

function drawHistory(doc: Pdf, history: ApplicationHistory): void {
  sectionTitle(doc, 'Addresses in the last 3 years (391.21(b)(3))');
  labelValue(doc, 'At the current address since', history.currentAddressSince);
  for (const place of history.previousAddresses) {
    labelValue(doc, `${place.address}, ${place.city}, ${place.state} ${place.zipCode}`, `${place.fromMonth} to ${place.toMonth}`);
  }

  sectionTitle(doc, 'Other licenses held in the last 3 years (391.21(b)(7))');
  if (history.otherLicenses.length === 0) textLine(doc, 'None.');
  for (const license of history.otherLicenses) {
    const kind = license.cdlClass ? `${license.type}, class ${license.cdlClass}` : license.type;
    labelValue(doc, `${license.state} ${license.number} (${kind})`, `expires ${calendarDate(license.expiration)}`);
  }

  sectionTitle(doc, 'Driving experience (391.21(b)(6))');
  if (history.experience.length === 0) textLine(doc, 'None listed.');
  for (const entry of history.experience) {
    labelValue(
      doc,
      `${entry.equipment.replace(/_/g, ' ')}: ${entry.fromMonth} to ${month(entry.toMonth)}`,
      `about ${entry.approximateMiles.toLocaleString('en-US')} miles`,
    );
  }

  sectionTitle(doc, 'Accidents in the last 3 years (391.21(b)(8))');
  if (history.noAccidents) textLine(doc, 'None.');
  for (const accident of history.accidents) {
    labelValue(
      doc,
      `${calendarDate(accident.date)}: ${accident.nature}`,
      `${accident.fatalities} fatalities, ${accident.injuries} injuries${accident.hazmatSpill ? ', hazmat spill' : ''}`,
    );
  }

  sectionTitle(doc, 'Traffic convictions in the last 3 years (391.21(b)(8))');
  if (history.noConvictions) textLine(doc, 'None.');
  for (const conviction of history.convictions) {
    labelValue(doc, `${calendarDate(conviction.date)}, ${conviction.location}: ${conviction.charge}`, conviction.penalty);
  }

  sectionTitle(doc, 'Employment (391.21(b)(10), (11))');
  if (history.employment.length === 0) textLine(doc, 'None listed.');
  for (const entry of history.employment) drawEmployment(doc, entry);

  sectionTitle(doc, 'License actions (391.21(b)(9))');
  labelValue(doc, 'Ever denied a license, permit or privilege to operate a motor vehicle', yesNo(history.licenseDenied.happened));
  if (history.licenseDenied.explanation) textLine(doc, history.licenseDenied.explanation, { muted: true });
  labelValue(doc, 'Ever had a license, permit or privilege suspended or revoked', yesNo(history.licenseSuspendedOrRevoked.happened));
  if (history.licenseSuspendedOrRevoked.explanation) textLine(doc, history.licenseSuspendedOrRevoked.explanation, { muted: true });
}

function drawEmployment(doc: Pdf, entry: EmploymentHistoryEntry): void {
  if (entry.kind === 'gap') {
    labelValue(doc, `Not employed: ${entry.explanation}`, `${entry.fromMonth} to ${month(entry.toMonth)}`);
    return;
  }
  labelValue(doc, `${entry.name}, ${entry.position}`, `${entry.fromMonth} to ${month(entry.toMonth)}`, { bold: true });
  textLine(
    doc,
    `${entry.address}, ${entry.city}, ${entry.state} ${entry.zipCode}   ${entry.phone}${entry.email ? `   ${entry.email}` : ''}`,
    {
      muted: true,
    },
  );
  textLine(
    doc,
    `Reason for leaving: ${entry.reasonForLeaving}. Subject to the FMCSRs: ${yesNo(entry.subjectToFmcsr)}. Safety-sensitive under DOT testing: ${yesNo(entry.safetySensitive)}.`,
    { muted: true },
  );
}
