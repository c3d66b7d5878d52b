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
  /** From e-mailed links, before their owner has a session: accepting an invitation, resetting a password. */
  adminInvite: '/admin-invite',
  adminForgotPassword: '/admin-forgot-password',
  adminResetPassword: '/admin-reset-password',
  invoicePayment: '/payment',
  makeAPayment: '/make-a-payment',
  pay: '/pay',
  makePayment: '/make-payment',
  simplePayment: '/simple-payment',
  paymentSuccess: '/payment/success',
  paymentCancel: '/payment/cancel',
  testCheckout: '/payment/test-checkout',
  /** The customer's own page (issue 21): their requests and preferences, behind a sign-in by e-mail. */
  account: '/account',
  /** The e-mailed sign-in link opens this (#token=...); it signs in and moves on to /account. */
  accountSignIn: '/account/sign-in',
  /** One of the customer's requests whole (?ref=SR-...). */
  accountRequest: '/account/request',
  /** The driver's page (issue 22): their loads, behind a sign-in by e-mail; built for a phone. */
  driver: '/driver',
  /** The e-mailed driver sign-in link opens this (#token=...); it signs in and moves on to /driver. */
  driverSignIn: '/driver/sign-in',
  /** One of the driver's loads (?ref=SR-...). */
  driverLoad: '/driver/load',
} as const;

/** The home page's instant estimate: the id of its block, and the link the FAQ and the chat give to it. */
export const ESTIMATE_ANCHOR = 'estimate';
export const ESTIMATE_LINK = `${PAGE_PATHS.home}#${ESTIMATE_ANCHOR}`;

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

/**
 * The back office's areas, each at its own URL (bookmarkable; Back and reload keep it), in the
 * order its navigation lists them. The server answers 200 for these; the client's shell
 * (src/client/app/admin-areas.tsx) must give each one a screen, which the compiler checks. A new
 * area is one line here and its screen there.
 */
export const ADMIN_AREA_IDS = [
  'service-requests',
  'driver-applications',
  'drivers',
  'dispatch',
  'payments',
  /** Customer accounts: companies on terms, their contacts, domains and balances (issue 38). */
  'accounts',
  'analytics',
  'quote-calculator',
  /** The settings invoices are priced from: the fuel surcharge, the accessorial catalogue (issue 37). */
  'billing',
  /** Who owes what and for how long: the aging view, its downloads and account statements (issue 38). */
  'receivables',
  'team',
  'audit-log',
  /** The member's own account: in the member's part of the shell, not the areas' list. */
  'account',
] as const;

export type AdminAreaId = (typeof ADMIN_AREA_IDS)[number];

/**
 * Each area at /admin/<its id>. Made from the ids rather than written out: every page carries this
 * table (app.tsx's back-office route), and the Spanish home page has no bytes to spare (its budget).
 */
export const ADMIN_AREA_PATHS = Object.fromEntries(ADMIN_AREA_IDS.map((id) => [id, `/admin/${id}`])) as {
  readonly [Id in AdminAreaId]: `/admin/${Id}`;
};

/**
 * Where sign-in leads: back to the area a signed-out member opened (`/admin-login?next=...`, so a
 * bookmark survives signing in), or the dashboard. Only a back-office area's own path is
 * followed, never another address: the parameter cannot send anyone off the site.
 */
export function backOfficeReturnPath(next: string | null | undefined): string {
  const areaPaths: readonly string[] = Object.values(ADMIN_AREA_PATHS);
  return next && areaPaths.includes(next) ? next : PAGE_PATHS.admin;
}

export const KNOWN_PAGE_PATHS: readonly string[] = [...Object.values(PAGE_PATHS), ...Object.values(ADMIN_AREA_PATHS)];

/**
 * The staff's pages: the back office and the pages that lead into it (sign-in, invitation,
 * password reset). The public site's customer-facing extras (trust badges, the chat assistant)
 * stay off them.
 */
export function isStaffPagePath(pathname: string): boolean {
  const path = normalizePagePath(pathname);
  return path === PAGE_PATHS.admin || path.startsWith(`${PAGE_PATHS.admin}/`) || path.startsWith(`${PAGE_PATHS.admin}-`);
}

/** The driver's pages: their loads, one load, and the e-mailed sign-in link. */
export function isDriverPagePath(pathname: string): boolean {
  const path = normalizePagePath(pathname);
  return path === PAGE_PATHS.driver || path.startsWith(`${PAGE_PATHS.driver}/`);
}

/**
 * The pages people work on: the staff's, and the driver's page (a phone on the road, its big
 * buttons at the bottom of the screen). The customer-facing extras stay off them all.
 */
export function isWorkPagePath(pathname: string): boolean {
  return isStaffPagePath(pathname) || isDriverPagePath(pathname);
}

/**
 * The pages whose whole purpose is signing in (or getting back in): the staff's sign-in, password
 * reset and invitation, and the customer's and driver's e-mailed links. They carry the chat button
 * as public pages do, whoever they are for (decision 057). The customer's and driver's own pages
 * show their sign-in form at their own address until someone signs in; the form says so itself.
 */
export const SIGN_IN_PAGE_PATHS: readonly string[] = [
  PAGE_PATHS.adminLogin,
  PAGE_PATHS.adminForgotPassword,
  PAGE_PATHS.adminResetPassword,
  PAGE_PATHS.adminInvite,
  PAGE_PATHS.accountSignIn,
  PAGE_PATHS.driverSignIn,
];

export function isSignInPagePath(pathname: string): boolean {
  return SIGN_IN_PAGE_PATHS.includes(normalizePagePath(pathname));
}

/** The page a path names: '/track/' is '/track'. */
export function normalizePagePath(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
}
