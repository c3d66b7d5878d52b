// The proof of delivery as a PDF: which load, when it was delivered and to whom, who delivered it
// (first name and last initial), the receiver's signature, the receiver's over, short or damaged
// notes (issue 39), every delivery photo, the exceptions' photos and, when the phone shared it,
// where. Made from a ProofOfDeliveryDocument (pod-data.ts) alone, so the same delivery is the same file.
import type { DeliveryException } from '../../../shared/dispatch/delivery-exceptions.js';
import type { ProofOfDeliveryDocument, StoredImage } from './pod-data.js';
import { printableImage } from '../../infra/pdf-images.js';
import {
  CONTENT_WIDTH,
  documentDate,
  labelValue,
  letterhead,
  newPdf,
  pdfBytes,
  sectionTitle,
  textLine,
  type Pdf,
} from '../../infra/pdf-layout.js';

const LEFT = 50;
const SIGNATURE_BOX = { width: 260, height: 110 };
const PHOTOS_PER_PAGE = 4;
const PHOTO_GAP = 16;
const PHOTO_BOX = { width: (CONTENT_WIDTH - PHOTO_GAP) / 2, height: 290 };

export async function renderProofOfDeliveryPdf(pod: ProofOfDeliveryDocument): Promise<Buffer> {
  const doc = newPdf({
    title: `Proof of delivery ${pod.referenceId}`,
    author: pod.company.name,
    createdAt: pod.deliveredAt,
    changedAt: pod.storedAt,
  });
  drawProofOfDelivery(doc, pod);
  return pdfBytes(doc);
}

/** The proof's pages, drawn into `doc` from its current page on (a factoring packet draws it after the invoice). */
export function drawProofOfDelivery(doc: Pdf, pod: ProofOfDeliveryDocument): void {
  // The long title would run into the company's name at the letterhead's size: it gets its own line.
  letterhead(doc, pod.company, '');
  doc.font('Helvetica-Bold').fontSize(20).fillColor('black').text('Proof of delivery', LEFT, doc.y, { width: CONTENT_WIDTH });
  doc.moveDown(0.5);

  labelValue(doc, 'Reference ID', pod.referenceId, { bold: true });
  labelValue(doc, 'Service', pod.serviceType);
  if (pod.route) labelValue(doc, 'Route', pod.route);
  labelValue(doc, 'Delivered at', documentDateTime(pod.deliveredAt));
  labelValue(doc, 'Received by', pod.receiverName, { bold: true });
  labelValue(doc, 'Driver', pod.driverName);
  if (pod.location)
    labelValue(doc, 'Location (latitude, longitude)', `${pod.location.latitude.toFixed(6)}, ${pod.location.longitude.toFixed(6)}`);

  sectionTitle(doc, "Receiver's signature");
  const signatureTop = doc.y;
  doc.rect(LEFT, signatureTop, SIGNATURE_BOX.width, SIGNATURE_BOX.height).lineWidth(0.5).strokeColor('#9ca3af').stroke();
  placeImage(doc, pod.signature, 'The signature', { x: LEFT, y: signatureTop, ...SIGNATURE_BOX });
  doc.x = LEFT;
  doc.y = signatureTop + SIGNATURE_BOX.height + 6;
  textLine(doc, `Signed by ${pod.receiverName}`, { muted: true });

  if (pod.exceptions.length > 0) {
    sectionTitle(doc, 'Exceptions noted by the receiver');
    pod.exceptions.forEach((exception, index) => {
      const pieces = exception.pieces === 1 ? '1 piece' : `${exception.pieces} pieces`;
      textLine(doc, `${index + 1}. ${EXCEPTION_KIND_LABELS[exception.kind]}: ${pieces}`, { bold: true });
      textLine(doc, exception.note);
    });
    if (pod.exceptionPhotos.length > 0)
      textLine(doc, `Photos of the exceptions: ${pod.exceptionPhotos.length}, on the last pages`, { muted: true });
  }

  drawPhotoPages(doc, pod.photos, (pageOf, pages) =>
    pages > 1 ? `Delivery photos (${pageOf} of ${pages}), ${pod.referenceId}` : `Delivery photos, ${pod.referenceId}`,
  );
  drawPhotoPages(doc, pod.exceptionPhotos, (pageOf, pages) =>
    pages > 1 ? `Exception photos (${pageOf} of ${pages}), ${pod.referenceId}` : `Exception photos, ${pod.referenceId}`,
  );
}

const EXCEPTION_KIND_LABELS: Record<DeliveryException['kind'], string> = { over: 'Over', short: 'Short', damaged: 'Damaged' };

/** Photos four to a page, each page headed by `heading(page, pages)`. */
function drawPhotoPages(doc: Pdf, photos: readonly StoredImage[], heading: (pageOf: number, pages: number) => string): void {
  // Each photo page's grid starts below its heading; every slot on the page measures from there.
  let gridTop = 0;
  photos.forEach((photo, index) => {
    const slot = index % PHOTOS_PER_PAGE;
    if (slot === 0) {
      doc.addPage();
      const pageOf = Math.floor(index / PHOTOS_PER_PAGE) + 1;
      const pages = Math.ceil(photos.length / PHOTOS_PER_PAGE);
      textLine(doc, heading(pageOf, pages), { bold: true });
      doc.moveDown(0.5);
      gridTop = doc.y;
    }
    const box = {
      x: LEFT + (slot % 2) * (PHOTO_BOX.width + PHOTO_GAP),
      y: gridTop + Math.floor(slot / 2) * (PHOTO_BOX.height + PHOTO_GAP),
      ...PHOTO_BOX,
    };
    placeImage(doc, photo, `Photo ${index + 1}`, box);
  });
}

/**
 * The image scaled to fit the box, centred. An image whose bytes are missing or that pdfkit cannot
 * read says so in its place: the rest of the proof still stands.
 */
function placeImage(doc: Pdf, image: StoredImage, name: string, box: { x: number; y: number; width: number; height: number }) {
  const printable = image.bytes && printableImage(image.bytes);
  if (printable) {
    try {
      doc.image(printable, box.x, box.y, { fit: [box.width, box.height], align: 'center', valign: 'center' });
      return;
    } catch {
      // Falls through to the note below.
    }
  }
  doc
    .font('Helvetica')
    .fontSize(9)
    .fillColor('#4b5563')
    .text(`${name} could not be included.`, box.x + 8, box.y + 8, { width: box.width - 16 });
}

/** "Mar 3, 2026, 14:05 UTC": written in UTC, so every server prints the same moment the same way. */
export function documentDateTime(at: Date): string {
  const hours = String(at.getUTCHours()).padStart(2, '0');
  const minutes = String(at.getUTCMinutes()).padStart(2, '0');
  return `${documentDate(at)}, ${hours}:${minutes} UTC`;
}
