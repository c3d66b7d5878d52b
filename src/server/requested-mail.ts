// What each kind of requested mail comes to (infra/email/mail-requests.ts, decision 055): the one
// place that knows every feature whose mail only an address's owner may get. Used by the server's
// mail-request worker (start-server.ts) and by the tests, which compose requests when they choose.
import type { CompanyProfile } from '../shared/company-profile.js';
import type { MailRequestComposer } from './infra/email/mail-requests.js';
import { composePasswordReset, PASSWORD_RESET_MAIL_KIND } from './features/admin/index.js';
import { CUSTOMER_SIGN_IN_MAIL_KIND, composeCustomerSignIn } from './features/customer-portal/index.js';
import { DRIVER_SIGN_IN_MAIL_KIND, composeDriverSignIn } from './features/dispatch/index.js';

export function requestedMailComposers(context: {
  company: CompanyProfile;
  publicBaseUrl: string;
}): Readonly<Record<string, MailRequestComposer>> {
  return {
    [CUSTOMER_SIGN_IN_MAIL_KIND]: composeCustomerSignIn(context),
    [DRIVER_SIGN_IN_MAIL_KIND]: composeDriverSignIn(context),
    [PASSWORD_RESET_MAIL_KIND]: composePasswordReset(context),
  };
}
