// The second step of sign-in for an admin with two-factor sign-in on: the 6-digit code from the
// authenticator app, or one of the recovery codes.
import { useState, type FormEvent } from 'react';
import { secondFactorSchema, SIGN_IN_AGAIN_MESSAGE, TOTP_CODE_LENGTH } from '@shared/admin-auth';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { ApiError } from '@/lib/api';
import { useFocusOnMount } from '@/lib/use-focus-on-mount';
import { useSignInCode } from '../api/admin-session';

export interface SignInCodeFormProps {
  onSignedIn: () => void;
  /** The password step must be done again (too many wrong codes, or too slow). */
  onStartOver: (message: string) => void;
}

export function SignInCodeForm({ onSignedIn, onStartOver }: SignInCodeFormProps) {
  const sendCode = useSignInCode();
  const [code, setCode] = useState('');
  const [useRecoveryCode, setUseRecoveryCode] = useState(false);
  const [error, setError] = useState<string>();
  const inputRef = useFocusOnMount<HTMLInputElement>();

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = secondFactorSchema.safeParse({ code });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    sendCode.mutate(parsed.data, {
      onSuccess: onSignedIn,
      onError: (failure) => {
        const message = failure instanceof ApiError ? (failure.serverMessage ?? failure.message) : 'An error occurred during login';
        if (message === SIGN_IN_AGAIN_MESSAGE) {
          onStartOver(message);
          return;
        }
        setError(message);
        setCode('');
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
      <div className="flex flex-col gap-2">
        <Label htmlFor="admin-code">{label}</Label>
        <Input
          id="admin-code"
          ref={inputRef}
          inputMode={useRecoveryCode ? 'text' : 'numeric'}
          autoComplete="one-time-code"
          autoCapitalize="characters"
          spellCheck={false}
          value={code}
          onChange={(event) => setCode(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'admin-code-error' : undefined}
        />
        {error && (
          <p id="admin-code-error" role="alert" className="text-sm text-destructive">
            {error}
          </p>
        )}
      </div>
      <Button type="submit" className="w-full" disabled={sendCode.isPending}>
        {sendCode.isPending ? 'Verifying...' : 'Verify'}
      </Button>
      <Button
        type="button"
        variant="ghost"
        className="w-full"
        onClick={() => {
          setUseRecoveryCode((recovery) => !recovery);
          setCode('');
          setError(undefined);
        }}
      >
        {useRecoveryCode ? 'Use the authenticator app' : 'Use a recovery code'}
      </Button>
    </form>
  );
}
