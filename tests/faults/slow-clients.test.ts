// Slow clients: 500 raw sockets that connect and then say nothing, trickle their headers, or
// trickle a body a byte at a time, against the app listening on 127.0.0.1. While they hang on,
// another client's requests are answered as usual; every slow socket is closed by the server
// within its timeout (plus a generous margin for a busy machine); one address cannot hold more
// than its share of connections; and an honest upload that is slow but keeps moving still gets
// through. Timings are printed, not asserted: this machine is shared.
import { connect, type Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app.js';
import type { DatabaseHandle } from '../../src/server/db/client.js';
import { jpegOfSize } from '../support/files.js';
import { brokerRequest, multipart, shipperFields } from '../support/service-requests.js';
import { testConfig } from '../support/test-config.js';
import { openTestDatabase } from '../support/test-database.js';

// Long enough that opening 500 sockets and serving the other client fit inside it on a busy machine.
const HEADERS_TIMEOUT_MS = 6000;
const BODY_TIMEOUT_MS = 6000;
const PER_ADDRESS = 25;
const SLOW_CLIENTS = 500;
/** A slow client's addresses: 127.0.1.1 to .20, 25 each (the whole of 127/8 is this machine). */
const SLOW_ADDRESSES = Array.from({ length: SLOW_CLIENTS / PER_ADDRESS }, (_, index) => `127.0.1.${index + 1}`);
/** Room for a machine busy with other tests: a socket left open past this is a failure. */
const MARGIN_MS = 10_000;
const TRICKLE_EVERY_MS = 250;

let database: DatabaseHandle;
let app: FastifyInstance;
let port: number;
const sockets: Socket[] = [];

beforeAll(async () => {
  database = await openTestDatabase();
  app = await buildApp({
    config: testConfig({
      HTTP_HEADERS_TIMEOUT_MS: String(HEADERS_TIMEOUT_MS),
      HTTP_BODY_TIMEOUT_MS: String(BODY_TIMEOUT_MS),
      HTTP_BODY_MIN_BYTES_PER_SECOND: '500',
      HTTP_REQUEST_TIMEOUT_MS: '60000',
      HTTP_MAX_CONNECTIONS_PER_ADDRESS: String(PER_ADDRESS),
    }),
    database,
    logger: false,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  port = typeof address === 'object' && address ? address.port : 0;
});

afterAll(async () => {
  for (const socket of sockets) socket.destroy();
  await app?.close();
  await database?.close();
});

type SlowKind = 'silent' | 'headers' | 'body';

interface SlowClient {
  kind: SlowKind;
  socket: Socket;
  openedAt: number;
  closedAt: number | undefined;
  answer: string;
}

/** A raw socket from `localAddress` that starts a request of its kind and never finishes it. */
async function openSlowClient(localAddress: string, kind: SlowKind): Promise<SlowClient> {
  const socket = connect({ host: '127.0.0.1', port, localAddress });
  sockets.push(socket);
  const client: SlowClient = { kind, socket, openedAt: 0, closedAt: undefined, answer: '' };
  socket.on('data', (chunk: Buffer) => (client.answer += chunk.toString('latin1')));
  socket.on('error', () => undefined);
  socket.on('close', () => (client.closedAt = Date.now()));
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('error', reject);
  });
  client.openedAt = Date.now();
  if (kind === 'headers') socket.write('POST /api/track/interaction HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ');
  if (kind === 'body') {
    socket.write(
      'POST /api/track/interaction HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 8192\r\n\r\n{"interactionType":"',
    );
  }
  return client;
}

/** One byte every TRICKLE_EVERY_MS on every trickling socket still open. */
function trickle(clients: SlowClient[]): () => void {
  const timer = setInterval(() => {
    for (const client of clients) {
      if (client.kind !== 'silent' && !client.socket.destroyed && client.socket.writable) client.socket.write('a');
    }
  }, TRICKLE_EVERY_MS);
  return () => clearInterval(timer);
}

async function waitUntil(done: () => boolean, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!done() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
}

interface Timed {
  status: number;
  ms: number;
}

async function timedFetch(path: string, init?: RequestInit): Promise<Timed> {
  const started = performance.now();
  const response = await fetch(`http://127.0.0.1:${port}${path}`, init);
  await response.arrayBuffer();
  return { status: response.status, ms: performance.now() - started };
}

/** What a normal visitor does meanwhile: health, the payment page's config, a request submitted. */
async function normalTraffic(rounds: number): Promise<Timed[]> {
  const results: Timed[] = [];
  for (let round = 0; round < rounds; round++) {
    results.push(await timedFetch('/healthz'));
    results.push(await timedFetch('/api/payments/config'));
    if (round % 4 === 0) {
      results.push(
        await timedFetch('/api/service-requests', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(brokerRequest({ serviceDescription: `Submitted beside slow clients, round ${round}` })),
        }),
      );
    }
  }
  return results;
}

const percentile = (values: number[], share: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * share))] ?? 0;
const summary = (values: number[]) =>
  `p50 ${percentile(values, 0.5).toFixed(1)} ms, p95 ${percentile(values, 0.95).toFixed(1)} ms, max ${Math.max(...values).toFixed(1)} ms`;

