// CSV lines rendered by PostgreSQL for the big admin exports. Turning 45 columns of a million rows
// into JavaScript objects, then into text, spent most of an export's time building and collecting
// garbage; asking the database for one finished line per row makes the export several times
// faster and its memory flat. The field rules (every field quoted, formula neutralising) are the
// SQL functions of drizzle/0009_csv_quote_every_field.sql, the same rules as csv-export.ts.
import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';

export interface CsvSqlColumn {
  header: string;
  /** The cell, already a CSV field: use the helpers below. */
  field: SQL;
}

/** A text cell (formula-looking text neutralised); NULL is empty. */
export const csvText = (value: SQLWrapper): SQL => sql`csv_text((${value})::text)`;

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

/** One whole CSV line (with its CRLF) of `columns`, as a select expression. */
export function csvLineSql(columns: readonly CsvSqlColumn[]): SQL<string> {
  // '||' rather than concat(): concat takes at most 100 arguments. Every field is non-NULL.
  const fields = sql.join(
    columns.map((column) => column.field),
    sql` || ',' || `,
  );
  return sql<string>`${fields} || E'\\r\\n'`;
}

export const csvHeaders = (columns: readonly CsvSqlColumn[]) => columns.map((column) => column.header);
