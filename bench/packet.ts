// `npm run bench:packet`: the document packet's performance (issue 39). On a scratch database, a
// delivered broker load with papers for a packet of 20 pages and 6 photos (contents 1, invoice 1,
// bill of lading 2, proof of delivery 2 with 4 photos, rate confirmation 12, two receipts with
// their photos, 1 page each; each photo a 1.5 MB JPEG, as phones send them), then:
//   1. one packet made BENCH_RUNS times (default 20) after a warm-up: its time (goal < 1 s) and
//      the extra memory it took (the process's peak RSS growth across one packet, goal < 100 MB);
//   2. 50 packets requested at once through the whole app (GET …/documents/packet.pdf), while
//      the office's look-up of another request (GET /api/admin/service-requests/:id) is asked
//      one after another: the look-up's p50/p95/p99 (goal p99 < 50 ms), and the same look-up
//      with no packets in flight for comparison.
// Both measured twice: the PDF made on the main thread (before), then in worker threads (after, as
// the built server makes it). Prints the numbers beside the goals and the machine's load; never fails on a timing. Needs
// PostgreSQL: BENCH_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/test (a scratch
// database is created and dropped).
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../src/server/app.js';
import { loadConfig } from '../src/server/config.js';
import { openDatabase, type Database } from '../src/server/db/client.js';
import { migrateDatabase } from '../src/server/db/migrate.js';
import { dispatchUpdates, proofsOfDelivery } from '../src/server/db/schema.js';
import { createOrResetAdmin } from '../src/server/features/admin/auth/accounts.js';
import { invoicePacketFile, makePacketsInWorkers } from '../src/server/features/documents/index.js';
import { localDiskStorage } from '../src/server/infra/storage/local-disk-storage.js';
import type { FileStorage } from '../src/server/infra/storage/file-storage.js';
import { insertDispatchableRequest, insertDriver, storeDispatchImage } from '../tests/support/dispatch.js';
import { jpegOfSize, PNG_BYTES } from '../tests/support/files.js';
import { THREE_LINES } from '../tests/support/invoices.js';
import { insertLoadReceipt, testPaperworkSource, testPdf } from '../tests/support/paperwork.js';
import { createScratchPostgresDatabase } from '../tests/support/test-database.js';

const RUNS = Number(process.env.BENCH_RUNS ?? 20);
const AT_ONCE = 50;
const LOOKUPS_ALONE = 200;
const PHOTO_BYTES = 1_500_000;
const GOALS = { packetMs: 1000, extraMegabytes: 100, lookupP99Ms: 50 };
let addresses = 0;

process.env.TEST_DATABASE_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const scratch = (await createScratchPostgresDatabase({ prefix: 'bench_packet' }))!;
const database = await openDatabase({ url: scratch.url, poolSize: 10 });
const dataDir = mkdtempSync(join(tmpdir(), 'bench-packet-'));
const storage = localDiskStorage(join(dataDir, 'uploads'));
const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', LOAD_SHEDDING_MAX_EVENT_LOOP_DELAY_MS: '0', DATA_DIR: dataDir });
const billsOfLading = testPaperworkSource(['signed']);
const rateConfirmations = testPaperworkSource(['signed', 'accepted']);
const paperwork = { billOfLading: billsOfLading.source, rateConfirmation: rateConfirmations.source };
let app: FastifyInstance | undefined;

