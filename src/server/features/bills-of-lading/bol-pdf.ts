// The bill of lading as a PDF, in the VICS straight bill of lading's layout that shippers and
// docks know (issue 39; decision 079): ship from, ship to and the third party billed on the left;
// the BOL number, the carrier, trailer, seal, SCAC and pro number, and the freight charge terms
// on the right; special instructions; the customer order information; the carrier information
// table (handling units, weight, HM, commodity, NMFC and class); the hazardous material's
// description and emergency contact; the standard legal words; and the shipper's and carrier's
// signature blocks, filled with the pickup's signatures once signed. English only: a US shipping
// paper. Made from a BolDocument alone, so the same version is the same bytes.
import type { BolContent, BolParty } from '../../../shared/bills-of-lading/bill-of-lading.js';
import { FREIGHT_TERMS, type FreightTerms } from '../../../shared/bills-of-lading/bill-of-lading.js';
import { FREIGHT_TERMS_LABELS, PACKAGE_TYPE_LABELS } from '../../../shared/bills-of-lading/bol-labels.js';
import { documentDate, newPdf, pdfBytes, type Pdf } from '../../infra/pdf-layout.js';
import { printableImage } from '../../infra/pdf-images.js';
import type { BolDocument, BolPickupSigning } from './bol-pdf-data.js';

const LEFT = 40;
const WIDTH = 532; // US Letter (612) less 40 on each side
const HALF = WIDTH / 2;
// pdfkit starts a new page itself for text below 742 (792 less its 50 margin): every box ends above it.
const PAGE_BOTTOM = 740;
const PAD = 4;
const HEADER_HEIGHT = 12;
const LINE_GREY = '#6b7280';
const HEADER_FILL = '#111827';
const SIGNATURE_HEIGHT = 56;

const weightFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

/** The carrier information table's columns: header and width (they add up to WIDTH). */
const UNIT_COLUMNS = [
  { header: 'HANDLING UNIT QTY', width: 52 },
  { header: 'TYPE', width: 50 },
  { header: 'WEIGHT (LBS)', width: 58 },
  { header: 'H.M. (X)', width: 32 },
  { header: 'COMMODITY DESCRIPTION', width: 220 },
  { header: 'NMFC #', width: 66 },
  { header: 'CLASS', width: 54 },
] as const;

export const BOL_LEGAL_TEXT = {
  declaredValue:
    'Where the rate is dependent on value, shippers are required to state specifically in writing the agreed or declared value of the property as follows: "The agreed or declared value of the property is specifically stated by the shipper to be not exceeding ______ per ______."',
  liability: 'NOTE: Liability limitation for loss or damage in this shipment may be applicable. See 49 U.S.C. 14706(c)(1)(A) and (B).',
  received:
    'RECEIVED, subject to individually determined rates or contracts that have been agreed upon in writing between the carrier and shipper, if applicable, otherwise to the rates, classifications and rules that have been established by the carrier and are available to the shipper, on request, and to all applicable state and federal regulations.',
  shipperCertifies:
    'This is to certify that the above named materials are properly classified, packaged, marked and labeled, and are in proper condition for transportation according to the applicable regulations of the DOT.',
  carrierAcknowledges:
    'Carrier acknowledges receipt of packages and required placards. Carrier certifies emergency response information was made available and/or carrier has the DOT emergency response guidebook or equivalent documentation in the vehicle. Property described above is received in good order, except as noted.',
} as const;

export async function renderBillOfLadingPdf(bol: BolDocument): Promise<Buffer> {
  const doc = newPdf({
    title: `Bill of lading ${bol.content.bolNumber}`,
    author: bol.content.carrier.name,
    createdAt: bol.issuedAt,
    changedAt: bol.signing?.signedAt ?? bol.issuedAt,
  });
  drawBillOfLading(doc, bol);
  return pdfBytes(doc);
}

