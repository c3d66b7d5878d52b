// `npm run bench:uploads`: 50 shippers submit at once, each with five 10 MB photos (2.5 GB in
// all), to the production build on PostgreSQL. Uploads are streamed to storage, never held in
// memory: the server's peak RSS must stay under 300 MB, and all 50 requests and 250 photos must
// be stored. Needs `npm run build`; BENCH_DATABASE_URL as for bench:api.
import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { count, eq } from 'drizzle-orm';
import { openDatabase } from '../src/server/db/client.js';
import { serviceRequests, uploads } from '../src/server/db/schema.js';
import { jpegOfSize } from '../tests/support/files.js';
import { shipperFields } from '../tests/support/service-requests.js';
import { createScratchPostgresDatabase } from '../tests/support/test-database.js';
import { startProductionServer } from '../tests/support/processes.js';

const SHIPPERS = Number(process.env.BENCH_SHIPPERS ?? 50);
const PHOTOS_EACH = 5;
const PHOTO_BYTES = 10_000_000;
const RSS_LIMIT_MB = 300;

process.env.TEST_DATABASE_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const scratch = (await createScratchPostgresDatabase())!;
const dataDir = mkdtempSync(join(tmpdir(), 'bench-uploads-'));
const server = await startProductionServer({ DATABASE_URL: scratch.url, DATA_DIR: dataDir, TRUST_PROXY: 'true' });
const database = await openDatabase({ url: scratch.url, poolSize: 2 });

try {
  // One photo in memory here, sent 250 times: the client's memory is not what is measured.
  const photo = new Blob([jpegOfSize(PHOTO_BYTES)], { type: 'image/jpeg' });
  const rssBefore = server.rssMb();
  const start = performance.now();
  const statuses = await Promise.all(
    Array.from({ length: SHIPPERS }, async (_, index) => {
      const form = new FormData();
      for (const [name, value] of Object.entries(shipperFields({ contactName: `Shipper ${index}` }))) form.append(name, value);
      for (let n = 0; n < PHOTOS_EACH; n++) form.append('itemPhotos', photo, `load-${index}-${n}.jpg`);
      const response = await fetch(`${server.url}/api/service-requests`, {
        method: 'POST',
        body: form,
        headers: { 'x-forwarded-for': `10.20.${index >> 8}.${index & 255}` },
      });
      await response.arrayBuffer();
      return response.status;
    }),
  );
  const seconds = (performance.now() - start) / 1000;

  const [requests] = await database.db.select({ n: count() }).from(serviceRequests).where(eq(serviceRequests.userRole, 'shipper'));
  const [photos] = await database.db.select({ n: count() }).from(uploads);
  const files = readdirSync(join(dataDir, 'uploads'), { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile());
  const storedBytes = files.reduce((sum, entry) => sum + statSync(join(entry.parentPath, entry.name)).size, 0);
  const peak = server.peakRssMb();
  const created = statuses.filter((status) => status === 201).length;

  console.log(
    `\n${SHIPPERS} shippers at once, ${PHOTOS_EACH} photos of ${(PHOTO_BYTES / 1e6).toFixed(0)} MB each, in ${seconds.toFixed(1)} s (${((SHIPPERS * PHOTOS_EACH * PHOTO_BYTES) / 1e6 / seconds).toFixed(0)} MB/s)`,
  );
  console.log('| measure | value | goal |\n|---|---|---|');
  console.log(`| answered 201 | ${created} of ${SHIPPERS} | all |`);
  console.log(`| requests stored | ${requests?.n ?? 0} | ${SHIPPERS} |`);
  console.log(
    `| photos stored (rows / files) | ${photos?.n ?? 0} / ${files.length} (${(storedBytes / 1e9).toFixed(2)} GB) | ${SHIPPERS * PHOTOS_EACH} |`,
  );
  console.log(
    `| server RSS before -> peak | ${rssBefore.toFixed(0)} -> ${peak.toFixed(0)} MB | under ${RSS_LIMIT_MB} MB: ${peak < RSS_LIMIT_MB ? 'met' : 'NOT met'} |`,
  );
} finally {
  await server.stop();
  await database.close();
  await scratch.drop();
  rmSync(dataDir, { recursive: true, force: true });
}
