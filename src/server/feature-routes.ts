// Every feature's routes, mounted in one place beside app.ts: the public routes at the root, then
// the three signed-in areas, each behind its own guard (customer-api.ts, driver-api.ts,
// staff-api.ts). A feature never mounts another's routes; each enters the composition by its door
// (features/<name>/index.ts), and each plugin gets its deps object as its options.
import type { FastifyInstance } from 'fastify';
import { servedOverHttps } from '../shared/cookie-attributes.js';
import type { Config } from './config.js';
import type { DatabaseHandle } from './db/client.js';
import { emailOutbox } from './infra/email/outbox.js';
import type { FileStorage } from './infra/storage/file-storage.js';
import type { SessionPolicy } from './platform/staff-sessions/staff-session.js';
import { customerPortalRoutes } from './customer-api.js';
import { driverApiRoutes } from './driver-api.js';
import { adminRoutes } from './staff-api.js';
import { customerSessionCookie } from './platform/customer-sessions/cookies.js';
import { driverSessionCookie } from './platform/driver-sessions/cookies.js';
import { interactionRoutes } from './features/analytics/index.js';
import { chatRoutes } from './features/chat/index.js';
import { type DispatchDeps, dispatchSignal } from './features/dispatch/index.js';
import { type DriverApplicationDeps, driverApplicationRoutes } from './features/driver-applications/index.js';
import { healthRoutes } from './features/health/index.js';
import { estimateFuelShare, type FuelSurchargeDeps } from './features/invoicing/index.js';
import {
  type PaymentDeps,
  createPaymentProviders,
  type PaymentProviders,
  invoicePaymentsPort,
  paymentRoutes,
  testModeRoutes,
  stripeWebhookRoutes,
} from './features/payments/index.js';
import {
  type EstimateFuelLookup,
  type ServiceRequestDeps,
  estimateRoutes,
  serviceRequestRoutes,
} from './features/service-requests/index.js';
import { arrivingSoonReached, trackingLoadEventListener, trackingRoutes } from './features/tracking/index.js';
import { quoteLockedByRateConfirmation, type RateConfirmationDeps } from './features/rate-confirmations/index.js';
import type { InvoicingDeps } from './features/invoicing/index.js';
import type { ReceivablesDeps } from './features/receivables/index.js';
import type { BillOfLadingDeps } from './features/bills-of-lading/index.js';
import { type DocumentDeps, type DocumentPaperwork, hasPapersBeyondInvoice } from './features/documents/index.js';
import { documentPaperwork } from './document-paperwork.js';
import type { QualificationDeps } from './features/driver-qualification/index.js';
import { composeLoadEvents } from './load-events.js';
import {
  activeTrackingLinkUrl,
  type TrackingLinkDeps,
  trackingLinkPublicRoutes,
  trackingLinksLoadEventListener,
} from './features/tracking-links/index.js';
import {
  subscribeFromRequestForm,
  type TextMessageDeps,
  textsAvailabilityRoutes,
  textsLoadEventListener,
  textWebhookRoutes,
} from './features/text-messages/index.js';

/** What the features are built from (app.ts's deps, with the storage chosen). */
export interface FeatureRoutesDeps {
  config: Config;
  database: DatabaseHandle;
  storage: FileStorage;
  /** Wakes the e-mail worker once queued mail is committed (absent in tests). */
  outbox?: { wake(): void } | undefined;
  /** Wakes the mail-request worker once a request is committed (absent in tests). */
  mailRequests?: { wake(): void } | undefined;
  paymentProviders?: PaymentProviders | undefined;
  /** The load shedder's verdict, for /readyz. */
  isUnderPressure: () => boolean;
  /** The papers other features own, as documents reads them; default: theirs (document-paperwork.ts). Tests pass their own. */
  paperwork?: DocumentPaperwork | undefined;
}

