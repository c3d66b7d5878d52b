// Lines to fill in by hand on the forms the qualification file prints: a signature with its
// caption under it, a box to tick. Drawn with pdfkit on the page's left margin.
import { CONTENT_WIDTH, type Pdf } from '../../infra/pdf-layout.js';

const LEFT = 50;

/** A line across most of the page, and what goes on it written small beneath. */
export function signatureLine(doc: Pdf, caption: string, width = CONTENT_WIDTH * 0.6): void {
  const y = doc.y + 14;
  doc
    .moveTo(LEFT, y)
    .lineTo(LEFT + width, y)
    .lineWidth(0.7)
    .strokeColor('black')
    .stroke();
  doc
    .font('Helvetica')
    .fontSize(8)
    .fillColor('#4b5563')
    .text(caption, LEFT, y + 3, { width });
  doc.y = y + 16;
}

/** "[x] text" or "[ ] text": the ticked one is the recorded choice; on a blank form none is. */
export function tickBox(doc: Pdf, ticked: boolean, text: string): void {
  const y = doc.y;
  doc
    .rect(LEFT, y + 1, 9, 9)
    .lineWidth(0.7)
    .strokeColor('black')
    .stroke();
  if (ticked)
    doc
      .font('Helvetica-Bold')
      .fontSize(9)
      .fillColor('black')
      .text('X', LEFT + 1.5, y + 1.5, { width: 9, lineBreak: false });
  doc
    .font('Helvetica')
    .fontSize(10)
    .fillColor('black')
    .text(text, LEFT + 16, y, { width: CONTENT_WIDTH - 16 });
  doc.y = Math.max(doc.y, y + 12) + 3;
}

const PAGE_BOTTOM = 742; // US Letter's 792 less the margin

/**
 * A new page when fewer than `height` points are left: pdfkit breaks a page inside a line on its
 * own, and a label-and-value row (two texts at one height) would then land on two pages.
 */
export function roomFor(doc: Pdf, height: number): void {
  if (doc.y + height > PAGE_BOTTOM) {
    doc.addPage();
    doc.x = LEFT;
  }
}