try {
  await migrateDatabase(database);
  app = await buildApp({ config, database, storage, paperwork, logger: false });
  await app.ready();
  const cookie = await signIn(database.db, app);
  const admin = (options: InjectOptions): Promise<LightMyRequestResponse> =>
    app!.inject({ ...options, headers: { ...options.headers, cookie, origin: config.publicBaseUrl }, remoteAddress: nextAddress() });
  const load = await paperedLoad(database.db, storage, admin);
  const other = await insertDispatchableRequest(database.db, { contactEmail: 'other@shipper.example' });
  const context = { company: config.company, publicBaseUrl: config.publicBaseUrl, storage, paperwork };

  for (const inWorkers of [false, true]) {
    // Before and after: made on the main thread, then in the worker threads (as the built server makes them).
    makePacketsInWorkers(inWorkers);
    console.log(inWorkers ? '\n-- made in worker threads (the built server) --' : '\n-- made on the main thread --');
    await measure(load.id, other.id, context, admin);
  }
  console.log(
    `${loadavg()
      .map((value) => value.toFixed(1))
      .join(', ')} load average on ${availableParallelism()} cores`,
  );
} finally {
  await app?.close();
  await database.close();
  await scratch.drop();
  rmSync(dataDir, { recursive: true, force: true });
}

async function measure(
  loadId: number,
  otherId: number,
  context: Parameters<typeof invoicePacketFile>[1],
  admin: (options: InjectOptions) => Promise<LightMyRequestResponse>,
): Promise<void> {
  // 1. One packet: its time and the memory it takes.
  const first = await invoicePacketFile(database.db, context, loadId);
  if (!first) throw new Error('the load has no packet');
  const pages = first.parts.reduce((sum, part) => sum + part.pages, 1);
  console.log(
    `packet: ${pages} pages, ${(first.content.length / 1e6).toFixed(1)} MB, parts ${first.parts.map((part) => `${part.title} (${part.pages})`).join(', ')}`,
  );
  for (let run = 0; run < 3; run++) await invoicePacketFile(database.db, context, loadId);
  const delay = monitorEventLoopDelay({ resolution: 1 });
  delay.enable();
  await invoicePacketFile(database.db, context, loadId);
  delay.disable();
  console.log(`one packet's longest event-loop stall: ${ms(delay.max / 1e6)}`);
  global.gc?.();
  const peakBefore = process.resourceUsage().maxRSS;
  const rssBefore = process.memoryUsage().rss;
  const single = await timed(RUNS, () => invoicePacketFile(database.db, context, loadId));
  const extraMegabytes = Math.max((process.resourceUsage().maxRSS - peakBefore) * 1024, process.memoryUsage().rss - rssBefore) / 1e6;
  console.log(
    `one packet (${RUNS} runs): p50 ${ms(percentile(single, 50))}, max ${ms(Math.max(...single))} (goal < ${GOALS.packetMs} ms); extra memory ${extraMegabytes.toFixed(1)} MB (goal < ${GOALS.extraMegabytes} MB)`,
  );

  // 2. The look-up alone, then while 50 packets are made.
  const lookup = () => admin({ method: 'GET', url: `/api/admin/service-requests/${otherId}` });
  const alone = await timed(LOOKUPS_ALONE, lookup);
  console.log(`look-up alone: ${summary(alone)}`);
  let inFlight = AT_ONCE;
  const started = performance.now();
  const packets = Array.from({ length: AT_ONCE }, () =>
    admin({ method: 'GET', url: `/api/admin/service-requests/${loadId}/documents/packet.pdf` }).then((response) => {
      if (response.statusCode !== 200) throw new Error(`packet answered ${response.statusCode}`);
      inFlight--;
    }),
  );
  const during: number[] = [];
  while (inFlight > 0) {
    const at = performance.now();
    const response = await lookup();
    if (response.statusCode !== 200) throw new Error(`look-up answered ${response.statusCode}`);
    during.push(performance.now() - at);
  }
  await Promise.all(packets);
  console.log(`${AT_ONCE} packets at once: all made in ${ms(performance.now() - started)}`);
  console.log(`look-up meanwhile (${during.length} calls): ${summary(during)} (goal p99 < ${GOALS.lookupP99Ms} ms)`);
}

