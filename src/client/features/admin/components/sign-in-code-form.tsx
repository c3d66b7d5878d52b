// The second step of sign-in for an admin with two-factor sign-in on: the 6-digit code from the
// authenticator app, or one of the recovery codes.
import { useState, type FormEvent } from 'react';
import { SIGN_IN_AGAIN_MESSAGE, TOTP_CODE_LENGTH } from '@shared/admin/admin-auth';
import { Button } from '@/components/ui/button';
import { failureMessage } from '@/lib/failure-message';
import { useFocusOnMount } from '@/lib/use-focus-on-mount';
import { useSignInCode } from '../api/admin-session';
import { CodeField, useCodeEntry } from './code-field';

export interface SignInCodeFormProps {
  onSignedIn: () => void;
  /** The password step must be done again (too many wrong codes, or too slow). */
  onStartOver: (message: string) => void;
}

export function SignInCodeForm({ onSignedIn, onStartOver }: SignInCodeFormProps) {
  const sendCode = useSignInCode();
  const entry = useCodeEntry();
  const [useRecoveryCode, setUseRecoveryCode] = useState(false);
  const inputRef = useFocusOnMount<HTMLInputElement>();

  function submit(event: FormEvent) {
    event.preventDefault();
    const code = entry.parse();
    if (!code) return;
    sendCode.mutate(code, {
      onSuccess: onSignedIn,
      onError: (failure) => {
        const message = failureMessage(failure, 'An error occurred during login');
        if (message === SIGN_IN_AGAIN_MESSAGE) {
          onStartOver(message);
          return;
        }
        entry.setError(message);
        entry.setValue('');
      },
    });
  }

  const label = useRecoveryCode ? 'Recovery code' : 'Authentication code';
  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <p className="text-sm text-muted-foreground">
        {useRecoveryCode
          ? 'Enter one of the recovery codes you saved when you set up two-factor sign-in. Each works once.'
          : `Enter the ${TOTP_CODE_LENGTH}-digit code from your authenticator app.`}
      </p>
      <CodeField
        id="admin-code"
        label={label}
        entry={entry}
        inputRef={inputRef}
        inputMode={useRecoveryCode ? 'text' : 'numeric'}
        autoCapitalize="characters"
        spellCheck={false}
      />
      <Button type="submit" className="w-full" disabled={sendCode.isPending}>
        {sendCode.isPending ? 'Verifying...' : 'Verify'}
      </Button>
      <Button
        type="button"
        variant="ghost"
        className="w-full"
        onClick={() => {
          setUseRecoveryCode((recovery) => !recovery);
          entry.setValue('');
          entry.setError(undefined);
        }}
      >
        {useRecoveryCode ? 'Use the authenticator app' : 'Use a recovery code'}
      </Button>
    </form>
  );
}
