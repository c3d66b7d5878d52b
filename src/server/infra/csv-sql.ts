// CSV records rendered by PostgreSQL for the big admin exports. Turning 45 columns of a million rows
// into JavaScript objects, then into text, spent most of an export's time building and collecting
// garbage; asking the database for one record per row makes the export several times faster and
// its memory flat. The database only quotes (every field, quotes doubled): looking for formula
// starts in every cell with PostgreSQL's regular expressions cost four times the rest of the
// rendering, so csvLinesStream (csv-export.ts) looks for them in each whole record with one
// JavaScript regular expression and neutralises the rare record that has one (decision 052).
import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';

export interface CsvSqlColumn {
  header: string;
  /** The cell, already a quoted CSV field: use the helpers below. */
  field: SQL;
}

/** Every field quoted and its quotes doubled (RFC 4180); NULL is an empty field. */
const quoted = (text: SQL): SQL => sql`'"' || replace(coalesce(${text}, ''), '"', '""') || '"'`;

/** A text cell; its formula starts are neutralised by csvLinesStream, not here. NULL is empty. */
export const csvText = (value: SQLWrapper): SQL => quoted(sql`(${value})::text`);

/** A number: written as it is (quoted, like every field), never read as a formula. */
export const csvNumber = (value: SQLWrapper): SQL => sql`'"' || coalesce((${value})::text, '') || '"'`;

/** A moment in UTC, as JavaScript's toISOString writes it (2026-11-23T16:05:09.123Z), quoted. */
export const csvTimestamp = (value: SQLWrapper): SQL =>
  sql`'"' || coalesce(to_char((${value}) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'), '') || '"'`;

/** A stored value shown by its label; a value without one is shown as it is. */
export function csvLabel(value: SQLWrapper, labels: Readonly<Record<string, string>>): SQL {
  const cases = Object.entries(labels).map(([stored, label]) => sql`when ${stored} then ${label}`);
  return csvText(sql`case (${value})::text ${sql.join(cases, sql` `)} else (${value})::text end`);
}

/**
 * One CSV line of `columns` as a select expression: its fields quoted, without the line ending,
 * formula starts not yet neutralised, so for csvLinesStream only. concat_ws takes at most 100
 * arguments: an export has about 50 columns. The expression is rendered to SQL text once, its
 * constants (the labels) inlined: Drizzle walked its tree of some 400 pieces again for every
 * batch's query, a tenth of the server's time in a big export.
 */
export function csvLineSql(columns: readonly CsvSqlColumn[]): SQL<string> {
  const line = sql`concat_ws(',', ${sql.join(
    columns.map((column) => column.field),
    sql`, `,
  )})`;
  return sql<string>`${sql.raw(new PgDialect().sqlToQuery(line.inlineParams()).sql)}`;
}

export const csvHeaders = (columns: readonly CsvSqlColumn[]) => columns.map((column) => column.header);
