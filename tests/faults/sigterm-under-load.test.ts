// SIGTERM while 30 clients keep submitting to the production server process: requests in flight
// finish, requests after it get 503 (or find the port closed), the process exits 0, and every
// stored request is whole (its row, its first status and its e-mails, written together or not
// at all). Every 201 is in the database.
import { rmSync } from 'node:fs';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../src/server/db/client.js';
import { emailOutbox, serviceRequests, serviceRequestStatusHistory } from '../../src/server/db/schema.js';
import { startProductionServer, type RunningProcess } from '../support/processes.js';
import { brokerRequest } from '../support/service-requests.js';
import { createScratchPostgresDatabase, testDatabaseUrl } from '../support/test-database.js';
import { scratchFolder } from '../support/test-config.js';

const CLIENTS = 30;

// Two processes share the database, so this needs PostgreSQL (PGlite is one process's own).
const onPostgres = Boolean(testDatabaseUrl());
if (!onPostgres) {
  console.warn(
    'Skipping the SIGTERM-under-load test: it needs TEST_DATABASE_URL (PostgreSQL), since PGlite cannot be shared by two processes',
  );
}
const scratch = onPostgres ? await createScratchPostgresDatabase() : undefined;
let dataDir: string;
let server: RunningProcess;
let database: DatabaseHandle;

beforeAll(async () => {
  if (!scratch) return;
  dataDir = scratchFolder('freight-sigterm-');
  server = await startProductionServer({ DATA_DIR: dataDir, TRUST_PROXY: 'true', LOG_LEVEL: 'warn', DATABASE_URL: scratch.url });
  database = await openDatabase({ url: scratch.url, poolSize: 2 });
});

afterAll(async () => {
  await database?.close();
  await scratch?.drop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

describe.skipIf(!onPostgres)('SIGTERM under load', () => {
  it('finishes what is in flight, refuses the rest, exits cleanly and leaves no half-written request', async () => {
    const outcomes: { status: number | 'closed'; referenceId?: string }[] = [];
    let sent = 0;
    let stopping = false;
    const client = async (index: number) => {
      while (!stopping) {
        sent += 1;
        const address = `10.77.${index}.${sent & 255}`;
        try {
          const response = await fetch(`${server.url}/api/service-requests`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
            body: JSON.stringify(brokerRequest({ contactName: `Client ${index}` })),
          });
          const body = (await response.json()) as { referenceId?: string };
          outcomes.push({ status: response.status, referenceId: body.referenceId });
        } catch {
          outcomes.push({ status: 'closed' });
        }
      }
    };
    const clients = Array.from({ length: CLIENTS }, (_, index) => client(index));
    while (outcomes.filter((outcome) => outcome.status === 201).length < 100) await new Promise((resolve) => setTimeout(resolve, 20));

    const stopped = server.stop();
    // Keep knocking while it shuts down: those requests must be refused, not half served.
    await new Promise((resolve) => setTimeout(resolve, 300));
    stopping = true;
    await Promise.all(clients);
    expect(await stopped).toBe(0);

    const statuses = new Set(outcomes.map((outcome) => outcome.status));
    expect([...statuses].filter((status) => status !== 201 && status !== 503 && status !== 'closed')).toEqual([]);
    const accepted = outcomes.filter((outcome) => outcome.status === 201).map((outcome) => outcome.referenceId!);
    expect(accepted.length).toBeGreaterThanOrEqual(100);

    const stored = await database.db.select({ id: serviceRequests.id, referenceId: serviceRequests.referenceId }).from(serviceRequests);
    expect(new Set(stored.map((row) => row.referenceId))).toEqual(new Set(accepted));
    for (const row of stored) {
      const [history] = await database.db
        .select({ n: count() })
        .from(serviceRequestStatusHistory)
        .where(eq(serviceRequestStatusHistory.serviceRequestId, row.id));
      expect(history?.n, `${row.referenceId} has no first status`).toBe(1);
    }
    const [mails] = await database.db.select({ n: count() }).from(emailOutbox);
    expect(mails?.n).toBeGreaterThanOrEqual(stored.length);
  });
});
