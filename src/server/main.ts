// Production entry point: serves the built client and the API from one process.
import { join } from 'node:path';
import { PROJECT_ROOT } from './project-root.js';
import { loadBuiltSite } from './site/built-site.js';
import { loadConfigOrExit, startServer } from './start-server.js';

// The production entry point runs as production unless the environment or .env says otherwise:
// started by hand or by a service manager without NODE_ENV, it must not fall into test payments.
const config = loadConfigOrExit('production');
await startServer(config, () =>
  loadBuiltSite(join(PROJECT_ROOT, 'dist', 'client'), config.company, { measurementId: config.analytics.measurementId }),
);
