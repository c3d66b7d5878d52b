import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../../tests/support/test-database.js';
import type { DatabaseHandle } from '../../db/client.js';
import { emailOutbox } from '../../db/schema.js';
import { enqueueEmails } from './outbox-repository.js';

let database: DatabaseHandle;

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

describe('enqueueEmails', () => {
  it('queues mail with the change that caused it, and not at all when that change is rolled back', async () => {
    await expect(
      database.db.transaction(async (tx) => {
        await enqueueEmails(tx, [{ to: 'lost@shipper.example', subject: 'Never sent', text: 'x', kind: 'service-request-received' }]);
        throw new Error('the request could not be stored');
      }),
    ).rejects.toThrow('the request could not be stored');

    await database.db.transaction(async (tx) => {
      await enqueueEmails(tx, [
        {
          to: 'dana@shipper.example',
          subject: 'We received your request',
          text: 'Hello',
          html: '<p>Hello</p>',
          kind: 'service-request-received',
        },
        { to: 'ops@otpfreight.example', subject: 'New shipper request', text: 'New request', kind: 'service-request-notification' },
      ]);
      await enqueueEmails(tx, []);
    });

    const rows = await database.db.select().from(emailOutbox).orderBy(emailOutbox.id);
    expect(rows).toMatchObject([
      {
        toAddress: 'dana@shipper.example',
        subject: 'We received your request',
        textBody: 'Hello',
        htmlBody: '<p>Hello</p>',
        kind: 'service-request-received',
        status: 'pending',
        attempts: 0,
        lastError: null,
        sentAt: null,
      },
      { toAddress: 'ops@otpfreight.example', htmlBody: null, kind: 'service-request-notification', status: 'pending' },
    ]);
    expect(rows[0]!.nextAttemptAt.getTime()).toBeLessThanOrEqual(Date.now() + 1000);
  });
});
