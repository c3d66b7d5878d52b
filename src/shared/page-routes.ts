// The page paths the site serves. The client's router and the server's 404 status both read this
// list, so a path is either a page everywhere or a 'Page Not Found' everywhere.

export const PAGE_PATHS = {
  home: '/',
  serviceRequest: '/service-request',
  track: '/track',
  joinUs: '/join-us',
  adminLogin: '/admin-login',
  admin: '/admin',
  adminTwoFactor: '/admin/two-factor',
  invoicePayment: '/payment',
  makeAPayment: '/make-a-payment',
  pay: '/pay',
  makePayment: '/make-payment',
  simplePayment: '/simple-payment',
  paymentSuccess: '/payment/success',
  paymentCancel: '/payment/cancel',
  testCheckout: '/payment/test-checkout',
} as const;

/**
 * The payment pages. They are always loaded as whole documents (plain links, not client-side
 * navigation): each gets its own Content-Security-Policy with the payment providers' hosts,
 * which a page that started elsewhere would not have.
 */
export const PAYMENT_PAGE_PATHS: readonly string[] = [
  PAGE_PATHS.invoicePayment,
  PAGE_PATHS.makeAPayment,
  PAGE_PATHS.pay,
  PAGE_PATHS.makePayment,
  PAGE_PATHS.simplePayment,
  PAGE_PATHS.paymentSuccess,
  PAGE_PATHS.paymentCancel,
  PAGE_PATHS.testCheckout,
];

export const KNOWN_PAGE_PATHS: readonly string[] = Object.values(PAGE_PATHS);

/** The page a path names: '/track/' is '/track'. */
export function normalizePagePath(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
}
