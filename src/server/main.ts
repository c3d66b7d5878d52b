// Production entry point: serves the built client and the API from one process.
import { join } from 'node:path';
import { loadConfigOrExit } from './load-config-or-exit.js';
import { PROJECT_ROOT } from './project-root.js';
import { startTracing } from './tracing/tracing.js';

// The production entry point runs as production unless the environment or .env says otherwise:
// started by hand or by a service manager without NODE_ENV, it must not fall into test payments.
const config = loadConfigOrExit('production');
// Tracing starts before the server's modules are imported: the pg instrumentation can only patch
// the driver as it is first loaded, and the imports below load it. Off, nothing of it loads.
const tracing = await startTracing(config.tracing);
const { startServer } = await import('./start-server.js');
const { loadBuiltSite } = await import('./site/built-site.js');
await startServer(
  config,
  () => loadBuiltSite(join(PROJECT_ROOT, 'dist', 'client'), config.company, { measurementId: config.analytics.measurementId }),
  tracing,
);
