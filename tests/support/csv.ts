// Reading our CSV exports back as a spreadsheet would. With `,` this is RFC 4180. With another
// separator it reads as Excel does a file written for a different locale: a quote opens a quoted
// field only at the start of a cell, and after the closing quote whatever follows up to the next
// separator or line break is kept as it is, quotes included. That is how `"a","b;=1"` becomes a
// cell `=1"` in a `;` locale, the trap the exports must not fall into.

/** The rows of `text` (a byte-order mark is dropped), each a list of cells. */
export function parseCsv(text: string, separator: ',' | ';' | '\t' = ','): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let index = text.startsWith('\ufeff') ? 1 : 0;
  let atCellStart = true;
  const endCell = () => {
    row.push(cell);
    cell = '';
    atCellStart = true;
  };
  while (index < text.length) {
    const char = text[index]!;
    if (atCellStart && char === '"') {
      atCellStart = false;
      index++;
      for (; index < text.length; index++) {
        if (text[index] === '"' && text[index + 1] === '"') {
          cell += '"';
          index++;
        } else if (text[index] === '"') {
          index++;
          break;
        } else {
          cell += text[index];
        }
      }
      continue;
    }
    atCellStart = false;
    if (char === separator) {
      endCell();
    } else if (char === '\r' || char === '\n') {
      endCell();
      rows.push(row);
      row = [];
      if (char === '\r' && text[index + 1] === '\n') index++;
    } else {
      cell += char;
    }
    index++;
  }
  if (!atCellStart || row.length > 0) {
    endCell();
    rows.push(row);
  }
  return rows;
}

/** A cell a spreadsheet would run as a formula. A plain number (a refund's -10.00) runs nothing. */
export function isFormulaCell(cell: string): boolean {
  return /^[=+\-@\t\r]/.test(cell) && !/^-?\d+(\.\d+)?$/.test(cell);
}

/** Every cell that would run as a formula when `text` is opened with `separator`. */
export function formulaCells(text: string, separator: ',' | ';' | '\t'): string[] {
  return parseCsv(text, separator)
    .flat()
    .filter((cell) => isFormulaCell(cell));
}
