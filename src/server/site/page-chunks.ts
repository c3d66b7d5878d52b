// Each page's own code is a lazy chunk (src/client/app.tsx). Left to itself the browser finds it
// only after the main script has run; naming it in the page's <head> as a modulepreload lets
// both download at once, which on a slow phone network saves a whole round trip before the
// page appears.
import { PAGE_PATHS } from '../../shared/page-routes.js';

/** The client module (relative to src/client) app.tsx lazy-loads for each page. */
export const PAGE_MODULES: Readonly<Record<string, string>> = {
  [PAGE_PATHS.home]: 'features/service-requests/request-page.tsx',
  [PAGE_PATHS.serviceRequest]: 'features/service-requests/request-page.tsx',
  [PAGE_PATHS.track]: 'features/tracking/track-request-page.tsx',
  [PAGE_PATHS.joinUs]: 'features/driver-applications/join-us-page.tsx',
  [PAGE_PATHS.adminLogin]: 'features/admin/admin-login-page.tsx',
  [PAGE_PATHS.admin]: 'app/admin-dashboard.tsx',
  [PAGE_PATHS.adminTwoFactor]: 'features/admin/two-factor/two-factor-page.tsx',
  [PAGE_PATHS.invoicePayment]: 'features/payments/invoice-payment-page.tsx',
  [PAGE_PATHS.makeAPayment]: 'features/payments/free-form-payment-page.tsx',
  [PAGE_PATHS.pay]: 'features/payments/free-form-payment-page.tsx',
  [PAGE_PATHS.makePayment]: 'features/payments/free-form-payment-page.tsx',
  [PAGE_PATHS.simplePayment]: 'features/payments/simple-payment-page.tsx',
  [PAGE_PATHS.paymentSuccess]: 'features/payments/payment-success-page.tsx',
  [PAGE_PATHS.paymentCancel]: 'features/payments/payment-cancel-page.tsx',
  [PAGE_PATHS.testCheckout]: 'features/payments/test-checkout-page.tsx',
};

export const NOT_FOUND_MODULE = 'features/not-found/not-found-page.tsx';

/** Vite's build manifest (build.manifest): source module -> its file and static imports. */
export type ViteManifest = Record<string, { file: string; imports?: string[]; isEntry?: boolean }>;

/** The files a module needs before it can run, minus those the main entry already loads. */
export function chunkFilesFor(manifest: ViteManifest, module: string): string[] {
  const alreadyLoaded = new Set<string>();
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) collect(manifest, key, alreadyLoaded);
  const needed = new Set<string>();
  collect(manifest, module, needed);
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
