import { buffer } from 'node:stream/consumers';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../tests/support/test-database.js';
import { selectRows, type DatabaseHandle } from '../db/client.js';
import { csvLinesStream, csvStream, type CsvColumn } from './csv-export.js';
import { csvHeaders, csvLabel, csvLineSql, csvNumber, csvText, csvTimestamp, type CsvSqlColumn } from './csv-sql.js';

let database: DatabaseHandle;

beforeAll(async () => {
  database = await openTestDatabase();
});

afterAll(async () => {
  await database.close();
});

interface Row {
  id: number;
  note: string | null;
  status: string;
  amount: number | null;
  at: Date | null;
}

const STATUS_LABELS = { received: 'Received', 'in-transit': 'In Transit' };

const SQL_COLUMNS: CsvSqlColumn[] = [
  { header: 'ID', field: csvNumber(sql`t.id`) },
  { header: 'Note', field: csvText(sql`t.note`) },
  { header: 'Status', field: csvLabel(sql`t.status`, STATUS_LABELS) },
  { header: 'Amount', field: csvNumber(sql`t.amount`) },
  { header: 'At', field: csvTimestamp(sql`t.at`) },
];

/** The same columns written by JavaScript: what the database's lines must equal once streamed. */
const JS_COLUMNS: CsvColumn<Row>[] = [
  { header: 'ID', value: (row) => row.id },
  { header: 'Note', value: (row) => row.note },
  { header: 'Status', value: (row) => STATUS_LABELS[row.status as keyof typeof STATUS_LABELS] ?? row.status },
  { header: 'Amount', value: (row) => row.amount },
  { header: 'At', value: (row) => row.at },
];

const NOTES = [
  '=HYPERLINK("http://evil.example","click")',
  '+1 555 0100',
  '-2+3 pallets',
  '@SUM(A1)',
  '\t=1',
  '\r\n=1',
  'Rate sheet;=WEBSERVICE("https://evil.example")',
  'a,@SUM(A1)',
  'line one\n+cmd',
  'say "=1"',
  'Rivera, "Imports" Inc',
  '-200.00',
  'plain text',
  'ünïcödé ✓',
  '',
  null,
];

const ROWS: Row[] = NOTES.map((note, index) => ({
  id: index + 1,
  note,
  status: index % 3 === 0 ? 'received' : index % 3 === 1 ? 'in-transit' : '=unlabelled',
  amount: index % 2 === 0 ? null : -index * 100,
  at: index % 4 === 0 ? null : new Date(Date.UTC(2026, 2, index, 5, 6, 7, 89)),
}));

async function linesFromDatabase(): Promise<{ line: string }[]> {
  const values = sql.join(
    ROWS.map(
      (row) =>
        sql`(${row.id}::int, ${row.note}::text, ${row.status}::text, ${row.amount}::int, ${row.at?.toISOString() ?? null}::timestamptz)`,
    ),
    sql`, `,
  );
  return selectRows<{ line: string }>(
    database.db,
    sql`select ${csvLineSql(SQL_COLUMNS)} as line from (values ${values}) as t(id, note, status, amount, at) order by t.id`,
  );
}

async function* oneBatch<Item>(items: Item[]) {
  yield items;
}

describe('csvLineSql through csvLinesStream', () => {
  it('writes what csvStream writes for the same values: quoting, formula neutralising, labels, numbers, UTC times, NULLs', async () => {
    const fromDatabase = (await buffer(csvLinesStream(csvHeaders(SQL_COLUMNS), oneBatch(await linesFromDatabase())))).toString('utf8');
    const fromJavaScript = (await buffer(csvStream(JS_COLUMNS, oneBatch(ROWS)))).toString('utf8');
    expect(fromDatabase.split('\r\n')).toEqual(fromJavaScript.split('\r\n'));
    expect(fromDatabase).toContain(`"'=HYPERLINK(""http://evil.example"",""click"")"`);
    expect(fromDatabase).toContain(`"Rate sheet;'=WEBSERVICE(""https://evil.example"")"`);
    expect(fromDatabase).toContain(`"'=unlabelled"`);
  });
});
