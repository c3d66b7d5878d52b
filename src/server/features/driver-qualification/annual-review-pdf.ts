// The annual review of a driver's record (49 CFR 391.25(b)) with the driver's list of violations
// (391.27), as a PDF: for a stored annual_review record, what was recorded; for the next review, the
// same form pre-filled with the driver and left blank where the reviewer and the driver write.
import {
  calendarDate,
  CONTENT_WIDTH,
  labelValue,
  letterhead,
  newPdf,
  pdfBytes,
  sectionTitle,
  textLine,
  type Pdf,
} from '../../infra/pdf-layout.js';
import type { AnnualReviewForm } from './produced-documents.js';
import { signatureLine, tickBox } from './pdf-form-lines.js';

export const ANNUAL_REVIEW_TITLE = 'Annual review of driving record';
const BLANK = '______________________';

export function renderAnnualReviewPdf(form: AnnualReviewForm): Promise<Buffer> {
  const doc = newPdf({
    title: `${ANNUAL_REVIEW_TITLE}: ${form.driver.name}`,
    author: form.company.name,
    createdAt: form.madeAt,
    changedAt: form.madeAt,
  });
  drawAnnualReview(doc, form);
  return pdfBytes(doc);
}

export function drawAnnualReview(doc: Pdf, { company, driver, review, next }: AnnualReviewForm): void {
  letterhead(doc, company, '');
  doc.font('Helvetica-Bold').fontSize(18).fillColor('black').text(ANNUAL_REVIEW_TITLE, 50, doc.y, { width: CONTENT_WIDTH });
  textLine(doc, '49 CFR 391.25(b) and 391.27', { muted: true });
  if (next) textLine(doc, `To be completed and signed by ${calendarDate(next.dueOn)}.`, { bold: true });

  sectionTitle(doc, 'Driver');
  labelValue(doc, "Driver's name", driver.name, { bold: true });
  labelValue(doc, 'Driver ID', driver.profileId);
  labelValue(doc, 'License number and state', `${driver.licenseNumber} (${driver.licenseState})`);
  labelValue(doc, 'Hired on', calendarDate(driver.hireDate));

  sectionTitle(doc, 'Record reviewed (391.25(a))');
  const recordOn = review?.recordObtainedOn ?? next?.latestRecordOn ?? null;
  labelValue(doc, 'Motor vehicle record obtained on', recordOn ? calendarDate(recordOn) : BLANK);
  if (!review)
    textLine(doc, 'Obtain a new motor vehicle record from each state that licensed the driver before the review.', { muted: true });

  sectionTitle(doc, "Driver's certification of violations (391.27)");
  textLine(
    doc,
    'I certify that the following is a true and complete list of traffic violations (other than parking violations) for which I have been convicted or forfeited bond or collateral during the past 12 months.',
  );
  doc.moveDown(0.4);
  if (review) textLine(doc, review.violations.trim() || 'None', { bold: true });
  else
    for (let line = 0; line < 4; line++)
      signatureLine(doc, line === 0 ? 'Violations (date, offense, location, type of vehicle), or "None"' : '', CONTENT_WIDTH);
  doc.moveDown(1);
  signatureLine(doc, "Driver's signature and date");

  sectionTitle(doc, "Reviewer's determination (391.25(b))");
  textLine(
    doc,
    "The driver's record was reviewed to determine whether the driver meets the minimum requirements for safe driving or is disqualified to drive a commercial motor vehicle under 391.15. Consideration was given to any evidence that the driver has violated the Federal Motor Carrier Safety Regulations or the Hazardous Materials Regulations, and to the driver's accident record and any evidence of disregard for the safety of the public.",
  );
  doc.moveDown(0.5);
  tickBox(doc, review?.determination === 'meets_minimum', 'The driver meets the minimum requirements for safe driving.');
  tickBox(doc, review?.determination === 'disqualified', 'The driver is disqualified to drive a commercial motor vehicle (391.15).');
  doc.moveDown(0.5);
  labelValue(doc, 'Reviewed on', review ? calendarDate(review.reviewedOn) : BLANK);
  labelValue(doc, 'Reviewed by', review ? review.reviewerName : BLANK);
  doc.moveDown(1);
  signatureLine(doc, "Reviewer's signature");
  labelValue(doc, 'Motor carrier', `${company.name}, USDOT# ${company.dotNumber}`);
}