/** The bill of lading's pages, drawn into `doc` from its current page on. */
export function drawBillOfLading(doc: Pdf, bol: BolDocument): void {
  const { content } = bol;
  let y = title(doc, bol, 40);

  // Ship from | BOL number and carrier
  y = row(doc, y, [
    { header: 'SHIP FROM', lines: partyLines(content.shipFrom) },
    {
      header: 'BILL OF LADING NUMBER',
      lines: [{ text: content.bolNumber, bold: true, size: 13 }, { text: `Load reference: ${content.referenceId}` }],
    },
  ]);
  y = row(doc, y, [
    { header: 'SHIP TO', lines: partyLines(content.shipTo) },
    {
      header: 'CARRIER',
      lines: [
        { text: `Carrier name: ${content.carrier.name}`, bold: true },
        { text: `MC# ${content.carrier.mcNumber}   USDOT# ${content.carrier.dotNumber}` },
        { text: `Trailer number: ${content.trailerNumber}` },
        { text: `Seal number(s): ${content.sealNumber || 'None'}` },
        { text: `SCAC: ${content.carrier.scac ?? ''}` },
        { text: `Pro number: ${content.referenceId}` },
      ],
    },
  ]);
  y = row(doc, y, [
    {
      header: 'THIRD PARTY FREIGHT CHARGES BILL TO',
      lines: content.thirdPartyBillTo ? partyLines(content.thirdPartyBillTo) : [{ text: 'None', muted: true }],
    },
    {
      header: 'FREIGHT CHARGE TERMS',
      lines: [
        { text: '(freight charges are prepaid unless marked otherwise)', muted: true },
        { text: termsLine(content.freightTerms), bold: true },
        { text: `Terms: ${FREIGHT_TERMS_LABELS[content.freightTerms]}` },
      ],
    },
  ]);
  y = row(doc, y, [
    { header: 'SPECIAL INSTRUCTIONS', lines: [{ text: content.specialInstructions ?? 'None', muted: !content.specialInstructions }] },
  ]);

  const totalCount = content.units.reduce((sum, unit) => sum + unit.count, 0);
  const totalWeight = content.units.reduce((sum, unit) => sum + unit.weightLbs, 0);
  y = row(doc, y, [
    {
      header: 'CUSTOMER ORDER INFORMATION',
      lines: [
        { text: `Customer order number: ${content.customerOrderNumber ?? 'None'}` },
        {
          text: `Handling units: ${totalCount}   Weight: ${weightFormat.format(totalWeight)} lbs   Additional shipper info: ${content.referenceId}`,
        },
      ],
    },
  ]);

  y = unitsTable(doc, y, content);
  if (content.hazmat) y = hazmatBox(doc, y, content);
  y = legalBox(doc, y);
  signatureBlocks(doc, y, bol.signing);
}

function title(doc: Pdf, bol: BolDocument, top: number): number {
  doc.font('Helvetica-Bold').fontSize(15).fillColor('black').text('STRAIGHT BILL OF LADING', LEFT, top, { width: WIDTH, lineBreak: false });
  doc
    .font('Helvetica')
    .fontSize(8)
    .fillColor(LINE_GREY)
    .text('Short form, original, not negotiable', LEFT, top + 18, { width: WIDTH, lineBreak: false });
  doc
    .font('Helvetica')
    .fontSize(9)
    .fillColor('black')
    .text(`Date: ${documentDate(bol.issuedAt)}`, LEFT, top, { width: WIDTH, align: 'right', lineBreak: false })
    .text(`Version ${bol.version}`, LEFT, top + 12, { width: WIDTH, align: 'right', lineBreak: false });
  return top + 32;
}

interface Line {
  text: string;
  bold?: boolean;
  muted?: boolean;
  size?: number;
}
interface Cell {
  header: string;
  lines: Line[];
}

function partyLines(party: BolParty): Line[] {
  return [
    { text: `Name: ${party.name}`, bold: true },
    { text: `Address: ${party.address}` },
    ...(party.address2 ? [{ text: party.address2 }] : []),
    { text: `City/State/Zip: ${party.city}, ${party.state} ${party.zip}` },
    ...(party.phone ? [{ text: `Phone: ${party.phone}` }] : []),
  ];
}

function termsLine(terms: FreightTerms): string {
  return FREIGHT_TERMS.map((each) => `${each === terms ? '[X]' : '[  ]'} ${FREIGHT_TERMS_LABELS[each]}`).join('     ');
}

function setFont(doc: Pdf, line: Line): Pdf {
  return doc
    .font(line.bold ? 'Helvetica-Bold' : 'Helvetica')
    .fontSize(line.size ?? 8.5)
    .fillColor(line.muted ? LINE_GREY : 'black');
}

function linesHeight(doc: Pdf, lines: Line[], width: number): number {
  return lines.reduce((sum, line) => sum + setFont(doc, line).heightOfString(line.text, { width }) + 1, 0);
}

function drawLines(doc: Pdf, lines: Line[], x: number, top: number, width: number): void {
  let y = top;
  for (const line of lines) {
    setFont(doc, line).text(line.text, x, y, { width });
    y += doc.heightOfString(line.text, { width }) + 1;
  }
}

