// Development entry point (`npm run dev`): tsx restarts the server when server code changes,
// Vite hot-reloads the client in place.
import { join } from 'node:path';
import { createServer as createViteServer } from 'vite';
import { PROJECT_ROOT } from './project-root.js';
import { viteDevSite } from './site/vite-dev-site.js';
import { startServer } from './start-server.js';
import { loadConfigOrExit } from './load-config-or-exit.js';

const config = loadConfigOrExit();
const clientRoot = join(PROJECT_ROOT, 'src', 'client');
await startServer(config, async () => {
  const vite = await createViteServer({
    configFile: join(PROJECT_ROOT, 'vite.config.ts'),
    server: { middlewareMode: true },
    appType: 'custom',
  });
  return viteDevSite(vite, clientRoot, config.company, { measurementId: config.analytics.measurementId });
});
