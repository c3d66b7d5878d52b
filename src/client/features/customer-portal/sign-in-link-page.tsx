// /account/sign-in#token=...: the e-mailed sign-in link. The token is read from the fragment (and
// dropped from the address bar), sent once, and the customer moves on to /account, signed in. A
// used, expired or broken link says so and offers the sign-in form right there.
import { useEffect, useRef } from 'react';
import { useLocation } from 'wouter';
import { CUSTOMER_SIGN_IN_INVALID_MESSAGE, customerSignInLinkSchema } from '@shared/customer-account';
import { PAGE_PATHS } from '@shared/page-routes';
import { PageSpinner } from '@/components/layout/page-spinner';
import { ApiError } from '@/lib/api';
import { failureMessage } from '@/lib/failure-message';
import { useLinkToken } from '@/lib/link-token';
import { usePageTitle } from '@/lib/use-page-title';
import { useSignInWithLink } from './api/sign-in';
import { SignInPanel } from './components/sign-in-panel';
import { signedInArrivalState } from './signed-in-arrival';

export function SignInLinkPage() {
  usePageTitle('Sign in');
  const token = useLinkToken(customerSignInLinkSchema.shape.token);
  const signIn = useSignInWithLink();
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
    if (signIn.isSuccess) navigate(PAGE_PATHS.account, { replace: true, state: signedInArrivalState() });
  }, [signIn.isSuccess, navigate]);

  if (token !== undefined && !signIn.isError) return <PageSpinner />;
  // A refused link (4xx) is not valid any more; a network failure is said as it is.
  const message =
    signIn.error && !(signIn.error instanceof ApiError && signIn.error.status < 500)
      ? failureMessage(signIn.error)
      : CUSTOMER_SIGN_IN_INVALID_MESSAGE;
  return (
    <SignInPanel
      notice={{ message, problem: true }}
      onSignedIn={() => navigate(PAGE_PATHS.account, { replace: true, state: signedInArrivalState() })}
    />
  );
}