/** A delivered broker load with every paper, invoiced through the editor as the office does. */
async function paperedLoad(db: Database, files: FileStorage, admin: (options: InjectOptions) => Promise<LightMyRequestResponse>) {
  const driver = await insertDriver(db, { firstName: 'Maria', lastName: 'Lopez', phone: '(313) 555-0142' });
  const request = await insertDispatchableRequest(db, {
    contactEmail: 'broker@brokerage.example',
    userRole: 'broker',
    status: 'delivered',
  });
  const deliveredAt = new Date('2026-03-05T15:30:00Z');
  const [update] = await db
    .insert(dispatchUpdates)
    .values({
      clientUpdateId: randomUUID(),
      serviceRequestId: request.id,
      driverProfileId: driver.id,
      kind: 'stage',
      stage: 'delivered',
      recordedAt: deliveredAt,
    })
    .returning({ id: dispatchUpdates.id });
  const owner = { serviceRequestId: request.id, dispatchUpdateId: update!.id };
  const signatureUploadId = await storeDispatchImage(db, files, { ...owner, purpose: 'delivery_signature' }, PNG_BYTES, 'image/png');
  for (let photo = 0; photo < 4; photo++) {
    await storeDispatchImage(db, files, { ...owner, purpose: 'delivery_photo' }, jpegOfSize(PHOTO_BYTES), 'image/jpeg');
  }
  await db
    .insert(proofsOfDelivery)
    .values({ ...owner, driverProfileId: driver.id, receiverName: 'Sam Receiver', signatureUploadId, deliveredAt });
  for (const amount of ['85.00', '120.50']) await insertLoadReceipt(db, files, request.id, driver, amount, jpegOfSize(PHOTO_BYTES));
  const madeAt = new Date('2026-03-04T10:00:00Z');
  billsOfLading.set(request.id, [
    {
      version: 1,
      state: 'signed',
      label: '00123456700000018',
      madeAt,
      madeByStaff: 'bench',
      file: { filename: 'bill-of-lading.pdf', contentType: 'application/pdf', content: await testPdf('Bill of lading', 2) },
    },
  ]);
  rateConfirmations.set(request.id, [
    {
      version: 1,
      state: 'signed',
      label: 'Version 1',
      madeAt,
      madeByStaff: 'bench',
      file: { filename: 'rate-confirmation.pdf', contentType: 'application/pdf', content: await testPdf('Rate confirmation', 12) },
    },
  ]);
  const saved = await admin({
    method: 'PUT',
    url: `/api/admin/service-requests/${request.id}/invoice/draft`,
    payload: { lines: THREE_LINES },
  });
  if (saved.statusCode !== 200) throw new Error(`draft: ${saved.statusCode} ${saved.body}`);
  const sent = await admin({ method: 'POST', url: `/api/admin/service-requests/${request.id}/invoice/draft/send` });
  if (sent.statusCode !== 200) throw new Error(`send: ${sent.statusCode} ${sent.body}`);
  return request;
}

async function signIn(db: Database, server: FastifyInstance): Promise<string> {
  const account = { email: 'bench@freight.example', password: 'benchmark password' };
  await createOrResetAdmin(db, account.email, account.password);
  const login = await server.inject({
    method: 'POST',
    url: '/api/admin/login',
    headers: { origin: config.publicBaseUrl },
    payload: account,
  });
  if (login.statusCode !== 200) throw new Error(`sign-in failed: ${login.statusCode}`);
  return login.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
}

/** Each call from its own address, as many members would: no rate limit is reached. */
function nextAddress(): string {
  addresses++;
  return `10.${(addresses >> 16) & 255}.${(addresses >> 8) & 255}.${addresses & 255}`;
}

async function timed(runs: number, call: () => Promise<unknown>): Promise<number[]> {
  const times: number[] = [];
  for (let run = 0; run < runs; run++) {
    const at = performance.now();
    await call();
    times.push(performance.now() - at);
  }
  return times;
}

function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

function summary(times: readonly number[]): string {
  return `p50 ${ms(percentile(times, 50))}, p95 ${ms(percentile(times, 95))}, p99 ${ms(percentile(times, 99))}, max ${ms(Math.max(...times))}`;
}

function ms(value: number): string {
  return `${value.toFixed(1)} ms`;
}
