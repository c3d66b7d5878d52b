// /admin-forgot-password: a member who cannot sign in asks for a reset link by e-mail. The answer
// is the same whether or not the address belongs to a member (so the page cannot be used to find
// out who works here); only a request that never reached the server is shown as a failure.
import { KeyRound } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Link } from 'wouter';
import { ACCOUNT_MESSAGES, passwordResetRequestSchema } from '@shared/admin/admin-account';
import { PAGE_PATHS } from '@shared/page-routes';
import { errorAria, FieldError } from '@/components/form/field-error';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { ApiError } from '@/lib/api';
import { failureMessage } from '@/lib/failure-message';
import { usePageTitle } from '@/lib/use-page-title';
import { useRequestPasswordReset } from './api/password-reset';
import { AccountPageCard } from './components/account-page-card';
import { ResultMessage } from './components/result-message';

type Outcome = { asked: 'once' } | { asked: 'too often' };

/** 2xx and 4xx alike are "asked" (the same words for every address); no answer or a 5xx was never asked. */
function outcomeOf(error: unknown): Outcome | undefined {
  if (!(error instanceof ApiError) || error.status >= 500) return undefined;
  return error.status === 429 ? { asked: 'too often' } : { asked: 'once' };
}

export function ForgotPasswordPage() {
  usePageTitle('Reset your password');
  const requestReset = useRequestPasswordReset();
  const [email, setEmail] = useState('');
  const [emailError, setEmailError] = useState<string>();
  const [outcome, setOutcome] = useState<Outcome>();
  const [failure, setFailure] = useState<string>();

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = passwordResetRequestSchema.safeParse({ email });
    setEmailError(parsed.success ? undefined : parsed.error.issues[0]?.message);
    if (!parsed.success) return;
    setFailure(undefined);
    requestReset.mutate(parsed.data, {
      onSuccess: () => setOutcome({ asked: 'once' }),
      onError: (error) => {
        const asked = outcomeOf(error);
        if (asked) setOutcome(asked);
        else setFailure(failureMessage(error));
      },
    });
  }

  return (
    <AccountPageCard
      icon={<KeyRound className="size-6" aria-hidden />}
      title="Reset your password"
      description={outcome ? undefined : 'Enter the e-mail address you sign in with. We will send it a link to choose a new password.'}
    >
      {outcome ? (
        <ResultMessage tone="success">
          <p>{ACCOUNT_MESSAGES.resetRequested}</p>
          {outcome.asked === 'too often' && <p>{ACCOUNT_MESSAGES.resetWait}</p>}
        </ResultMessage>
      ) : (
        <form noValidate onSubmit={submit} className="flex flex-col gap-4">
          <div className="flex flex-col gap-2">
            <Label htmlFor="reset-email">Email</Label>
            <Input
              id="reset-email"
              type="email"
              autoComplete="username"
              value={email}
              onChange={(event) => setEmail(event.target.value)}
              {...errorAria('reset-email-error', emailError)}
              required
            />
            <FieldError id="reset-email-error" error={emailError} announce />
          </div>
          {failure && <Alert variant="destructive">{failure}</Alert>}
          <Button type="submit" className="w-full" disabled={requestReset.isPending}>
            {requestReset.isPending ? 'Sending...' : 'Send reset link'}
          </Button>
        </form>
      )}
      <Button asChild variant="ghost" className="w-full">
        <Link href={PAGE_PATHS.adminLogin}>Back to sign in</Link>
      </Button>
    </AccountPageCard>
  );
}
