// Each page's own code is a lazy chunk (src/client/app.tsx). Left to itself the browser finds it
// only after the main script has run; naming it in the page's <head> as a modulepreload lets
// both download at once, which on a slow phone network saves a whole round trip before the
// page appears.
import type { Locale } from '../../shared/i18n.js';
import { PAGE_CATALOGS } from '../../shared/page-catalogs.js';
import { ADMIN_AREA_IDS, ADMIN_AREA_PATHS, PAGE_PATHS, type AdminAreaId } from '../../shared/page-routes.js';

/** The back office's frame (app.tsx lazy-loads it for /admin and every area's URL). */
const BACK_OFFICE_MODULE = 'app/admin-dashboard.tsx';

/**
 * Each back-office area's own screen, which the frame lazy-loads (src/client/app/admin-areas.tsx):
 * preloaded beside the frame, an area opened by its URL arrives in one round trip, not two.
 */
export const ADMIN_AREA_MODULES: Readonly<Record<AdminAreaId, string>> = {
  'service-requests': 'features/service-requests/admin/service-requests-tab.tsx',
  'driver-applications': 'features/driver-applications/admin/driver-applications-tab.tsx',
  drivers: 'features/driver-applications/admin/drivers-tab.tsx',
  dispatch: 'features/dispatch/admin/dispatch-area.tsx',
  payments: 'features/payments/admin/payments-tab.tsx',
  accounts: 'features/accounts/admin/accounts-area.tsx',
  analytics: 'features/analytics/admin/advanced-analytics-tab.tsx',
  'quote-calculator': 'features/analytics/admin/quote-calculator/quote-calculator-tab.tsx',
  billing: 'features/invoicing/billing-settings-page.tsx',
  receivables: 'features/receivables/admin/receivables-area.tsx',
  team: 'features/team/admin/team-area.tsx',
  'audit-log': 'features/audit/admin/audit-log-area.tsx',
  account: 'features/admin/account/account-area.tsx',
};

const adminAreaPages = Object.fromEntries(Object.values(ADMIN_AREA_PATHS).map((path) => [path, BACK_OFFICE_MODULE]));

/** The client module (relative to src/client) app.tsx lazy-loads for each page. */
export const PAGE_MODULES: Readonly<Record<string, string>> = {
  [PAGE_PATHS.home]: 'features/service-requests/request-page.tsx',
  [PAGE_PATHS.serviceRequest]: 'features/service-requests/request-page.tsx',
  [PAGE_PATHS.track]: 'features/tracking/track-request-page.tsx',
  [PAGE_PATHS.joinUs]: 'features/driver-applications/join-us-page.tsx',
  [PAGE_PATHS.adminLogin]: 'features/admin/admin-login-page.tsx',
  [PAGE_PATHS.admin]: BACK_OFFICE_MODULE,
  ...adminAreaPages,
  [PAGE_PATHS.adminTwoFactor]: 'features/admin/two-factor/two-factor-page.tsx',
  [PAGE_PATHS.adminInvite]: 'features/team/invite-page.tsx',
  [PAGE_PATHS.adminForgotPassword]: 'features/admin/account/forgot-password-page.tsx',
  [PAGE_PATHS.adminResetPassword]: 'features/admin/account/reset-password-page.tsx',
  [PAGE_PATHS.invoicePayment]: 'features/payments/invoice-payment-page.tsx',
  [PAGE_PATHS.makeAPayment]: 'features/payments/free-form-payment-page.tsx',
  [PAGE_PATHS.pay]: 'features/payments/free-form-payment-page.tsx',
  [PAGE_PATHS.makePayment]: 'features/payments/free-form-payment-page.tsx',
  [PAGE_PATHS.simplePayment]: 'features/payments/simple-payment-page.tsx',
  [PAGE_PATHS.paymentSuccess]: 'features/payments/payment-success-page.tsx',
  [PAGE_PATHS.paymentCancel]: 'features/payments/payment-cancel-page.tsx',
  [PAGE_PATHS.testCheckout]: 'features/payments/test-checkout-page.tsx',
  [PAGE_PATHS.account]: 'features/customer-portal/account-page.tsx',
  [PAGE_PATHS.accountSignIn]: 'features/customer-portal/sign-in-link-page.tsx',
  // The page and the other features' pieces it is handed, composed in one chunk.
  [PAGE_PATHS.accountRequest]: 'app/portal-request-route.tsx',
  [PAGE_PATHS.driver]: 'features/dispatch/driver/driver-page.tsx',
  [PAGE_PATHS.driverSignIn]: 'features/dispatch/driver/driver-sign-in-link-page.tsx',
  [PAGE_PATHS.driverLoad]: 'features/dispatch/driver/driver-load-page.tsx',
};

export const NOT_FOUND_MODULE = 'features/not-found/not-found-page.tsx';

const AREA_BY_PATH = new Map<string, AdminAreaId>(ADMIN_AREA_IDS.map((id) => [ADMIN_AREA_PATHS[id], id]));

/** Every module a page's first view needs: its own, and on an area's URL that area's screen too. */
export function modulesForPage(path: string): string[] {
  const page = PAGE_MODULES[path];
  if (!page) return [];
  const area = AREA_BY_PATH.get(path);
  return area ? [page, ADMIN_AREA_MODULES[area]] : [page];
}

/**
 * A page's message catalogs in its language, as the manifest names them (src/client/i18n/catalogs.ts
 * loads the same files): the common one and the page's own; none for an unknown page but the common.
 */
export function catalogModulesFor(path: string | undefined, locale: Locale): string[] {
  const catalogs = ['common', ...((path && PAGE_CATALOGS[path]) || [])];
  return catalogs.map((catalog) => `../locales/${locale}/${catalog}.ts`);
}

/** Vite's build manifest (build.manifest): source module -> its file and static imports. */
export type ViteManifest = Record<string, { file: string; imports?: string[]; isEntry?: boolean }>;

/** The files the modules need before they can run, each once, minus those the main entry already loads. */
export function chunkFilesFor(manifest: ViteManifest, ...modules: string[]): string[] {
  const alreadyLoaded = new Set<string>();
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) collect(manifest, key, alreadyLoaded);
  const needed = new Set<string>();
  for (const module of modules) collect(manifest, module, needed);
  return [...needed].filter((key) => !alreadyLoaded.has(key)).map((key) => `/${manifest[key]!.file}`);
}

function collect(manifest: ViteManifest, key: string, into: Set<string>) {
  if (into.has(key) || !manifest[key]) return;
  into.add(key);
  for (const imported of manifest[key].imports ?? []) collect(manifest, imported, into);
}

export function modulePreloadTags(files: string[]): string {
  return files.map((file) => `<link rel="modulepreload" crossorigin href="${file}">`).join('\n    ');
}
