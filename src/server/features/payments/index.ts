// The door of payments: what other features and the composition (src/server's root files) may use.
export { paymentAdminRoutes } from './admin-routes.js';
export type { PaymentDeps } from './deps.js';
export { paymentPageHeaders } from './page-headers.js';
export { createPaymentProviders } from './payment-providers.js';
export type { PaymentProviders } from './payment-providers.js';
export { paymentRoutes } from './routes.js';
export { testModeRoutes } from './test-mode-routes.js';
export { stripeWebhookRoutes } from './webhook-routes.js';
export { invoicePaymentsPort } from './invoice-correction-port.js';
