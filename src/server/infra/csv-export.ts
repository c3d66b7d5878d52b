// CSV downloads for the admin dashboard, streamed: rows are read from the database in batches as
// the browser takes them, so an export of a million rows holds one batch in memory, not the table.
import { Readable } from 'node:stream';
import { stringify } from 'csv-stringify';

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
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

function cellText(value: CsvCell): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'number') return String(value);
  return neutralizeFormula(value);
}

/** Rows of `batches` as CSV text with a header line, a UTF-8 byte-order mark (for Excel) and CRLF lines. */
export function csvStream<Row>(columns: readonly CsvColumn<Row>[], batches: AsyncIterable<Row[]>): Readable {
  async function* records() {
    for await (const batch of batches) {
      for (const row of batch) yield columns.map((column) => cellText(column.value(row)));
    }
  }
  const csv = stringify({ header: true, columns: columns.map((column) => column.header), bom: true, record_delimiter: 'windows' });
  const source = Readable.from(records());
  source.on('error', (error) => csv.destroy(error));
  return source.pipe(csv);
}

/** Batches of rows walked by descending id: each batch starts below the last id of the one before. */
export async function* byDescendingId<Row extends { id: number }>(
  fetchBatch: (beforeId: number | undefined, batchSize: number) => Promise<Row[]>,
  batchSize = 1000,
): AsyncGenerator<Row[]> {
  let beforeId: number | undefined;
  for (;;) {
    const batch = await fetchBatch(beforeId, batchSize);
    if (batch.length > 0) yield batch;
    if (batch.length < batchSize) return;
    beforeId = batch[batch.length - 1]?.id;
  }
}

/** `service-requests-2026-11-23.csv`: the spec's names, dated by the day of the export (UTC). */
export function csvFileName(prefix: string, now = new Date()): string {
  return `${prefix}${now.toISOString().slice(0, 10)}.csv`;
}
