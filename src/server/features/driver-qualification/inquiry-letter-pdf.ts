// The safety performance history request (issue 41; 49 CFR 391.23) as a PDF: from us to one
// previous employer, about one driver. It names the driver (name, date of birth, the dates they
// gave), carries their authorization (391.23(d)), asks the questions of 391.23(d) (accidents, per
// 390.15(b), in the three years) and (e) (DOT drug and alcohol testing), and says where, how and by
// when to answer. Made from stored data alone, dated by the inquiry's own day: the same inquiry
// is the same bytes every time (pdf-layout.ts fixes the metadata). English: an employer's safety
// office reads it.
import type { CompanyProfile } from '../../../shared/company-profile.js';
import type { EmploymentEntry } from '../../../shared/driver-applications/application-history.js';
import {
  calendarDate,
  CONTENT_WIDTH,
  documentDate,
  labelValue,
  letterhead,
  newPdf,
  pdfBytes,
  rule,
  sectionTitle,
  textLine,
  type Pdf,
} from '../../infra/pdf-layout.js';
import { employerAddress } from './file-view.js';

export interface InquiryLetter {
  company: CompanyProfile;
  /** Where answers go (RECRUITING_EMAIL). */
  answerEmail: string;
  driver: { name: string; dateOfBirth: string };
  employer: EmploymentEntry;
  /** The day the inquiry was made (the hire): the letter's date, and its PDF's. */
  madeAt: Date;
  deadlineOn: string;
  /** The applicant's signed certification on our application form, or null (a paper application). */
  signed: { name: string; at: Date } | null;
}

export const INQUIRY_LETTER_TITLE = 'Request for safety performance history';

const LEFT = 50;

export async function renderInquiryLetterPdf(letter: InquiryLetter): Promise<Buffer> {
  const doc = newPdf({
    title: `${INQUIRY_LETTER_TITLE}: ${letter.driver.name}`,
    author: letter.company.name,
    createdAt: letter.madeAt,
    changedAt: letter.madeAt,
  });
  letterhead(doc, letter.company, '');
  heading(doc, INQUIRY_LETTER_TITLE);
  textLine(doc, "49 CFR 391.23: investigation and inquiries of a driver's previous employers", { muted: true });
  doc.moveDown(0.5);
  labelValue(doc, 'Date of this request', documentDate(letter.madeAt));
  labelValue(doc, 'Please answer by', calendarDate(letter.deadlineOn), { bold: true });

  sectionTitle(doc, 'To');
  textLine(doc, letter.employer.name, { bold: true });
  textLine(doc, employerAddress(letter.employer));
  if (letter.employer.email) textLine(doc, letter.employer.email, { muted: true });

  sectionTitle(doc, 'The driver');
  labelValue(doc, 'Name', letter.driver.name);
  labelValue(doc, 'Date of birth', calendarDate(letter.driver.dateOfBirth));
  labelValue(
    doc,
    'Employed by you (as the driver told us)',
    `${month(letter.employer.fromMonth)} to ${letter.employer.toMonth ? month(letter.employer.toMonth) : 'present'}`,
  );
  labelValue(doc, 'Position', letter.employer.position);
  textLine(
    doc,
    `${letter.driver.name} has applied to drive for ${letter.company.name} (USDOT# ${letter.company.dotNumber}). The federal motor carrier safety regulations require us to ask you for the driver's safety performance history of the last three years, and require you to answer within 30 days of receiving this request (49 CFR 391.23(g)).`,
  );

  sectionTitle(doc, "The driver's authorization (49 CFR 391.23(d) and 40.25)");
  textLine(
    doc,
    `I authorize ${letter.employer.name} to release to ${letter.company.name} my safety performance history information for the three years before the date of my application: the accidents it recorded under 49 CFR 390.15(b), and the information on DOT drug and alcohol testing of 49 CFR 40.25(b) and 391.23(e).`,
  );
  doc.moveDown(0.3);
  if (letter.signed) {
    textLine(
      doc,
      `Signed electronically by ${letter.signed.name} on ${documentDate(letter.signed.at)}, with the application for employment.`,
      { muted: true },
    );
  } else {
    textLine(doc, "Driver's signature: ______________________________   Date: ______________");
  }

  sectionTitle(doc, '1. Employment');
  question(doc, 'Did the driver work for you between the dates above? If not, the dates you have:');
  question(doc, 'Did the driver operate a commercial motor vehicle for you, subject to the FMCSRs?  Yes / No');
  question(doc, 'Was the driver subject to DOT drug and alcohol testing (a safety-sensitive function under 49 CFR part 40)?  Yes / No');

  sectionTitle(doc, '2. Accidents in the three years (49 CFR 391.23(d)(2), 390.15(b))');
  textLine(
    doc,
    'For each accident: date, city and state, number of injuries, number of fatalities, and whether hazardous materials other than fuel were released. Write "None" when there were none.',
  );
  answerLines(doc, 4);

  sectionTitle(doc, '3. DOT drug and alcohol testing in the three years (49 CFR 391.23(e), 40.25(b))');
  question(doc, 'a. An alcohol test with a concentration of 0.04 or greater?  Yes / No');
  question(doc, 'b. A verified positive drug test?  Yes / No');
  question(doc, 'c. A refusal to be tested (including an adulterated or substituted specimen)?  Yes / No');
  question(doc, 'd. Any other violation of DOT drug and alcohol testing regulations?  Yes / No');
  question(
    doc,
    'e. If any of a to d: did the driver complete the return-to-duty process (including follow-up tests)? Please attach the documentation you hold.',
  );
  textLine(doc, 'You may also send information another employer gave you about the driver under 391.23(e).', { muted: true });

  sectionTitle(doc, 'Answered by');
  textLine(doc, 'Name and title: ______________________________   Date: ______________');
  textLine(doc, 'Signature: ______________________________   Phone: ______________');

  sectionTitle(doc, 'Where and how to answer');
  textLine(
    doc,
    `E-mail this page, completed and signed, to ${letter.answerEmail}, or post it to ${letter.company.name}${letter.company.homeBase ? `, ${letter.company.homeBase}` : ''}. Questions: ${letter.company.supportPhone}.`,
  );
  textLine(
    doc,
    `Please answer by ${calendarDate(letter.deadlineOn)}. The driver may review and correct the information you send (49 CFR 391.23(i)).`,
    { bold: true },
  );
  return pdfBytes(doc);
}

function heading(doc: Pdf, text: string): void {
  doc.font('Helvetica-Bold').fontSize(18).fillColor('black').text(text, LEFT, doc.y, { width: CONTENT_WIDTH });
}

function question(doc: Pdf, text: string): void {
  textLine(doc, text);
  answerLines(doc, 1);
}

function answerLines(doc: Pdf, count: number): void {
  for (let index = 0; index < count; index += 1) {
    doc.moveDown(0.9);
    rule(doc);
  }
}

const monthFormat = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', timeZone: 'UTC' });

/** "March 2021" from "2021-03". */
function month(yearMonth: string): string {
  return monthFormat.format(new Date(`${yearMonth}-01T00:00:00Z`));
}
