// File storage failing mid-upload (a full disk, S3 unreachable): the customer gets a plain 503 to
// try again, nothing half-stored is kept, and no request row is written. Not the customer's fault,
// and not a bug: never a 500.
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app.js';
import type { DatabaseHandle } from '../../src/server/db/client.js';
import { serviceRequests } from '../../src/server/db/schema.js';
import type { FileStorage } from '../../src/server/infra/storage/file-storage.js';
import { STORAGE_UNAVAILABLE_MESSAGE } from '../../src/server/infra/storage/multipart-form.js';
import { PDF_BYTES, PNG_BYTES } from '../support/files.js';
import { shipperFields, submitMultipart } from '../support/service-requests.js';
import { testConfig } from '../support/test-config.js';
import { openTestDatabase } from '../support/test-database.js';

/** A storage that fails the way `mode` says, and remembers what it was asked to remove. */
function failingStorage(mode: { failAt: 'open' | 'write' }) {
  const removed: string[] = [];
  const storage: FileStorage = {
    async openWriteStream() {
      if (mode.failAt === 'open') throw new Error('connect ETIMEDOUT s3.example');
      return new Writable({
        write(_chunk, _encoding, done) {
          done(new Error('ENOSPC: no space left on device'));
        },
      });
    },
    openReadStream: () => Promise.reject(new Error('not stored')),
    remove: async (key) => {
      removed.push(key);
    },
    describe: () => 'failing storage',
  };
  return { storage, removed };
}

describe('file storage failing during an upload', () => {
  let database: DatabaseHandle;
  const mode: { failAt: 'open' | 'write' } = { failAt: 'write' };
  const { storage, removed } = failingStorage(mode);
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await openTestDatabase();
    app = await buildApp({ config: testConfig(), database, logger: false, storage });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  for (const failAt of ['open', 'write'] as const) {
    it(`answers 503 when the storage fails to ${failAt}, keeping nothing`, async () => {
      mode.failAt = failAt;
      removed.length = 0;
      const response = await submitMultipart(app, '/api/service-requests', shipperFields(), {
        itemPhotos: [
          { name: 'pallet.png', bytes: PNG_BYTES },
          { name: 'bill.pdf', bytes: PDF_BYTES },
        ],
      });
      expect(response.statusCode).toBe(503);
      expect(response.json<{ message: string }>().message).toBe(STORAGE_UNAVAILABLE_MESSAGE);
      expect(removed.length).toBeGreaterThan(0);
      expect(await database.db.select().from(serviceRequests)).toEqual([]);
    });
  }
});
