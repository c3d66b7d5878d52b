// /driver/sign-in#token=...: the e-mailed sign-in link. The token is read from the fragment (and
// dropped from the address bar), sent once, and the driver moves on to /driver, signed in. A used,
// expired or broken link says so and offers the sign-in form right there.
import { useLocation } from 'wouter';
import { DISPATCH_MESSAGES, driverSignInLinkSchema } from '@shared/dispatch/dispatch';
import { PAGE_PATHS } from '@shared/page-routes';
import { PageSpinner } from '@/components/layout/page-spinner';
import { useSignInLink } from '@/components/sign-in/use-sign-in-link';
import { usePageTitle } from '@/lib/use-page-title';
import { useI18n } from '@/i18n/use-i18n';
import { useDriverSignInWithLink } from './api/sign-in';
import { DriverSignInPanel } from './components/driver-sign-in-panel';

export function DriverSignInLinkPage() {
  const i18n = useI18n();
  usePageTitle(i18n._('driver.signIn.title'));
  const [, navigate] = useLocation();
  const toLoads = () => navigate(PAGE_PATHS.driver, { replace: true });
  const notice = useSignInLink(
    driverSignInLinkSchema.shape.token,
    useDriverSignInWithLink(),
    toLoads,
    DISPATCH_MESSAGES.driverSignInInvalid,
  );
  if (!notice) return <PageSpinner />;
  return <DriverSignInPanel notice={notice} onSignedIn={toLoads} />;
}
