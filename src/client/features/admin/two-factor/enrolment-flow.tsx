// Enrolling an authenticator: the password again (the server then makes a secret), scan the QR
// code or type the key, and confirm with a code; the server then answers the recovery codes.
import { useState, type FormEvent } from 'react';
import type { TwoFactorEnrolment } from '@shared/admin/admin-auth';
import { Button } from '@/components/ui/button';
import { failureMessage } from '@/lib/failure-message';
import { useConfirmEnrolment, useStartEnrolment } from '../api/two-factor';
import { CodeField, useCodeEntry } from '../components/code-field';
import { CurrentPasswordField, usePasswordEntry } from './current-password-field';

export function EnrolmentFlow({ onConfirmed }: { onConfirmed: (recoveryCodes: string[]) => void }) {
  const [enrolment, setEnrolment] = useState<TwoFactorEnrolment>();
  if (enrolment) return <ConfirmStep enrolment={enrolment} onConfirmed={onConfirmed} />;
  return <StartStep onStarted={setEnrolment} />;
}

function StartStep({ onStarted }: { onStarted: (enrolment: TwoFactorEnrolment) => void }) {
  const start = useStartEnrolment();
  const entry = usePasswordEntry();

  function submit(event: FormEvent) {
    event.preventDefault();
    const password = entry.parse();
    if (!password) return;
    start.mutate(password, {
      onSuccess: onStarted,
      // A wrong password, too many tries or a set-up that cannot start: all shown at the field.
      onError: (failure) => entry.setError(failureMessage(failure, 'Could not start the set-up. Please try again.')),
    });
  }

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <p className="text-sm text-muted-foreground">To change how you sign in, enter your password again.</p>
      <CurrentPasswordField id="enrolment-password" entry={entry} />
      <Button type="submit" disabled={start.isPending}>
        {start.isPending ? 'Starting...' : 'Set up authenticator app'}
      </Button>
    </form>
  );
}

function ConfirmStep({ enrolment, onConfirmed }: { enrolment: TwoFactorEnrolment; onConfirmed: (codes: string[]) => void }) {
  const confirm = useConfirmEnrolment();
  const entry = useCodeEntry();

  function submit(event: FormEvent) {
    event.preventDefault();
    const code = entry.parse();
    if (!code) return;
    confirm.mutate(code, {
      onSuccess: (result) => onConfirmed(result.recoveryCodes),
      onError: (failure) => entry.showFailure(failure, 'Please try again.'),
    });
  }

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <ol className="list-decimal space-y-1 pl-5 text-sm">
        <li>Open an authenticator app on your phone (Google Authenticator, Microsoft Authenticator, 1Password, ...).</li>
        <li>Scan this QR code, or type the key below.</li>
        <li>Enter the 6-digit code the app shows.</li>
      </ol>
      <img
        src={enrolment.qrCodeDataUrl}
        alt="QR code to scan with your authenticator app"
        className="mx-auto size-52 rounded border bg-white"
      />
      <div className="flex flex-col gap-1 text-sm">
        <span className="text-muted-foreground">Key to type instead</span>
        <code data-testid="two-factor-secret" className="wrap-anywhere rounded bg-muted px-2 py-1 font-mono">
          {enrolment.secret.match(/.{1,4}/g)?.join(' ')}
        </code>
      </div>
      <CodeField id="enrolment-code" label="Code from the app" entry={entry} inputMode="numeric" />
      <Button type="submit" disabled={confirm.isPending}>
        {confirm.isPending ? 'Turning on...' : 'Turn on two-factor sign-in'}
      </Button>
    </form>
  );
}
