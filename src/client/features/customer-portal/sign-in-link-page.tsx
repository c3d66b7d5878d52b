// /account/sign-in#token=...: the e-mailed sign-in link. The token is read from the fragment (and
// dropped from the address bar), sent once, and the customer moves on to /account, signed in. A
// used, expired or broken link says so and offers the sign-in form right there.
import { useLocation } from 'wouter';
import { CUSTOMER_SIGN_IN_INVALID_MESSAGE, customerSignInLinkSchema } from '@shared/customer-portal/customer-account';
import { PAGE_PATHS } from '@shared/page-routes';
import { PageSpinner } from '@/components/layout/page-spinner';
import { useSignInLink } from '@/components/sign-in/use-sign-in-link';
import { useI18n } from '@/i18n/use-i18n';
import { usePageTitle } from '@/lib/use-page-title';
import { useSignInWithLink } from './api/sign-in';
import { SignInPanel } from './components/sign-in-panel';
import { signedInArrivalState } from './signed-in-arrival';

export function SignInLinkPage() {
  const i18n = useI18n();
  usePageTitle(i18n._('account.signIn.title'));
  const [, navigate] = useLocation();
  const toAccount = () => navigate(PAGE_PATHS.account, { replace: true, state: signedInArrivalState() });
  const notice = useSignInLink(customerSignInLinkSchema.shape.token, useSignInWithLink(), toAccount, CUSTOMER_SIGN_IN_INVALID_MESSAGE);
  if (!notice) return <PageSpinner />;
  return <SignInPanel notice={notice} onSignedIn={toAccount} />;
}