/** A new page when `height` does not fit below `y`; where to draw next. */
function roomFor(doc: Pdf, y: number, height: number): number {
  if (y + height <= PAGE_BOTTOM) return y;
  doc.addPage();
  return 40;
}

function headerBar(doc: Pdf, text: string, x: number, y: number, width: number): void {
  doc.rect(x, y, width, HEADER_HEIGHT).fill(HEADER_FILL);
  doc
    .font('Helvetica-Bold')
    .fontSize(7.5)
    .fillColor('white')
    .text(text, x + PAD, y + 2.5, { width: width - 2 * PAD, lineBreak: false });
}

/** One row of boxed cells side by side (one cell: the full width), each a header bar and its lines. */
function row(doc: Pdf, top: number, cells: Cell[]): number {
  const width = WIDTH / cells.length;
  const bodyHeight = Math.max(...cells.map((cell) => linesHeight(doc, cell.lines, width - 2 * PAD))) + 2 * PAD;
  const y = roomFor(doc, top, HEADER_HEIGHT + bodyHeight);
  cells.forEach((cell, index) => {
    const x = LEFT + index * width;
    headerBar(doc, cell.header, x, y, width);
    doc
      .rect(x, y, width, HEADER_HEIGHT + bodyHeight)
      .lineWidth(0.75)
      .strokeColor('black')
      .stroke();
    drawLines(doc, cell.lines, x + PAD, y + HEADER_HEIGHT + PAD, width - 2 * PAD);
  });
  return y + HEADER_HEIGHT + bodyHeight;
}

function tableRow(doc: Pdf, y: number, values: string[], options: { bold?: boolean } = {}): number {
  const height =
    Math.max(
      ...UNIT_COLUMNS.map((column, index) => linesHeight(doc, [{ text: values[index] ?? '', bold: options.bold }], column.width - 2 * PAD)),
    ) +
    2 * PAD;
  let x = LEFT;
  UNIT_COLUMNS.forEach((column, index) => {
    doc.rect(x, y, column.width, height).lineWidth(0.5).strokeColor('black').stroke();
    drawLines(doc, [{ text: values[index] ?? '', bold: options.bold }], x + PAD, y + PAD, column.width - 2 * PAD);
    x += column.width;
  });
  return y + height;
}

function tableHeader(doc: Pdf, top: number): number {
  let y = top;
  headerBar(doc, 'CARRIER INFORMATION', LEFT, y, WIDTH);
  y += HEADER_HEIGHT;
  let x = LEFT;
  for (const column of UNIT_COLUMNS) {
    doc.rect(x, y, column.width, 20).lineWidth(0.5).strokeColor('black').stroke();
    doc
      .font('Helvetica-Bold')
      .fontSize(6.5)
      .fillColor('black')
      .text(column.header, x + 2, y + 3, { width: column.width - 4, align: 'center' });
    x += column.width;
  }
  return y + 20;
}

function unitsTable(doc: Pdf, top: number, content: BolContent): number {
  let y = tableHeader(doc, roomFor(doc, top, HEADER_HEIGHT + 20 + 30));
  for (const unit of content.units) {
    const values = [
      String(unit.count),
      PACKAGE_TYPE_LABELS[unit.packageType],
      weightFormat.format(unit.weightLbs),
      unit.hazmat ? 'X' : '',
      unit.description,
      unit.nmfcItem ?? '',
      unit.freightClass ?? '',
    ];
    const needed = linesHeight(doc, [{ text: unit.description }], 220 - 2 * PAD) + 2 * PAD;
    if (y + needed > PAGE_BOTTOM) {
      doc.addPage();
      y = tableHeader(doc, 40);
    }
    y = tableRow(doc, y, values);
  }
  const totalCount = content.units.reduce((sum, unit) => sum + unit.count, 0);
  const totalWeight = content.units.reduce((sum, unit) => sum + unit.weightLbs, 0);
  y = roomFor(doc, y, 20);
  return tableRow(doc, y, [String(totalCount), '', weightFormat.format(totalWeight), '', 'GRAND TOTAL', '', ''], { bold: true });
}

function hazmatBox(doc: Pdf, top: number, content: BolContent): number {
  const hazmat = content.hazmat!;
  const description = [
    hazmat.idNumber,
    hazmat.properShippingName,
    hazmat.hazardClass,
    hazmat.packingGroup ? `PG ${hazmat.packingGroup}` : null,
  ]
    .filter(Boolean)
    .join(', ');
  return row(doc, top, [
    {
      header: 'HAZARDOUS MATERIALS',
      lines: [
        { text: `Description: ${description}`, bold: true },
        { text: `Emergency response: ${hazmat.emergencyContactName}, 24-hour phone ${hazmat.emergencyPhone}` },
      ],
    },
  ]);
}

