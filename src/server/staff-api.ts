// Everything under /api/admin. Two nested scopes make the rules structural:
//   - every admin route refuses cross-site writes (never cached, like every /api answer: plugins/api-caching.ts);
//   - every route except POST /login and /login/code sits behind the session guard, so a new
//     admin route is protected by being registered here, with nothing to remember. Only the
//     session and enrolment routes also take a session that must first enrol an authenticator;
//   - behind the session guard, the role guard lets a member use only the area each route
//     declares (`config: { staffArea }`) and their role allows; a route without one is refused.
import type { FastifyInstance } from 'fastify';
import { servedOverHttps } from '../shared/cookie-attributes.js';
import type { Database } from './db/client.js';
import { sessionBoundAnswers } from './infra/session-bound-answers.js';
import { forAudience } from './plugins/api-docs.js';
import type { FileStorage } from './infra/storage/file-storage.js';
import { requireAdminSession } from './platform/staff-sessions/guard.js';
import { allowedRolesOnly, describeStaffArea } from './platform/staff-sessions/role-guard.js';
import { staffStreamRecheck } from './platform/staff-sessions/stream-session-recheck.js';
import { refuseCrossSiteWrites } from './platform/http/same-origin.js';
import type { SessionPolicy } from './platform/staff-sessions/staff-session.js';
import type { EmailOutbox } from './infra/email/outbox.js';
import type { CompanyProfile } from '../shared/company-profile.js';
import { analyticsAdminRoutes, dashboardStatsRoutes } from './features/analytics/index.js';
import { driverApplicationAdminRoutes, type DriverApplicationDeps, driverStatusAdminRoutes } from './features/driver-applications/index.js';
import { paymentAdminRoutes, type PaymentDeps } from './features/payments/index.js';
import { serviceRequestAdminRoutes, type ServiceRequestDeps } from './features/service-requests/index.js';
import { uploadAdminRoutes } from './features/uploads/index.js';
import {
  adminCookies,
  type AdminAuthDeps,
  loginRoutes,
  sessionRoutes,
  twoFactorEnrolmentRoutes,
  twoFactorSettingsRoutes,
  apiDescriptionRoutes,
  ownAccountRoutes,
  passwordResetRoutes,
} from './features/admin/index.js';
import { inviteAcceptanceRoutes, teamRoutes } from './features/team/index.js';
import { auditLogRoutes } from './features/audit/index.js';
import { billOfLadingAdminRoutes, type BillOfLadingDeps } from './features/bills-of-lading/index.js';
import { type DocumentDeps, documentAdminRoutes } from './features/documents/index.js';
import { accountAdminRoutes, requestAccountRoutes } from './features/accounts/index.js';
import { type DispatchDeps, dispatchAdminRoutes, receiptPhotoAdminRoutes } from './features/dispatch/index.js';
import {
  accessorialCatalogueRoutes,
  invoiceAdminRoutes,
  invoiceCorrectionRoutes,
  invoiceLinesExportRoutes,
  type InvoicingDeps,
  type FuelSurchargeDeps,
  fuelSurchargeAdminRoutes,
  invoiceProposalRoutes,
} from './features/invoicing/index.js';
import { type RateConfirmationDeps, rateConfirmationAdminRoutes } from './features/rate-confirmations/index.js';
import { type TrackingLinkDeps, trackingLinkAdminRoutes } from './features/tracking-links/index.js';
import { type TextMessageDeps, textsAdminRoutes } from './features/text-messages/index.js';
import {
  type QualificationDeps,
  qualificationExportRoutes,
  qualificationFileRoutes,
  ssnRoutes,
} from './features/driver-qualification/index.js';
import {
  booksRoutes,
  factoringRoutes,
  invoiceReminderRoutes,
  receivablesAdminRoutes,
  type ReceivablesDeps,
} from './features/receivables/index.js';

export const ADMIN_API_PREFIX = '/api/admin';

/** What the admin API needs from the app, built once in app.ts: its own settings and each feature's deps. */
export interface AdminDeps {
  db: Database;
  /** Cross-site writes are judged against it; over HTTPS the cookies are Secure. */
  publicBaseUrl: string;
  companyName: string;
  /** The company's details, for the e-mails the team and account features send. */
  company: CompanyProfile;
  /** Invitations and password-reset links go out through it. */
  outbox: EmailOutbox;
  sessionPolicy: SessionPolicy;
  /** How often an open stream re-checks its session (SESSION_STREAM_CHECK_SECONDS, in ms). */
  sessionStreamCheckMs: number;
  /** Where uploaded files are read from for download. */
  storage: FileStorage;
  serviceRequests: ServiceRequestDeps;
  invoicing: InvoicingDeps;
  driverApplications: DriverApplicationDeps;
  payments: PaymentDeps;
  dispatch: DispatchDeps;
  fuelSurcharge: FuelSurchargeDeps;
  receivables: ReceivablesDeps;
  rateConfirmations: RateConfirmationDeps;
  billsOfLading: BillOfLadingDeps;
  documents: DocumentDeps;
  /** A load's tracking links and its consignee (issue 40). */
  trackingLinks: TrackingLinkDeps;
  /** A request's texts and their subscribers (issue 40). */
  texts: TextMessageDeps;
  /** A driver's qualification file (issue 41). */
  qualification: QualificationDeps;
}