describe('slow clients', () => {
  it(`closes ${SLOW_CLIENTS} slow sockets in time while another client is served as usual`, async () => {
    const before = await normalTraffic(8);

    const kinds: SlowKind[] = ['silent', 'headers', 'body'];
    const slow = await Promise.all(
      Array.from({ length: SLOW_CLIENTS }, (_, index) =>
        openSlowClient(SLOW_ADDRESSES[index % SLOW_ADDRESSES.length]!, kinds[index % kinds.length]!),
      ),
    );
    const stopTrickle = trickle(slow);
    try {
      const openWhileServed = slow.filter((client) => client.closedAt === undefined).length;
      const during = await normalTraffic(8);

      await waitUntil(
        () => slow.every((client) => client.closedAt !== undefined),
        Math.max(HEADERS_TIMEOUT_MS, BODY_TIMEOUT_MS) + MARGIN_MS + 2000,
      );

      const lifetimes = slow.map((client) => (client.closedAt ?? Date.now()) - client.openedAt);
      console.log(
        [
          `slow clients: ${SLOW_CLIENTS} sockets (silent, trickling headers, trickling a body; a byte every ${TRICKLE_EVERY_MS} ms), ${openWhileServed} still open while the other client was served`,
          `  closed by the server after ${summary(lifetimes)} (limits: headers ${HEADERS_TIMEOUT_MS} ms, body ${BODY_TIMEOUT_MS} ms + 1 s per 500 bytes)`,
          ...kinds.map(
            (kind) =>
              `  ${kind.padEnd(7)} answered 408: ${slow.filter((client) => client.kind === kind && client.answer.startsWith('HTTP/1.1 408')).length} of ${slow.filter((client) => client.kind === kind).length}`,
          ),
          `  other client before: ${summary(before.map((result) => result.ms))}`,
          `  other client during: ${summary(during.map((result) => result.ms))}`,
        ].join('\n'),
      );

      // The other client got every answer, while the slow sockets were still hanging on.
      expect(openWhileServed).toBeGreaterThan(SLOW_CLIENTS / 2);
      expect(during.map((result) => result.status)).toEqual(before.map((result) => result.status));
      expect(new Set(during.map((result) => result.status))).toEqual(new Set([200, 201]));

      // Every slow socket was closed by the server, within its limit and the margin.
      const late = slow.filter(
        (client) =>
          client.closedAt === undefined || client.closedAt - client.openedAt > Math.max(HEADERS_TIMEOUT_MS, BODY_TIMEOUT_MS) + MARGIN_MS,
      );
      expect(late.map((client) => client.kind)).toEqual([]);
      // A trickled body is told why before the connection is closed (Node has no such timeout: ours).
      expect(
        slow.filter(
          (client) => client.kind === 'body' && !(client.answer.startsWith('HTTP/1.1 408') && client.answer.includes('arrived too slowly')),
        ).length,
      ).toBe(0);
    } finally {
      stopTrickle();
    }
  });

  it(`lets one address hold ${PER_ADDRESS} connections; the next ones are refused with 429 at once`, async () => {
    const clients = await Promise.all(Array.from({ length: PER_ADDRESS + 5 }, () => openSlowClient('127.0.2.1', 'silent')));
    // Refused by their answer, not by being closed: a silent socket is also closed (408) at its timeout.
    const isRefused = (client: SlowClient) => client.answer.startsWith('HTTP/1.1 429');
    await waitUntil(() => clients.filter(isRefused).length >= 5, 30_000);
    const refused = clients.filter(isRefused);
    expect(refused).toHaveLength(5);
    for (const client of refused) expect(client.answer).toMatch(/^HTTP\/1\.1 429 /);
    // Another address is not affected.
    expect((await timedFetch('/healthz')).status).toBe(200);
    await waitUntil(() => clients.every((client) => client.closedAt !== undefined), HEADERS_TIMEOUT_MS + MARGIN_MS);
    expect(clients.filter((client) => client.closedAt === undefined)).toEqual([]);
  });

  it('still takes an honest upload that is slower than the body timeout but keeps moving', async () => {
    const body = await multipart(shipperFields({ serviceDescription: 'Sent from a slow phone' }), {
      itemPhotos: [{ name: 'pallet.jpg', bytes: jpegOfSize(120_000) }],
    });
    const socket = connect({ host: '127.0.0.1', port, localAddress: '127.0.3.1' });
    sockets.push(socket);
    let answer = '';
    socket.on('data', (chunk: Buffer) => (answer += chunk.toString('latin1')));
    await new Promise<void>((resolve) => socket.once('connect', resolve));
    socket.write(
      `POST /api/service-requests HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: ${body.contentType}\r\nContent-Length: ${body.payload.length}\r\nConnection: close\r\n\r\n`,
    );
    // About 24 KB/s: five seconds for the whole body, more than twice the body timeout.
    const started = Date.now();
    for (let offset = 0; offset < body.payload.length; offset += 2400) {
      socket.write(body.payload.subarray(offset, offset + 2400));
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    await waitUntil(() => socket.destroyed || answer.includes('\r\n\r\n{'), 10_000);
    console.log(
      `honest slow upload: ${body.payload.length} bytes in ${((Date.now() - started) / 1000).toFixed(1)} s, answered ${answer.split('\r\n')[0]}`,
    );
    expect(answer).toMatch(/^HTTP\/1\.1 201 /);
  });
});
