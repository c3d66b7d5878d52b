import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { testConfig } from '../../tests/support/test-config.js';
import { openTestDatabase } from '../../tests/support/test-database.js';
import { buildApp } from './app.js';
import { closeGracefully } from './shutdown.js';

describe('closeGracefully', () => {
  it('lets an in-flight request finish, refuses new connections, then closes the database', async () => {
    const database = await openTestDatabase();
    const app = await buildApp({ config: testConfig(), database, logger: false });
    let finished = false;
    app.get('/api/test/slow', async () => {
      await sleep(400);
      finished = true;
      return { done: true };
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    const baseUrl = typeof address === 'object' && address ? `http://127.0.0.1:${address.port}` : '';

    const inFlight = fetch(`${baseUrl}/api/test/slow`);
    await sleep(100);
    const closing = closeGracefully(app, database);

    const response = await inFlight;
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ done: true });
    await closing;
    expect(finished).toBe(true);
    await expect(fetch(`${baseUrl}/healthz`)).rejects.toThrow();
    await expect(database.ping()).rejects.toThrow();
  });
});
