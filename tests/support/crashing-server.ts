// The server as start-server.ts starts it (config, migrations, the e-mail worker, shutdown), with
// one extra route that breaks the process from outside any request's handling while that request
// is still working: `GET /api/test/crash?how=throw` (an uncaught exception) or `?how=reject` (an
// unhandled rejection). It answers 200 after 300 ms, so a graceful close lets it finish first.
// Run as `node --import tsx tests/support/crashing-server.ts`.
import { setTimeout as sleep } from 'node:timers/promises';
import { startServer } from '../../src/server/start-server.js';
import { loadConfigOrExit } from '../../src/server/load-config-or-exit.js';

await startServer(loadConfigOrExit(), () =>
  Promise.resolve({
    mode: 'built',
    register: (app) => {
      app.get<{ Querystring: { how?: string } }>('/api/test/crash', async (request) => {
        const how = request.query.how;
        setImmediate(() => {
          if (how === 'reject') void Promise.reject(new Error('rejected with nobody listening'));
          else throw new Error('thrown outside any request');
        });
        await sleep(300);
        return { finished: true };
      });
      return Promise.resolve();
    },
    renderPage: () => Promise.resolve('<!doctype html><title>test</title>'),
  }),
);
