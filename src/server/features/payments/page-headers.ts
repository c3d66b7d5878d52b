// The payment pages' headers: the providers' hosts in the Content-Security-Policy (live mode
// only, and only on these pages), no Referer (a payment link carries its reference), never
// cached, never indexed.
import { PAYMENT_PAGE_PATHS } from '../../../shared/page-routes.js';
import type { PaymentSettings } from '../../config.js';
import { cspHeader, mergeCspAdditions, type CspAdditions } from '../../plugins/security-headers.js';

const STRIPE: CspAdditions = {
  scriptSrc: ['https://js.stripe.com', 'https://*.js.stripe.com'],
  frameSrc: ['https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com'],
  connectSrc: ['https://api.stripe.com'],
  imgSrc: ['https://*.stripe.com'],
};

const PAYPAL: CspAdditions = {
  scriptSrc: ['https://www.paypal.com', 'https://*.paypal.com'],
  frameSrc: ['https://www.paypal.com', 'https://*.paypal.com'],
  connectSrc: ['https://*.paypal.com'],
  imgSrc: ['https://*.paypal.com', 'https://*.paypalobjects.com'],
};

/** `siteWide`: what every page's policy allows (the analytics script), kept on these pages too. */
export function paymentPageHeaders(settings: PaymentSettings, options: { https: boolean; cspEnabled: boolean; siteWide?: CspAdditions }) {
  const providers = [settings.stripe ? STRIPE : undefined, settings.paypal ? PAYPAL : undefined].filter(
    (p): p is CspAdditions => p !== undefined,
  );
  const additions = mergeCspAdditions(options.siteWide ?? {}, ...providers);
  const headers: Record<string, string> = {
    'referrer-policy': 'no-referrer',
    'cache-control': 'no-store',
    'x-robots-tag': 'noindex, nofollow',
    ...(options.cspEnabled && providers.length > 0 ? { 'content-security-policy': cspHeader(options.https, additions) } : {}),
  };
  return (path: string): Record<string, string> | undefined => (PAYMENT_PAGE_PATHS.includes(path) ? headers : undefined);
}
