// CSV downloads for the admin dashboard, streamed: rows are read from the database in batches as
// the browser takes them, so an export of a million rows holds one batch in memory, not the table.
import { Readable } from 'node:stream';

export type CsvCell = string | number | Date | null | undefined;

export interface CsvColumn<Row> {
  header: string;
  value: (row: Row) => CsvCell;
}

/**
 * A spreadsheet runs a cell that begins with = + - @ (or a tab or carriage return before one) as a
 * formula: a customer could type `=HYPERLINK(...)` into a form and have it run on an admin's
 * machine. Such cells get a leading apostrophe, which spreadsheets show as plain text (OWASP).
 */
export function neutralizeFormula(text: string): string {
  // A plain number (a refund's -200.00) runs nothing and must stay a number for the accountant.
  if (/^-?\d+(\.\d+)?$/.test(text)) return text;
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

function cellText(value: CsvCell): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'number') return String(value);
  return neutralizeFormula(value);
}

/**
 * Rows of `batches` as CSV text with a header line, a UTF-8 byte-order mark (for Excel) and CRLF
 * lines. The encoding is RFC 4180 written out here rather than a CSV library's: it is a few
 * lines, and the library's per-cell machinery held exports to a fifth of the speed
 * (docs/decisions/022). Big exports have the database write the lines (csvLinesStream).
 */
export function csvStream<Row>(columns: readonly CsvColumn<Row>[], batches: AsyncIterable<Row[]>): Readable {
  async function* lines() {
    for await (const batch of batches) {
      yield batch.map((row) => ({ line: csvLine(columns.map((column) => cellText(column.value(row)))) }));
    }
  }
  return csvLinesStream(
    columns.map((column) => column.header),
    lines(),
  );
}

/**
 * Finished lines (each with its CRLF) after the byte-order mark and the header: one piece of
 * text per batch, so one write to the socket per batch, not per row.
 */
export function csvLinesStream(headers: readonly string[], batches: AsyncIterable<{ line: string }[]>): Readable {
  async function* pieces() {
    yield BYTE_ORDER_MARK + csvLine(headers);
    for await (const batch of batches) {
      let text = '';
      for (const row of batch) text += row.line;
      yield text;
    }
  }
  return Readable.from(pieces(), { objectMode: false });
}

const BYTE_ORDER_MARK = '\ufeff';
const NEEDS_QUOTES = /[",\r\n]/;

/** One CSV record: a field with a comma, quote or line break is quoted, its quotes doubled. */
export function csvLine(fields: readonly string[]): string {
  let line = '';
  for (let index = 0; index < fields.length; index++) {
    const field = fields[index]!;
    if (index > 0) line += ',';
    line += NEEDS_QUOTES.test(field) ? `"${field.replaceAll('"', '""')}"` : field;
  }
  return `${line}\r\n`;
}

/** Batches of rows walked by descending id: each batch starts below the last id of the one before. */
export async function* byDescendingId<Row extends { id: number }>(
  fetchBatch: (beforeId: number | undefined, batchSize: number) => Promise<Row[]>,
  batchSize = 5000,
): AsyncGenerator<Row[]> {
  let beforeId: number | undefined;
  for (;;) {
    const batch = await fetchBatch(beforeId, batchSize);
    if (batch.length > 0) yield batch;
    if (batch.length < batchSize) return;
    beforeId = batch[batch.length - 1]?.id;
  }
}

/**
 * Batches of a whole table by descending id ranges [from, to), with the next range already asked
 * for while the last is sent: the database renders one batch while Node writes the other, which
 * takes a full export from one busy core to two. For unfiltered exports, where ids are dense; a
 * filtered one walks byDescendingId instead.
 */
export async function* byDescendingIdRanges<Row>(
  fetchRange: (fromId: number, toId: number) => Promise<Row[]>,
  maxId: number,
  rangeSize = 2000,
): AsyncGenerator<Row[]> {
  let upper = maxId + 1;
  const ask = () => {
    const lower = Math.max(1, upper - rangeSize);
    const pending = fetchRange(lower, upper);
    upper = lower;
    // Handled when awaited; this only keeps a failure after the client left from going unheard.
    pending.catch(() => undefined);
    return pending;
  };
  let next = upper > 1 ? ask() : undefined;
  while (next) {
    const current = next;
    next = upper > 1 ? ask() : undefined;
    const rows = await current;
    if (rows.length > 0) yield rows;
  }
}

/** `service-requests-2026-11-23.csv`: the spec's names, dated by the day of the export (UTC). */
export function csvFileName(prefix: string, now = new Date()): string {
  return `${prefix}${now.toISOString().slice(0, 10)}.csv`;
}
