import type { Readable } from 'node:stream';
import { gunzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { csvLinesStream } from '../../infra/csv-export.js';
import { sendCsvDownload } from './csv-download.js';

/** Enough lines for several pieces and several gzip chunks, with a formula to neutralise. */
const LINES = Array.from({ length: 5_000 }, (_, index) => ({
  line: `"SR-${index}","${index % 7 === 0 ? '=1+1' : 'Rivera, ""Imports"" Inc'}"`,
}));

let app: FastifyInstance;

beforeAll(async () => {
  app = Fastify();
  app.get('/export', async (_request, reply) => sendCsvDownload(reply, 'service-requests-', csvOf(LINES)));
  app.get('/broken', async (_request, reply) => sendCsvDownload(reply, 'service-requests-', brokenCsv(1)));
  app.get('/broken-at-once', async (_request, reply) => sendCsvDownload(reply, 'service-requests-', brokenCsv(0)));
  await app.ready();
});

afterAll(async () => {
  await app.close();
});

function csvOf(lines: { line: string }[]): Readable {
  async function* batches() {
    yield lines.slice(0, 2_000);
    yield lines.slice(2_000);
  }
  return csvLinesStream(['Reference ID', 'Company'], batches());
}

/** An export whose database goes away after `goodBatches` batches. */
function brokenCsv(goodBatches: number): Readable {
  async function* batches() {
    for (let batch = 0; batch < goodBatches; batch++) yield LINES.slice(batch * 2_000, (batch + 1) * 2_000);
    throw new Error('database went away');
  }
  return csvLinesStream(['Reference ID', 'Company'], batches());
}

const download = (headers: Record<string, string> = {}, url = '/export') => app.inject({ method: 'GET', url, headers });

describe('sendCsvDownload', () => {
  it('sends the CSV as it is without Accept-Encoding, named and dated, saying it varies by Accept-Encoding', async () => {
    const response = await download();
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toContain(`filename="service-requests-${new Date().toISOString().slice(0, 10)}.csv"`);
    expect(response.headers.vary).toBe('Accept-Encoding');
    const lines = response.body.split('\r\n');
    expect(lines[0]).toBe('\ufeff"Reference ID","Company"');
    expect(lines).toHaveLength(1 + LINES.length + 1);
    expect(lines[1]).toBe(`"SR-0","'=1+1"`);
  });

  it('sends gzip when asked, decoding to exactly the plain CSV, with the same name', async () => {
    const plain = await download();
    const gzipped = await download({ 'accept-encoding': 'gzip, deflate, br' });
    expect(gzipped.statusCode).toBe(200);
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gzipped.headers.vary).toBe('Accept-Encoding');
    expect(gzipped.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(gzipped.headers['content-disposition']).toBe(plain.headers['content-disposition']);
    expect(gzipped.rawPayload.length).toBeLessThan(plain.rawPayload.length / 5);
    expect(gunzipSync(gzipped.rawPayload).equals(plain.rawPayload)).toBe(true);
  });

  it.each(['identity', 'gzip;q=0', '*;q=0', 'gzip;q=banana', 'br', '\u00ff\u00fe', ';;,,=q'])(
    'sends the CSV as it is for Accept-Encoding %j',
    async (acceptEncoding) => {
      const response = await download({ 'accept-encoding': acceptEncoding });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBeUndefined();
      expect(response.body.split('\r\n')).toHaveLength(1 + LINES.length + 1);
    },
  );

  it.each([
    ['after the first batch', '/broken', {}],
    ['after the first batch', '/broken', { 'accept-encoding': 'gzip' }],
    ['before any line', '/broken-at-once', {}],
    ['before any line', '/broken-at-once', { 'accept-encoding': 'gzip' }],
  ])('never sends a complete-looking file when the database fails %s (%s %j)', async (_when, url, headers) => {
    // Once bytes are out the transfer is cut short; before that (gzip holds the first lines back)
    // the answer is the error, neither compressed nor an attachment.
    const outcome = await download(headers, url).then(
      (response) => ({
        statusCode: response.statusCode,
        encoding: response.headers['content-encoding'],
        disposition: response.headers['content-disposition'],
        json: response.headers['content-type']?.toString().startsWith('application/json'),
      }),
      () => 'cut short',
    );
    expect(['cut short', { statusCode: 500, encoding: undefined, disposition: undefined, json: true }]).toContainEqual(outcome);
  });
});
