// Everything under /api/admin. Two nested scopes make the rules structural:
//   - every admin route refuses cross-site writes and is never cached;
//   - every route except POST /login and /login/code sits behind the session guard, so a new
//     admin route is protected by being registered here, with nothing to remember. Only the
//     session and enrolment routes also take a session that must first enrol an authenticator.
import type { FastifyInstance } from 'fastify';
import type { FileStorage } from '../../infra/storage/file-storage.js';
import { analyticsAdminRoutes } from '../analytics/admin-routes.js';
import { driverApplicationAdminRoutes } from '../driver-applications/admin-routes.js';
import { paymentAdminRoutes } from '../payments/admin-routes.js';
import type { PaymentDeps } from '../payments/deps.js';
import { serviceRequestAdminRoutes } from '../service-requests/admin-routes.js';
import { uploadAdminRoutes } from '../uploads/admin-routes.js';
import { adminCookies } from './auth/cookies.js';
import { requireAdminSession } from './auth/guard.js';
import { loginRoutes, sessionRoutes } from './auth/routes.js';
import { refuseCrossSiteWrites } from './auth/same-origin.js';
import { twoFactorEnrolmentRoutes, twoFactorSettingsRoutes } from './auth/two-factor-routes.js';
import { dashboardStatsRoutes } from './dashboard-stats-routes.js';

export const ADMIN_API_PREFIX = '/api/admin';

export interface AdminRoutesOptions {
  storage: FileStorage;
  onEmailQueued: () => void;
  paymentDeps: () => PaymentDeps;
}

export async function adminRoutes(app: FastifyInstance, options: AdminRoutesOptions) {
  const { config } = app;
  const policy = {
    idleMinutes: config.admin.sessionIdleMinutes,
    maxHours: config.admin.sessionMaxHours,
    requireMfa: config.admin.requireMfa,
  };
  const cookies = adminCookies(config.publicBaseUrl.startsWith('https://'));

  await app.register(
    async (adminApi) => {
      adminApi.decorateRequest('adminSession', null);
      adminApi.addHook('onRequest', refuseCrossSiteWrites(config.publicBaseUrl));
      // Admin answers hold customers' personal data: no browser or proxy may keep a copy.
      adminApi.addHook('onSend', async (_request, reply) => {
        if (!reply.hasHeader('cache-control')) void reply.header('cache-control', 'no-store');
      });

      await adminApi.register(loginRoutes, { policy, cookies });

      // A session that must enrol an authenticator (ADMIN_REQUIRE_MFA) reaches only these.
      await adminApi.register(async (enrolling) => {
        enrolling.addHook('onRequest', requireAdminSession(policy, cookies, ['complete', 'enrolment-required']));
        await enrolling.register(sessionRoutes, { policy, cookies });
        await enrolling.register(twoFactorEnrolmentRoutes, { policy, cookies });
      });

      await adminApi.register(async (signedIn) => {
        signedIn.addHook('onRequest', requireAdminSession(policy, cookies, ['complete']));
        await signedIn.register(twoFactorSettingsRoutes, { policy, cookies });
        await signedIn.register(dashboardStatsRoutes);
        await signedIn.register(serviceRequestAdminRoutes, { onEmailQueued: options.onEmailQueued });
        await signedIn.register(driverApplicationAdminRoutes, { onEmailQueued: options.onEmailQueued });
        await signedIn.register(uploadAdminRoutes, { storage: options.storage });
        await signedIn.register(paymentAdminRoutes, { deps: options.paymentDeps });
        await signedIn.register(analyticsAdminRoutes);
      });
    },
    { prefix: ADMIN_API_PREFIX },
  );
}
