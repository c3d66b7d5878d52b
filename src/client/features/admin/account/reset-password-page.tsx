// /admin-reset-password#token=...: a member chooses a new password with the link from the e-mail.
// The token is read from the fragment and dropped from the address bar; it is sent in the body.
// A used, expired or broken link (or none) says so and offers to ask for a new one. Success does
// not sign in: the member signs in with the new password (and their authenticator) as usual.
import { KeyRound } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'wouter';
import { ACCOUNT_MESSAGES } from '@shared/admin/admin-account';
import { PAGE_PATHS } from '@shared/page-routes';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ApiError } from '@/lib/api';
import { failureMessage } from '@/lib/failure-message';
import { usePageTitle } from '@/lib/use-page-title';
import { useResetPassword } from './api/password-reset';
import { AccountPageCard } from './components/account-page-card';
import { useLinkToken } from '@/lib/link-token';
import { NewPasswordForm } from '@/components/form/new-password-form';
import { refusedFieldText } from '@/lib/refused-field';
import { ResultMessage } from './components/result-message';

/** The server's answer for a link that is unknown, expired or used (410), or not a token at all (400 on it). */
function isInvalidLink(error: unknown): boolean {
  return (error instanceof ApiError && error.status === 410) || refusedFieldText(error, 'token') !== undefined;
}

export function ResetPasswordPage() {
  usePageTitle('Choose a new password');
  const token = useLinkToken();
  const resetPassword = useResetPassword();
  const [outcome, setOutcome] = useState<'changed' | 'invalid'>();
  const [failure, setFailure] = useState<string>();
  const shown = token === undefined ? 'invalid' : outcome;

  function choose(password: string, refusePassword: (message: string) => void) {
    if (token === undefined) return;
    setFailure(undefined);
    resetPassword.mutate(
      { token, password },
      {
        onSuccess: () => setOutcome('changed'),
        onError: (error) => {
          if (isInvalidLink(error)) return setOutcome('invalid');
          const passwordRefusal = refusedFieldText(error, 'password');
          if (passwordRefusal) return refusePassword(passwordRefusal);
          setFailure(failureMessage(error));
        },
      },
    );
  }

  return (
    <AccountPageCard
      icon={<KeyRound className="size-6" aria-hidden />}
      title="Choose a new password"
      description={shown ? undefined : 'Every browser signed in to your account is signed out once it is changed.'}
    >
      {shown === 'changed' ? (
        <>
          <ResultMessage tone="success">
            <p>{ACCOUNT_MESSAGES.passwordReset}</p>
          </ResultMessage>
          <Button asChild className="w-full">
            <Link href={PAGE_PATHS.adminLogin}>Go to the sign-in page</Link>
          </Button>
        </>
      ) : shown === 'invalid' ? (
        <>
          <ResultMessage tone="failure">
            <p>{ACCOUNT_MESSAGES.resetInvalid}</p>
          </ResultMessage>
          <Button asChild className="w-full">
            <Link href={PAGE_PATHS.adminForgotPassword}>Ask for a new link</Link>
          </Button>
          <Button asChild variant="ghost" className="w-full">
            <Link href={PAGE_PATHS.adminLogin}>Back to sign in</Link>
          </Button>
        </>
      ) : (
        <>
          <NewPasswordForm
            passwordLabel="New password"
            submitLabel="Set new password"
            pendingLabel="Saving..."
            pending={resetPassword.isPending}
            onChoose={choose}
          />
          {failure && <Alert variant="destructive">{failure}</Alert>}
        </>
      )}
    </AccountPageCard>
  );
}
