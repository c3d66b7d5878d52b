// The certification of road test (49 CFR 391.31(e)) for a road_test record, as a PDF: the
// driver, their license, the power unit and trailer they were tested on, the examiner and the
// day, in the regulation's words, with lines for the examiner to sign. The Social Security number
// the regulation's form asks for is left out on purpose: it is never printed (issue 41).
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
import { POWER_UNIT_LABELS, type RoadTestCertificate } from './produced-documents.js';
import { signatureLine } from './pdf-form-lines.js';

export const ROAD_TEST_TITLE = 'Certification of road test';

export function renderRoadTestCertificatePdf(certificate: RoadTestCertificate): Promise<Buffer> {
  const doc = newPdf({
    title: `${ROAD_TEST_TITLE}: ${certificate.driver.name}`,
    author: certificate.company.name,
    createdAt: certificate.recordedAt,
    changedAt: certificate.recordedAt,
  });
  drawRoadTestCertificate(doc, certificate);
  return pdfBytes(doc);
}

export function drawRoadTestCertificate(doc: Pdf, { company, driver, ...test }: RoadTestCertificate): void {
  letterhead(doc, company, '');
  doc.font('Helvetica-Bold').fontSize(18).fillColor('black').text(ROAD_TEST_TITLE, 50, doc.y, { width: CONTENT_WIDTH });
  textLine(doc, '49 CFR 391.31(e)', { muted: true });
  sectionTitle(doc, 'Driver');
  labelValue(doc, "Driver's name", driver.name, { bold: true });
  labelValue(doc, "Operator's or chauffeur's license number", driver.licenseNumber);
  labelValue(doc, 'State', driver.licenseState);
  labelValue(doc, 'Type of power unit', POWER_UNIT_LABELS[test.powerUnit] ?? test.powerUnit);
  labelValue(doc, 'Type of trailer(s)', test.trailerType);
  sectionTitle(doc, 'Certification');
  textLine(
    doc,
    `This is to certify that the above-named driver was given a road test under my supervision on ${calendarDate(test.testedOn)}. ` +
      'It is my considered opinion that this driver possesses sufficient driving skill to operate safely the type of commercial motor vehicle listed above.',
  );
  doc.moveDown(2);
  signatureLine(doc, 'Signature of examiner');
  labelValue(doc, "Examiner's name", test.examinerName);
  doc.moveDown(1);
  signatureLine(doc, 'Title');
  labelValue(doc, 'Organization and address of examiner', [company.name, company.homeBase].filter(Boolean).join(', '));
  labelValue(doc, 'USDOT number', company.dotNumber);
}