function legalBox(doc: Pdf, top: number): number {
  const lines: Line[] = [
    { text: BOL_LEGAL_TEXT.declaredValue, size: 7 },
    { text: BOL_LEGAL_TEXT.liability, size: 7, bold: true },
    { text: BOL_LEGAL_TEXT.received, size: 7 },
  ];
  const height = linesHeight(doc, lines, WIDTH - 2 * PAD) + 2 * PAD;
  const y = roomFor(doc, top, height);
  doc.rect(LEFT, y, WIDTH, height).lineWidth(0.75).strokeColor('black').stroke();
  drawLines(doc, lines, LEFT + PAD, y + PAD, WIDTH - 2 * PAD);
  return y + height;
}

function signatureBlocks(doc: Pdf, top: number, signing: BolPickupSigning | null): void {
  const shipperLines: Line[] = [{ text: BOL_LEGAL_TEXT.shipperCertifies, size: 7 }];
  const carrierLines: Line[] = [{ text: BOL_LEGAL_TEXT.carrierAcknowledges, size: 7 }];
  const textHeight = Math.max(linesHeight(doc, shipperLines, HALF - 2 * PAD), linesHeight(doc, carrierLines, HALF - 2 * PAD));
  const detailHeight = 4 * 11;
  const height = HEADER_HEIGHT + PAD + textHeight + SIGNATURE_HEIGHT + detailHeight + PAD;
  const y = roomFor(doc, top, height);
  const signedAt = signing ? pickupTime(signing.signedAt) : '';
  const blocks = [
    {
      header: 'SHIPPER SIGNATURE / DATE',
      lines: shipperLines,
      image: signing?.shipperSignature,
      missing: 'The shipper’s signature could not be included.',
      details: signing
        ? [`Signed by: ${signing.shipperSignerName}`, `Date: ${signedAt}`]
        : ['Signature: ______________________', 'Printed name: ___________________   Date: ________'],
    },
    {
      header: 'CARRIER SIGNATURE / PICKUP DATE',
      lines: carrierLines,
      image: signing?.driverSignature,
      missing: 'The driver’s signature could not be included.',
      details: signing
        ? [
            `Driver: ${signing.driverName}`,
            `Pieces confirmed: ${signing.piecesConfirmed}   Seal confirmed: ${signing.sealConfirmed ?? 'None'}`,
            `Picked up: ${signedAt}`,
          ]
        : ['Signature: ______________________', 'Pieces: ________   Seal: ____________   Date: ________'],
    },
  ];
  blocks.forEach((block, index) => {
    const x = LEFT + index * HALF;
    headerBar(doc, block.header, x, y, HALF);
    doc.rect(x, y, HALF, height).lineWidth(0.75).strokeColor('black').stroke();
    drawLines(doc, block.lines, x + PAD, y + HEADER_HEIGHT + PAD, HALF - 2 * PAD);
    const imageTop = y + HEADER_HEIGHT + PAD + textHeight + 2;
    if (signing)
      placeSignature(doc, block.image ?? null, block.missing, {
        x: x + PAD,
        y: imageTop,
        width: HALF - 2 * PAD,
        height: SIGNATURE_HEIGHT - 4,
      });
    drawLines(
      doc,
      block.details.map((text) => ({ text, size: 8.5 })),
      x + PAD,
      imageTop + SIGNATURE_HEIGHT,
      HALF - 2 * PAD,
    );
  });
}

/** The signature scaled into its box; one that is missing or unreadable says so in its place. */
function placeSignature(
  doc: Pdf,
  bytes: Buffer | null,
  missing: string,
  box: { x: number; y: number; width: number; height: number },
): void {
  const printable = bytes && printableImage(bytes);
  if (printable) {
    try {
      doc.image(printable, box.x, box.y, { fit: [box.width, box.height], valign: 'center' });
      return;
    } catch {
      // Falls through to the note below.
    }
  }
  doc
    .font('Helvetica')
    .fontSize(8)
    .fillColor(LINE_GREY)
    .text(missing, box.x, box.y + 4, { width: box.width });
}

/** "Mar 3, 2026, 14:05 UTC": every server prints the same moment the same way. */
function pickupTime(at: Date): string {
  const hours = String(at.getUTCHours()).padStart(2, '0');
  const minutes = String(at.getUTCMinutes()).padStart(2, '0');
  return `${documentDate(at)}, ${hours}:${minutes} UTC`;
}
