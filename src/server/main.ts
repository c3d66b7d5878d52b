// Production entry point: serves the built client and the API from one process.
import { join } from 'node:path';
import { PROJECT_ROOT } from './project-root.js';
import { loadBuiltSite } from './site/built-site.js';
import { loadConfigOrExit, startServer } from './start-server.js';

const config = loadConfigOrExit();
await startServer(config, () =>
  loadBuiltSite(join(PROJECT_ROOT, 'dist', 'client'), config.company, { measurementId: config.analytics.measurementId }),
);
