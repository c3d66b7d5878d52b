// Lingui's catalogs (docs/decisions/044-spanish.md). Messages have explicit IDs ("home.hero.title");
// the English catalog holds the English text, the Spanish one its translation. Each area of the site
// has its own catalog, so a page downloads only the messages it shows, in its own language. The
// build compiles them (`lingui compile --strict`, src/locales/*/*.ts, not committed) and stops on
// any message with no translation; tests/unit/i18n-catalogs.test.ts checks the rest.
import { formatter } from '@lingui/format-json';
import type { LinguiConfig } from '@lingui/conf';

const client = (path: string) => `<rootDir>/src/client/${path}`;

/** Each catalog and the source files whose messages it holds. */
export const CATALOG_SOURCES: Record<string, string[]> = {
  // On every public page: the header, footer, language switch, 404, chat button, shared UI.
  common: [
    client('app.tsx'),
    client('app/site-widgets.tsx'),
    client('components/layout'),
    client('components/ui'),
    client('components/status'),
    client('components/linked-text.tsx'),
    client('lib'),
    client('i18n'),
    client('features/not-found'),
    client('features/chat/chat-button.tsx'),
    // Parts the request form, the driver application and the payment pages all show.
    client('components/submitted'),
    client('components/form/selected-file.tsx'),
  ],
  // The home page: its sections and the role choice.
  home: [
    client('features/service-requests/home'),
    client('features/service-requests/request-page.tsx'),
    client('features/service-requests/roles.ts'),
    client('features/service-requests/components/role-selection.tsx'),
  ],
  // The home page's instant estimate.
  estimate: [client('features/service-requests/estimate')],
  // The request forms and the confirmation, loaded when a role is chosen.
  request: [
    client('features/service-requests/components'),
    client('features/service-requests/draft'),
    client('features/service-requests/request-flow-location.ts'),
    client('features/service-requests/shipper-prefill.ts'),
    client('features/service-requests/confirmation-storage.ts'),
    client('components/form'),
  ],
  // Labels, statuses and validation messages from src/shared: public pages and e-mails both use them.
  shared: ['<rootDir>/src/shared'],
  // /track, and a tracking link's page (issue 40), which draws /track's timeline.
  track: [client('features/tracking'), client('features/tracking-links/public')],
  join: [client('features/driver-applications/components'), client('features/driver-applications/join-us-page.tsx')],
  payments: [client('features/payments')],
  // The customer's page, with a billing contact's statements (receivables' part of it, issue 38),
  // the Documents section's words (the documents feature's customer part, issue 39), a broker's
  // rate confirmation to sign (issue 39) and the texts to get (issue 40).
  account: [
    client('features/customer-portal'),
    client('features/receivables/customer'),
    client('features/documents/customer'),
    client('features/rate-confirmations/customer'),
    // The Text messages section (issue 40): who is texted at which moments of the load.
    client('features/text-messages/customer'),
    // The request's tracking links and delivery contact (issue 40).
    client('features/tracking-links/customer'),
  ],
  // The e-mail and code steps the customer's and the driver's sign-in share.
  signin: [client('components/sign-in')],
  driver: [client('features/dispatch/driver')],
  chat: [client('features/chat')],
  // Every e-mail to customers, applicants and drivers (the server's own catalog).
  emails: [
    '<rootDir>/src/server/infra/email/branded',
    '<rootDir>/src/server/i18n',
    // Files, not patterns: `lingui extract` reads no globs. Staff mail in these files stays English.
    ...[
      'service-requests/emails.ts',
      'service-requests/admin-emails.ts',
      'service-requests/estimate-fuel-note.ts',
      'service-requests/invoice-correction-emails.ts',
      'driver-applications/emails.ts',
      'driver-applications/admin-emails.ts',
      'dispatch/driver/account/emails.ts',
      'customer-portal/account/emails.ts',
      'payments/emails.ts',
      'receivables/reminders/reminder-emails.ts',
      // Account statements (issue 38): the monthly mail and the PDF's words, in the account's language.
      'receivables/statements/statement-mail.ts',
      'receivables/statements/statement-texts.ts',
      // A load's packet (issue 39): its contents page and receipt pages, in the customer's language.
      'documents/packet-texts.ts',
      // The broker's rate confirmation to sign (issue 39).
      'rate-confirmations/emails.ts',
      // The consignee's tracking link, mailed when the load is dispatched (issue 40).
      'tracking-links/emails.ts',
      // Text messages (issue 40): every text and the answers to HELP, STOP and START.
      'text-messages/text-bodies.ts',
      // The driver's alert before their license, medical card or annual review lapses (issue 41).
      'driver-qualification/alert-emails.ts',
    ].map((file) => `<rootDir>/src/server/features/${file}`),
  ],
};

/** Files inside a catalog's folders that belong to another catalog. */
export const CATALOG_EXCLUDED_SOURCES: Record<string, string[]> = {
  request: ['**/components/role-selection.tsx', '**/components/form/selected-file.tsx'],
  chat: ['**/chat/chat-button.tsx'],
};

/** Never in a catalog: the back office (English only) and tests. */
export const CATALOG_EXCLUDES = ['**/admin/**', '**/*.test.ts', '**/*.test.tsx', '**/test-support/**'];

const config: LinguiConfig = {
  locales: ['en', 'es'],
  sourceLocale: 'en',
  fallbackLocales: { default: 'en' },
  format: formatter({ style: 'minimal' }),
  catalogs: Object.entries(CATALOG_SOURCES).map(([name, include]) => ({
    path: `<rootDir>/src/locales/{locale}/${name}`,
    include,
    exclude: [...CATALOG_EXCLUDES, ...(CATALOG_EXCLUDED_SOURCES[name] ?? [])],
  })),
  compileNamespace: 'ts',
};

export default config;
