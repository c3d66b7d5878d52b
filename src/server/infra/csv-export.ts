// CSV downloads for the admin dashboard, streamed: rows are read from the database in batches as
// the browser takes them, so an export of a million rows holds one batch in memory, not the table.
import { Readable } from 'node:stream';

export type CsvCell = string | number | Date | null | undefined;

export interface CsvColumn<Row> {
  header: string;
  value: (row: Row) => CsvCell;
}

const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;
const FORMULA_START = /^[=+\-@\t\r]/;
/** A formula start right after a character some reader splits cells or lines at. */
const FORMULA_AFTER_SEPARATOR = /([,;\t\r\n])(?=[=+\-@\t\r])/g;

/**
 * A spreadsheet runs a cell that begins with = + - @ (or a tab or carriage return before one) as a
 * formula: a customer could type `=HYPERLINK(...)` into a form and have it run on an admin's
 * machine. Such cells get a leading apostrophe, which spreadsheets show as plain text (OWASP).
 * A cell can also begin inside a field: Excel in a locale whose separator is `;` splits
 * `Rate sheet;=WEBSERVICE(...)` in two, and a reader that splits at tabs or line breaks does the
 * same, so a formula start after any of , ; tab CR LF gets the apostrophe too. (Every field is
 * quoted as well, csvLine; this holds even for readers that do not honour the quotes.)
 * The same rules are csv_text in drizzle/0009_csv_quote_every_field.sql.
 */
export function neutralizeFormula(text: string): string {
  // A plain number (a refund's -200.00) runs nothing and must stay a number for the accountant.
  if (PLAIN_NUMBER.test(text)) return text;
  const inside = text.replace(FORMULA_AFTER_SEPARATOR, "$1'");
  return FORMULA_START.test(inside) ? `'${inside}` : inside;
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
    for await (const batch of batches) yield batch.map((row) => csvLine(columns.map((column) => cellText(column.value(row)))));
  }
  return csvTextStream(
    columns.map((column) => column.header),
    lines(),
  );
}

/**
 * Lines the database wrote with csvLineSql (csv-sql.ts): quoted fields without a line ending,
 * each neutralised here (neutralizeQuotedLine), after the byte-order mark and the header.
 */
export function csvLinesStream(headers: readonly string[], batches: AsyncIterable<{ line: string }[]>): Readable {
  async function* lines() {
    for await (const batch of batches) yield batch.map((row) => `${neutralizeQuotedLine(row.line)}\r\n`);
  }
  return csvTextStream(headers, lines());
}

/**
 * Text is sent in pieces of about this many characters, one write to the socket each. A piece
 * per batch (about 1 MB for 2,000 requests) went to V8's large-object space and was freed only by
 * full collections: the heap grew by 100 MB during a big export. Pieces this small die young.
 */
const PIECE_CHARACTERS = 64 * 1024;

function csvTextStream(headers: readonly string[], batches: AsyncIterable<string[]>): Readable {
  async function* pieces() {
    let piece = BYTE_ORDER_MARK + csvLine(headers);
    for await (const lines of batches) {
      for (const line of lines) {
        piece += line;
        if (piece.length >= PIECE_CHARACTERS) {
          yield piece;
          piece = '';
        }
      }
    }
    if (piece) yield piece;
  }
  return Readable.from(pieces(), { objectMode: false });
}

/**
 * In a line of quoted fields, where a formula start can be: at a field's start (after its
 * opening quote) or after , ; tab CR or LF anywhere.
 */
const POSSIBLE_FORMULA = /[",;\t\r\n][-=+@\t\r]/;

/**
 * A line of quoted fields as csvLine(fields.map(neutralizeFormula)) writes it, minus the CRLF. A
 * field beginning with a formula start has it right after its opening quote, and a formula start
 * after a separator is still there once quotes are doubled (doubling adds only quotes), so a line
 * without POSSIBLE_FORMULA needs nothing: one pass of one regular expression over the line, the
 * case of nearly every line. A line with one (a plain negative number or `""=` inside a field
 * match too) is split into its fields, and each is neutralised as csvStream does.
 */
export function neutralizeQuotedLine(line: string): string {
  // A line not starting with a quote is none the database wrote: quotedFields refuses it.
  if (line.startsWith('"') && !POSSIBLE_FORMULA.test(line)) return line;
  return csvRecord(quotedFields(line).map(neutralizeFormula));
}

/** The fields of a line where every field is quoted ("a","b ""c"""), their quotes undoubled. */
export function quotedFields(line: string): string[] {
  const fields: string[] = [];
  let at = 0;
  for (;;) {
    if (line[at] !== '"') throw new Error(`A CSV line has an unquoted field at character ${at}.`);
    let field = '';
    let from = at + 1;
    for (;;) {
      const quote = line.indexOf('"', from);
      if (quote === -1) throw new Error(`A CSV line has an unterminated field at character ${at}.`);
      if (line[quote + 1] !== '"') {
        field += line.slice(from, quote);
        at = quote + 1;
        break;
      }
      field += line.slice(from, quote + 1);
      from = quote + 2;
    }
    fields.push(field);
    if (at === line.length) return fields;
    if (line[at] !== ',') throw new Error(`A CSV line has no comma after its field at character ${at}.`);
    at += 1;
  }
}

const BYTE_ORDER_MARK = '\ufeff';

/**
 * One CSV record, every field quoted and its quotes doubled. Quoting only fields with a comma
 * let `a;=1` go out bare, and Excel with `;` as its separator read a formula there; a quoted
 * field is one cell whatever the reader's separator.
 */
export function csvLine(fields: readonly string[]): string {
  return `${csvRecord(fields)}\r\n`;
}

function csvRecord(fields: readonly string[]): string {
  let record = '';
  for (let index = 0; index < fields.length; index++) {
    if (index > 0) record += ',';
    record += `"${fields[index]!.replaceAll('"', '""')}"`;
  }
  return record;
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
