// A table of one-line rows for the aging report and the statement: fixed columns, amounts right-aligned,
// and the header again at the top of every page the rows run onto.
import type { Pdf } from '../../infra/pdf-layout.js';

export interface PdfColumn {
  header: string;
  width: number;
  align?: 'left' | 'right';
}

const LEFT = 50;
const BOTTOM = 792 - 50; // US Letter, the layout's margin
const FONT_SIZE = 8.5;
const ROW_HEIGHT = 13;

export interface PdfTable {
  row(cells: readonly string[], options?: { bold?: boolean }): void;
}

/** Starts a table at the current position: its header now, and on each new page. */
export function pdfTable(doc: Pdf, columns: readonly PdfColumn[]): PdfTable {
  const draw = (cells: readonly string[], bold: boolean) => {
    const y = doc.y;
    let x = LEFT;
    doc
      .font(bold ? 'Helvetica-Bold' : 'Helvetica')
      .fontSize(FONT_SIZE)
      .fillColor('black');
    columns.forEach((column, index) => {
      // One line per cell: a long name is cut with an ellipsis rather than pushing the row down.
      doc.text(cells[index] ?? '', x + 2, y, { width: column.width - 4, align: column.align ?? 'left', lineBreak: false, ellipsis: true });
      x += column.width;
    });
    doc.x = LEFT;
    doc.y = y + ROW_HEIGHT;
  };
  const header = () => {
    draw(
      columns.map((column) => column.header),
      true,
    );
    const width = columns.reduce((sum, column) => sum + column.width, 0);
    doc
      .moveTo(LEFT, doc.y - 2)
      .lineTo(LEFT + width, doc.y - 2)
      .lineWidth(0.5)
      .strokeColor('#9ca3af')
      .stroke();
    doc.y += 2;
  };
  header();
  return {
    row(cells, options = {}) {
      if (doc.y + ROW_HEIGHT > BOTTOM) {
        doc.addPage();
        header();
      }
      draw(cells, options.bold ?? false);
    },
  };
}
