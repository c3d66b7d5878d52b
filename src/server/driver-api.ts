// Everything under /api/driver: the driver's page (issue 22). Two nested scopes make the rules
// structural, as for /api/account:
//   - every route refuses cross-site writes (and, like every /api answer, is never cached);
//   - every route except sign-in sits behind the driver guard (an active profile's session), so a
//     new driver route is protected by being registered here, and sees only its driver's loads.
import type { FastifyInstance } from 'fastify';
import { forAudience } from './plugins/api-docs.js';
import { refuseCrossSiteWrites } from './platform/http/same-origin.js';
import type { DriverCookie } from './platform/driver-sessions/cookies.js';
import { requireDriverSession } from './platform/driver-sessions/guard.js';
import { type DispatchDeps, driverLoadRoutes, driverReceiptRoutes } from './features/dispatch/index.js';
import { driverSessionRoutes, driverSignInRoutes } from './features/dispatch/index.js';

export const DRIVER_API_PREFIX = '/api/driver';

export async function driverApiRoutes(app: FastifyInstance, deps: DispatchDeps & { cookie: DriverCookie }) {
  await app.register(
    async (driverApi) => {
      driverApi.decorateRequest('driver', null);
      driverApi.addHook('onRequest', refuseCrossSiteWrites(deps.publicBaseUrl));

      await driverApi.register(driverSignInRoutes, deps);

      await driverApi.register(async (signedIn) => {
        // Described only to signed-in staff: these serve our own pages, not integrators (decision 056).
        signedIn.addHook('onRoute', forAudience('driver'));
        signedIn.addHook('onRequest', requireDriverSession(deps.db, deps.cookie));
        await signedIn.register(driverSessionRoutes, deps);
        await signedIn.register(driverLoadRoutes, deps);
        await signedIn.register(driverReceiptRoutes, deps);
      });
    },
    { prefix: DRIVER_API_PREFIX },
  );
}