/** Every feature's routes, each plugin given its deps object as its options. */
export async function registerFeatures(app: FastifyInstance, deps: FeatureRoutesDeps): Promise<void> {
  const { config, storage } = deps;
  const { db } = deps.database;
  const outbox = emailOutbox(
    db,
    () => deps.outbox?.wake(),
    () => deps.mailRequests?.wake(),
  );
  const { company, publicBaseUrl } = config;
  const { operationsEmail, recruitingEmail } = config.mail;
  // Texts at a load's milestones (issue 40, decision 084); with no Twilio settings, none.
  const texts: TextMessageDeps = {
    db,
    texts: config.texts,
    company,
    publicBaseUrl,
    fallbackTimeZone: config.billing.timeZone,
    // The "dispatched" text carries the load's newest working link (tracking-links' door).
    trackingLinkUrl: (executor, serviceRequestId) =>
      activeTrackingLinkUrl(executor, serviceRequestId, { publicBaseUrl, daysAfterDelivery: config.trackingLinkDaysAfterDelivery }),
    // True for the one event whose estimate first came within range (tracking's door, same transaction).
    arrivingSoonReached,
  };
  const serviceRequests: ServiceRequestDeps = {
    db,
    outbox,
    storage,
    company,
    publicBaseUrl,
    operationsEmail,
    quoteValidityDays: config.quoteValidityDays,
    // A broker's signed rate confirmation freezes the quote (issue 39, decision 080).
    quoteLock: quoteLockedByRateConfirmation,
    // The request form's "text me" box makes the customer's subscription (issue 40).
    textOptIn: config.texts ? subscribeFromRequestForm(texts) : undefined,
  };
  const driverApplications: DriverApplicationDeps = {
    db,
    outbox,
    storage,
    company,
    publicBaseUrl,
    recruitingEmail,
    fieldEncryptionKey: config.fieldEncryptionKey,
  };
  const payments: PaymentDeps = {
    db,
    outbox,
    providers: deps.paymentProviders ?? createPaymentProviders(config.payments, db),
    settings: config.payments,
    company,
    publicBaseUrl,
    operationsEmail,
    log: app.log,
  };
  const documents: DocumentDeps = {
    db,
    company,
    publicBaseUrl,
    storage,
    paperwork: deps.paperwork ?? documentPaperwork({ company, storage, billingTimeZone: config.billing.timeZone }),
  };
  const invoicing: InvoicingDeps = {
    db,
    outbox,
    company,
    publicBaseUrl,
    billingTimeZone: config.billing.timeZone,
    payments: invoicePaymentsPort(payments),
    // The invoice mail carries the load's packet when it has papers beyond the invoice (decision 081).
    packetPapers: (executor, serviceRequestId) => hasPapersBeyondInvoice(executor, documents.paperwork, serviceRequestId),
  };
  const trackingLinks: TrackingLinkDeps = { ...documents, outbox, daysAfterDelivery: config.trackingLinkDaysAfterDelivery };
  // Each load's events reach its tracking and its texts (issue 40), in dispatch's transaction.
  // The estimate first (tracking); then the first dispatch makes the consignee's link
  // (tracking-links); then the texts, which carry that link and read the estimate (text-messages).
  const loadEvents = composeLoadEvents([
    trackingLoadEventListener({ fallbackTimeZone: config.billing.timeZone }),
    trackingLinksLoadEventListener(trackingLinks),
    textsLoadEventListener(texts),
  ]);
  const dispatch: DispatchDeps = {
    db,
    outbox,
    storage,
    company,
    publicBaseUrl,
    operationsEmail,
    signal: dispatchSignal(db),
    loadEvents,
  };
  app.addHook('onClose', () => dispatch.signal.close());
  const rateConfirmations: RateConfirmationDeps = {
    db,
    outbox,
    storage,
    company,
    publicBaseUrl,
    scac: config.paperwork.scac,
    billingTimeZone: config.billing.timeZone,
  };
  const fuelSurcharge: FuelSurchargeDeps = { db, eia: config.fuelSurcharge.eia };
  const receivables: ReceivablesDeps = { db, outbox, company, publicBaseUrl, billingTimeZone: config.billing.timeZone };
  const qualification: QualificationDeps = {
    db,
    outbox,
    storage,
    company,
    recruitingEmail,
    billingTimeZone: config.billing.timeZone,
  };
  const billsOfLading: BillOfLadingDeps = { db, storage, company, paperwork: config.paperwork };
  const sessionPolicy: SessionPolicy = {
    idleMinutes: config.admin.sessionIdleMinutes,
    maxHours: config.admin.sessionMaxHours,
    requireMfa: config.admin.requireMfa,
  };

  await app.register(healthRoutes, { ping: () => deps.database.ping(), isUnderPressure: deps.isUnderPressure });
  await app.register(trackingRoutes, documents);
  await app.register(trackingLinkPublicRoutes, trackingLinks);
  await app.register(serviceRequestRoutes, serviceRequests);
  await app.register(textsAvailabilityRoutes, texts);
  await app.register(textWebhookRoutes, texts);
  // The estimate's fuel surcharge line comes from invoicing's schedule (decision 070).
  const estimateFuel: EstimateFuelLookup = (query) => estimateFuelShare(db, query);
  await app.register(estimateRoutes, { fuelSurcharge: estimateFuel });
  await app.register(driverApplicationRoutes, driverApplications);
  await app.register(paymentRoutes, payments);
  await app.register(stripeWebhookRoutes, payments);
  if (config.payments.mode === 'test') await app.register(testModeRoutes, payments);
  await app.register(chatRoutes, { db, company, languageModel: config.chat.languageModel });
  await app.register(interactionRoutes, { db });
  // The customer's own page reads and answers the same requests, with their deps.
  await app.register(customerPortalRoutes, {
    ...serviceRequests,
    cookie: customerSessionCookie(servedOverHttps(publicBaseUrl)),
    receivables,
    rateConfirmations,
    documents,
    trackingLinks,
    texts,
    billingTimeZone: config.billing.timeZone,
  });
  // The driver's page: their loads, stages and proof of delivery (issue 22).
  await app.register(driverApiRoutes, { ...dispatch, cookie: driverSessionCookie(servedOverHttps(publicBaseUrl)) });
  await app.register(adminRoutes, {
    db,
    publicBaseUrl,
    companyName: company.name,
    company,
    outbox,
    sessionPolicy,
    sessionStreamCheckMs: config.sessionStreamCheckSeconds * 1000,
    storage,
    serviceRequests,
    invoicing,
    driverApplications,
    payments,
    dispatch,
    fuelSurcharge,
    receivables,
    rateConfirmations,
    billsOfLading,
    documents,
    trackingLinks,
    texts,
    qualification,
  });
}