export async function adminRoutes(app: FastifyInstance, deps: AdminDeps) {
  const { db, publicBaseUrl } = deps;
  const auth: AdminAuthDeps = {
    db,
    policy: deps.sessionPolicy,
    cookies: adminCookies(servedOverHttps(publicBaseUrl)),
    issuer: deps.companyName,
  };

  // A stream stays open for hours: it ends when its session or its member's role no longer holds.
  const streams = sessionBoundAnswers(staffStreamRecheck(db, deps.sessionPolicy), deps.sessionStreamCheckMs);
  app.addHook('onClose', () => streams.stop());

  await app.register(
    async (adminApi) => {
      adminApi.decorateRequest('adminSession', null);
      adminApi.addHook('onRequest', refuseCrossSiteWrites(publicBaseUrl));
      // Described only to signed-in staff (the sign-in and e-mail link routes too).
      adminApi.addHook('onRoute', forAudience('staff'));

      await adminApi.register(loginRoutes, auth);
      // Links from e-mails, before their owner has a session: accepting an invitation, resetting a password.
      await adminApi.register(inviteAcceptanceRoutes, { ...auth, company: deps.company });
      await adminApi.register(passwordResetRoutes, { ...auth, company: deps.company, outbox: deps.outbox, publicBaseUrl });

      // A session that must enrol an authenticator (ADMIN_REQUIRE_MFA) reaches only these.
      await adminApi.register(async (enrolling) => {
        enrolling.addHook('onRequest', requireAdminSession(auth, ['complete', 'enrolment-required']));
        enrolling.addHook('onRequest', allowedRolesOnly);
        enrolling.addHook('onRoute', describeStaffArea);
        await enrolling.register(sessionRoutes, auth);
        await enrolling.register(twoFactorEnrolmentRoutes, auth);
      });

      await adminApi.register(async (signedIn) => {
        signedIn.addHook('onRequest', requireAdminSession(auth, ['complete']));
        signedIn.addHook('onRequest', allowedRolesOnly);
        signedIn.addHook('onRoute', describeStaffArea);
        await signedIn.register(twoFactorSettingsRoutes, auth);
        await signedIn.register(apiDescriptionRoutes);
        await signedIn.register(ownAccountRoutes, auth);
        await signedIn.register(teamRoutes, { ...auth, company: deps.company, outbox: deps.outbox, publicBaseUrl });
        await signedIn.register(auditLogRoutes, { db });
        await signedIn.register(dashboardStatsRoutes, { db });
        await signedIn.register(serviceRequestAdminRoutes, deps.serviceRequests);
        await signedIn.register(invoiceAdminRoutes, deps.invoicing);
        await signedIn.register(invoiceCorrectionRoutes, deps.invoicing);
        await signedIn.register(invoiceLinesExportRoutes, { db });
        await signedIn.register(driverApplicationAdminRoutes, deps.driverApplications);
        await signedIn.register(uploadAdminRoutes, { db, storage: deps.storage });
        await signedIn.register(paymentAdminRoutes, deps.payments);
        await signedIn.register(documentAdminRoutes, deps.documents);
        await signedIn.register(analyticsAdminRoutes, { db, publicBaseUrl });
        await signedIn.register(dispatchAdminRoutes, { ...deps.dispatch, holdWhileSignedIn: streams.hold });
        await signedIn.register(driverStatusAdminRoutes, deps.dispatch);
        await signedIn.register(accessorialCatalogueRoutes, { db });
        await signedIn.register(invoiceProposalRoutes, { db });
        await signedIn.register(receiptPhotoAdminRoutes, { db, storage: deps.storage });
        await signedIn.register(fuelSurchargeAdminRoutes, deps.fuelSurcharge);
        await signedIn.register(invoiceReminderRoutes, { db });
        await signedIn.register(receivablesAdminRoutes, deps.receivables);
        await signedIn.register(accountAdminRoutes, { db });
        await signedIn.register(requestAccountRoutes, { db });
        // A broker load's rate confirmation (issue 39): made, its upload reviewed, its file.
        await signedIn.register(rateConfirmationAdminRoutes, deps.rateConfirmations);
        await signedIn.register(textsAdminRoutes, deps.texts);
        // The books and the factor (issue 38): the accounting export, the income accounts, the factor's schedule and packets.
        await signedIn.register(booksRoutes, { db, billingTimeZone: deps.invoicing.billingTimeZone });
        await signedIn.register(factoringRoutes, {
          db,
          billingTimeZone: deps.invoicing.billingTimeZone,
          company: deps.company,
          publicBaseUrl,
          storage: deps.storage,
          paperwork: deps.documents.paperwork,
        });
        // A load's bill of lading (issue 39): the office's draft, what is missing, issuing versions.
        await signedIn.register(billOfLadingAdminRoutes, deps.billsOfLading);
        // A load's tracking links and consignee (issue 40), in the request's View dialog.
        await signedIn.register(trackingLinkAdminRoutes, deps.trackingLinks);
        // A driver's qualification file (issue 41): checklist, records, previous-employer inquiries.
        await signedIn.register(qualificationFileRoutes, deps.qualification);
        // A driver's qualification file (issue 41): the SSN recorded encrypted, the PDFs and the auditor's export (H5).
        await signedIn.register(ssnRoutes, { db, fieldEncryptionKey: deps.driverApplications.fieldEncryptionKey });
        await signedIn.register(qualificationExportRoutes, {
          db,
          storage: deps.storage,
          company: deps.company,
          billingTimeZone: deps.invoicing.billingTimeZone,
          recruitingEmail: deps.qualification.recruitingEmail,
        });
      });
    },
    { prefix: ADMIN_API_PREFIX },
  );
}
