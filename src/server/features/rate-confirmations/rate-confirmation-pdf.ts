// The rate confirmation as a PDF (issue 39; decision 080): the lane, days, equipment, commodity,
// weight, the lines and total, detention's terms, payment terms and our MC/DOT; once signed, a
// certificate page saying who signed, when, from where, with which words, and the SHA-256 of the
// content signed. Made from the stored version alone, so the same version is the same bytes.
// English: it is the carrier's contract with a broker, read by both companies' back offices (the
// page the broker signs on is in their language, and the certificate records the words shown).
import { trimDecimal } from '../../../shared/invoicing/invoice-lines.js';
import { LINE_KIND_MESSAGES, LINE_UNIT_MESSAGES } from '../../../shared/labels/invoice-labels.js';
import { formatUsd } from '../../../shared/money-format.js';
import type { RateConfirmationContent, RateConfirmationStop } from '../../../shared/rate-confirmations/rate-confirmation.js';
import { termsLabel } from '../../../shared/receivables/aging.js';
import type { CompanyProfile } from '../../../shared/company-profile.js';
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
import { contentDigest } from './content-digest.js';

export interface SignedBy {
  name: string;
  title: string;
  email: string;
  signedAt: Date;
  ipAddress: string | null;
  userAgent: string | null;
  consentText: string;
}

export interface RateConfirmationDocument {
  company: CompanyProfile;
  version: number;
  content: RateConfirmationContent;
  createdAt: Date;
  signedBy: SignedBy | null;
  /** BILLING_TIME_ZONE: the certificate writes the signing time in it beside UTC. */
  timeZone: string;
}

const LEFT = 50;

export async function renderRateConfirmationPdf(document: RateConfirmationDocument): Promise<Buffer> {
  const doc = newPdf({
    title: `Rate confirmation ${document.content.referenceId} v${document.version}`,
    author: document.company.name,
    createdAt: document.createdAt,
    changedAt: document.signedBy?.signedAt ?? document.createdAt,
  });
  drawRateConfirmation(doc, document);
  if (document.signedBy) drawCertificate(doc, document, document.signedBy);
  return pdfBytes(doc);
}

function drawRateConfirmation(doc: Pdf, { company, content, version, createdAt }: RateConfirmationDocument): void {
  letterhead(doc, company, '');
  doc.font('Helvetica-Bold').fontSize(20).fillColor('black').text('Rate confirmation', LEFT, doc.y, { width: CONTENT_WIDTH });
  doc.moveDown(0.5);
  labelValue(doc, 'Load', content.referenceId, { bold: true });
  labelValue(doc, 'Version', `${version}, made ${documentDate(createdAt)}`);

  sectionTitle(doc, 'Broker');
  textLine(doc, content.broker.company ? `${content.broker.company} (${content.broker.name})` : content.broker.name);
  textLine(doc, `${content.broker.email}   ${content.broker.phone}`, { muted: true });

  sectionTitle(doc, 'Carrier');
  textLine(doc, content.carrier.name);
  const scac = content.carrier.scac ? `   SCAC ${content.carrier.scac}` : '';
  textLine(doc, `MC# ${content.carrier.mcNumber}   USDOT# ${content.carrier.dotNumber}${scac}`, { muted: true });

  sectionTitle(doc, 'Pickup');
  drawStop(doc, content.pickup);
  sectionTitle(doc, 'Delivery');
  drawStop(doc, content.delivery);

  sectionTitle(doc, 'Load');
  labelValue(doc, 'Equipment', content.equipment);
  labelValue(doc, 'Commodity', content.commodity);
  labelValue(doc, 'Weight', content.weightLbs ? `${content.weightLbs.toLocaleString('en-US')} lb` : 'Not given');

  sectionTitle(doc, 'Rate');
  for (const line of content.lines) {
    const unit = LINE_UNIT_MESSAGES[line.unit].message.toLowerCase();
    const arithmetic = line.unit === 'flat' ? '' : ` (${trimDecimal(line.quantity)} ${unit} x $${trimDecimal(line.rate)})`;
    labelValue(doc, `${LINE_KIND_MESSAGES[line.kind].message}: ${line.description}${arithmetic}`, formatUsd(line.amount));
  }
  rule(doc);
  labelValue(doc, 'Total (USD)', formatUsd(content.total), { bold: true });

  sectionTitle(doc, 'Terms');
  labelValue(
    doc,
    'Detention',
    content.detention ? `${content.detention.freeHours} h free at each stop, then $${content.detention.hourlyRate}/h` : 'None agreed',
  );
  labelValue(doc, 'Payment terms', termsLabel(content.paymentTerms));
  doc.moveDown(0.4);
  textLine(doc, content.terms, { muted: true });
}

function drawStop(doc: Pdf, stop: RateConfirmationStop): void {
  if (stop.address) textLine(doc, stop.address);
  textLine(doc, `${stop.city}, ${stop.state} ${stop.zip}`);
  if (stop.appointmentAt) textLine(doc, `Appointment: ${utcDateTime(new Date(stop.appointmentAt))}`, { muted: true });
  else if (stop.date) textLine(doc, `Date: ${calendarDate(stop.date)}`, { muted: true });
}

/** The certificate page: the facts of the electronic signature, each on its own line. */
function drawCertificate(doc: Pdf, document: RateConfirmationDocument, signed: SignedBy): void {
  doc.addPage();
  doc.font('Helvetica-Bold').fontSize(18).fillColor('black').text('Signature certificate', LEFT, doc.y, { width: CONTENT_WIDTH });
  doc.moveDown(0.3);
  textLine(doc, `Rate confirmation ${document.content.referenceId}, version ${document.version}`, { muted: true });
  doc.moveDown(0.5);
  labelValue(doc, 'Signed by', signed.name, { bold: true });
  labelValue(doc, 'Title', signed.title);
  labelValue(doc, 'E-mail (signed in with)', signed.email);
  labelValue(doc, 'Signed at (UTC)', utcDateTime(signed.signedAt));
  labelValue(doc, `Signed at (${document.timeZone})`, zonedDateTime(signed.signedAt, document.timeZone));
  labelValue(doc, 'From address', signed.ipAddress ?? 'Not recorded');
  sectionTitle(doc, 'Browser');
  textLine(doc, signed.userAgent ?? 'Not recorded', { muted: true });
  sectionTitle(doc, 'Consent, in the words shown');
  textLine(doc, signed.consentText);
  sectionTitle(doc, 'Content signed (SHA-256)');
  doc.font('Courier').fontSize(9).fillColor('black').text(contentDigest(document.content), LEFT, doc.y, { width: CONTENT_WIDTH });
}

/** "Mar 3, 2026, 14:05:09 UTC". */
function utcDateTime(at: Date): string {
  const time = [at.getUTCHours(), at.getUTCMinutes(), at.getUTCSeconds()].map((part) => String(part).padStart(2, '0')).join(':');
  return `${documentDate(at)}, ${time} UTC`;
}

function zonedDateTime(at: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
    timeZoneName: 'short',
  }).format(at);
}
