// Everything under /api/account: the customer's own page. Two nested scopes make the rules
// structural, as for /api/admin:
//   - every route refuses cross-site writes (and, like every /api answer, is never cached:
//     plugins/api-caching.ts);
//   - every route except the sign-in ones sits behind the customer guard, so a new portal route
//     is protected by being registered here, and sees only `request.customer.email`'s records.
import type { FastifyInstance } from 'fastify';
import { forAudience } from './plugins/api-docs.js';
import { refuseCrossSiteWrites } from './platform/http/same-origin.js';
import { requireCustomerSession } from './platform/customer-sessions/guard.js';
import { type DocumentDeps, portalDocumentRoutes } from './features/documents/index.js';
import {
  type CustomerPortalDeps,
  portalCompanyAccountRoutes,
  portalPreferenceRoutes,
  portalRequestRoutes,
} from './features/customer-portal/index.js';
import { quoteResponseRoutes } from './features/service-requests/index.js';
import { customerSessionRoutes, customerSignInRoutes } from './features/customer-portal/index.js';
import { type ReceivablesDeps, statementPortalRoutes } from './features/receivables/index.js';
import { type RateConfirmationDeps, rateConfirmationPortalRoutes } from './features/rate-confirmations/index.js';
import { type TrackingLinkDeps, trackingLinkPortalRoutes } from './features/tracking-links/index.js';
import { type TextMessageDeps, textsPortalRoutes } from './features/text-messages/index.js';

const CUSTOMER_API_PREFIX = '/api/account';

/** The portal's deps, and those of the features whose pages a billing contact sees (their statements). */
export interface CustomerApiDeps extends CustomerPortalDeps {
  receivables: ReceivablesDeps;
  /** A broker's rate confirmations: read, sign, send their own (issue 39). */
  rateConfirmations: RateConfirmationDeps;
  /** The customer's invoices, proofs, receipts, Documents list and packet. */
  documents: DocumentDeps;
  /** The request's tracking links to share and its consignee (issue 40). */
  trackingLinks: TrackingLinkDeps;
  /** Text messages for the customer and their consignee (issue 40). */
  texts: TextMessageDeps;
}

export async function customerPortalRoutes(app: FastifyInstance, deps: CustomerApiDeps) {
  await app.register(
    async (accountApi) => {
      accountApi.decorateRequest('customer', null);
      accountApi.addHook('onRequest', refuseCrossSiteWrites(deps.publicBaseUrl));

      await accountApi.register(customerSignInRoutes, deps);

      await accountApi.register(async (signedIn) => {
        // Described only to signed-in staff: these serve our own pages, not integrators (decision 056).
        signedIn.addHook('onRoute', forAudience('customer'));
        signedIn.addHook('onRequest', requireCustomerSession(deps.db, deps.cookie));
        await signedIn.register(customerSessionRoutes, deps);
        await signedIn.register(portalRequestRoutes, deps);
        await signedIn.register(portalPreferenceRoutes, deps);
        await signedIn.register(quoteResponseRoutes, deps);
        await signedIn.register(portalDocumentRoutes, deps.documents);
        await signedIn.register(statementPortalRoutes, deps.receivables);
        await signedIn.register(portalCompanyAccountRoutes, deps);
        await signedIn.register(rateConfirmationPortalRoutes, deps.rateConfirmations);
        await signedIn.register(trackingLinkPortalRoutes, deps.trackingLinks);
        await signedIn.register(textsPortalRoutes, deps.texts);
      });
    },
    { prefix: CUSTOMER_API_PREFIX },
  );
}
