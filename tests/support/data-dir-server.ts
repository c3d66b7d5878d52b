// The server as `npm start` starts it (config from the environment, migrations, the e-mail
// worker, SIGTERM), with a stand-in for the built site: for tests that look at what the process
// leaves on disk. Run as `node --import tsx tests/support/data-dir-server.ts`.
import { startServer } from '../../src/server/start-server.js';
import { loadConfigOrExit } from '../../src/server/load-config-or-exit.js';

await startServer(loadConfigOrExit(), () =>
  Promise.resolve({
    mode: 'built',
    register: () => Promise.resolve(),
    renderPage: () => Promise.resolve('<!doctype html><title>test</title>'),
  }),
);
