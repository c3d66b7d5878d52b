// The second step: the e-mail is on its way. The driver opens its link, or types its 6-digit code
// here; they can have it sent again, or start over with another address.
import { LoaderCircle } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { driverSignInCodeSchema } from '@shared/dispatch';
import { errorAria, FieldError } from '@/components/form/field-error';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { failureMessage } from '@/lib/failure-message';
import { refusedField } from '@/lib/refused-field';
import { useFocusOnMount } from '@/lib/use-focus-on-mount';
import { useDriverSignInWithCode, useRequestDriverSignIn } from '../api/sign-in';
import { BIG_BUTTON, BIG_INPUT } from './glove-sizes';

export interface DriverCodeStepProps {
  email: string;
  message: string;
  onSignedIn: () => void;
  onDifferentEmail: () => void;
}

export function DriverCodeStep({ email, message, onSignedIn, onDifferentEmail }: DriverCodeStepProps) {
  const signIn = useDriverSignInWithCode();
  const sendAgain = useRequestDriverSignIn();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();
  const [sentAgain, setSentAgain] = useState<string>();
  const codeRef = useFocusOnMount<HTMLInputElement>();

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = driverSignInCodeSchema.safeParse({ email, code });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    signIn.mutate(parsed.data, {
      onSuccess: onSignedIn,
      onError: (failure) => {
        setError(refusedField(failure, 'code') ?? failureMessage(failure));
        setCode('');
        codeRef.current?.focus();
      },
    });
  }

  function requestAgain() {
    setSentAgain(undefined);
    sendAgain.mutate({ email }, { onSuccess: (answer) => setSentAgain(answer.message) });
  }

  return (
    <div className="flex flex-col gap-4">
      <p role="status" className="rounded-md border border-blue-200 bg-blue-50 p-3 text-base text-blue-950">
        {sentAgain ?? message}
      </p>
      <p className="text-base text-muted-foreground">
        Sent to <span className="wrap-anywhere font-medium text-foreground">{email}</span>
      </p>
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        <div className="flex flex-col gap-2">
          <Label htmlFor="driver-code" className="text-base">
            6-digit code
          </Label>
          <Input
            id="driver-code"
            ref={codeRef}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            spellCheck={false}
            className={`${BIG_INPUT} tracking-[0.3em]`}
            value={code}
            onChange={(event) => setCode(event.target.value.replace(/\s/g, ''))}
            {...errorAria('driver-code-error', error)}
          />
          <FieldError id="driver-code-error" error={error} announce />
        </div>
        <Button type="submit" className={BIG_BUTTON} disabled={signIn.isPending}>
          {signIn.isPending && <LoaderCircle className="animate-spin" aria-hidden />}
          {signIn.isPending ? 'Signing in...' : 'Sign in'}
        </Button>
      </form>
      {sendAgain.isError && <Alert variant="destructive">{failureMessage(sendAgain.error)}</Alert>}
      <Button type="button" variant="outline" className={BIG_BUTTON} onClick={requestAgain} disabled={sendAgain.isPending}>
        {sendAgain.isPending ? 'Sending...' : 'Send again'}
      </Button>
      <Button type="button" variant="outline" className={BIG_BUTTON} onClick={onDifferentEmail}>
        Use a different e-mail
      </Button>
    </div>
  );
}
