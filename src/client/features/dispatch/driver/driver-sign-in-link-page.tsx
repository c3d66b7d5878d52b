// /driver/sign-in#token=...: the e-mailed sign-in link. The token is read from the fragment (and
// dropped from the address bar), sent once, and the driver moves on to /driver, signed in. A used,
// expired or broken link says so and offers the sign-in form right there.
import { useEffect, useRef } from 'react';
import { useLocation } from 'wouter';
import { DISPATCH_MESSAGES, driverSignInLinkSchema } from '@shared/dispatch';
import { PAGE_PATHS } from '@shared/page-routes';
import { PageSpinner } from '@/components/layout/page-spinner';
import { ApiError } from '@/lib/api';
import { failureMessage } from '@/lib/failure-message';
import { useLinkToken } from '@/lib/link-token';
import { usePageTitle } from '@/lib/use-page-title';
import { useDriverSignInWithLink } from './api/sign-in';
import { DriverSignInPanel } from './components/driver-sign-in-panel';

export function DriverSignInLinkPage() {
  usePageTitle('Driver sign-in');
  const token = useLinkToken(driverSignInLinkSchema.shape.token);
  const signIn = useDriverSignInWithLink();
  const { mutate: sendToken } = signIn;
  const [, navigate] = useLocation();
  // The token works once: sent once, even when React runs the effect twice (StrictMode).
  const sent = useRef(false);

  useEffect(() => {
    if (token === undefined || sent.current) return;
    sent.current = true;
    sendToken({ token });
  }, [token, sendToken]);

  useEffect(() => {
    if (signIn.isSuccess) navigate(PAGE_PATHS.driver, { replace: true });
  }, [signIn.isSuccess, navigate]);

  if (token !== undefined && !signIn.isError) return <PageSpinner />;
  // A refused link (4xx) is not valid any more; a network failure is said as it is.
  const message =
    signIn.error && !(signIn.error instanceof ApiError && signIn.error.status < 500)
      ? failureMessage(signIn.error)
      : DISPATCH_MESSAGES.driverSignInInvalid;
  return <DriverSignInPanel notice={{ message, problem: true }} onSignedIn={() => navigate(PAGE_PATHS.driver, { replace: true })} />;
}
