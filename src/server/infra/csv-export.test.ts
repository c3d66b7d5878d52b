import type { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { byDescendingId, byDescendingIdRanges, csvLine, csvStream, type CsvColumn } from './csv-export.js';

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

async function* batchesOf(...batches: Row[][]) {
  for (const batch of batches) yield batch;
}

describe('csvLine (RFC 4180)', () => {
  it('quotes a field only when it holds a comma, a quote or a line break, and doubles its quotes', () => {
    expect(csvLine(['plain', 'a,b', 'say "hi"', 'two\nlines', 'cr\rhere', ''])).toBe(
      'plain,"a,b","say ""hi""","two\nlines","cr\rhere",\r\n',
    );
  });
});

describe('csvStream', () => {
  it('writes the byte-order mark, the header and every row of every batch, in order', async () => {
    const csv = await text(
      csvStream(COLUMNS, batchesOf([{ id: 3, name: 'Ann, Lee', note: null }], [{ id: 2, name: 'Bo', note: 'ok' }])),
    );
    expect(csv).toBe('\ufeffID,Name,Note\r\n3,"Ann, Lee",\r\n2,Bo,ok\r\n');
  });

  it('writes the header alone when nothing matches', async () => {
    expect(await text(csvStream(COLUMNS, batchesOf()))).toBe('\ufeffID,Name,Note\r\n');
  });

  it('neutralises cells a spreadsheet would run as formulas', async () => {
    const csv = await text(csvStream(COLUMNS, batchesOf([{ id: 1, name: '=HYPERLINK("http://x")', note: '@SUM(A1)' }])));
    expect(csv.split('\r\n')[1]).toBe(`1,"'=HYPERLINK(""http://x"")",'@SUM(A1)`);
  });

  it('fails the stream when a batch cannot be read', async () => {
    async function* failing(): AsyncGenerator<Row[]> {
      yield [{ id: 1, name: 'a', note: null }];
      throw new Error('database went away');
    }
    await expect(text(csvStream(COLUMNS, failing()))).rejects.toThrow('database went away');
  });
});

describe('byDescendingId', () => {
  it('asks for the next batch below the last id until a short batch ends it', async () => {
    const asked: (number | undefined)[] = [];
    const ids = [9, 8, 7, 6, 5];
    const batches = byDescendingId(async (beforeId, size) => {
      asked.push(beforeId);
      return ids.filter((id) => beforeId === undefined || id < beforeId).slice(0, size).map((id) => ({ id }));
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
    const batches = byDescendingIdRanges(async (fromId, toId) => {
      asked.push([fromId, toId]);
      return ids.filter((id) => id >= fromId && id < toId).map((id) => ({ id }));
    }, 12, 4);
    const seen: number[][] = [];
    for await (const batch of batches) seen.push(batch.map((row) => row.id));
    expect(seen).toEqual([[12, 11], [7, 6, 5], [1]]);
    expect(asked).toEqual([[9, 13], [5, 9], [1, 5]]);
  });

  it('asks for nothing when the table is empty', async () => {
    const batches = byDescendingIdRanges(async () => [{ id: 1 }], 0);
    for await (const batch of batches) expect.unreachable(`got ${JSON.stringify(batch)}`);
  });
});
