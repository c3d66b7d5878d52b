// The second step: the e-mail is on its way. The customer opens its link, or types its 6-digit
// code here; they can have it sent again, or start over with another address.
import { LoaderCircle } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { customerSignInCodeSchema } from '@shared/customer-account';
import { errorAria, FieldError } from '@/components/form/field-error';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { refusedField } from '@/lib/refused-field';
import { failureMessage } from '@/lib/failure-message';
import { useFocusOnMount } from '@/lib/use-focus-on-mount';
import { useRequestSignIn, useSignInWithCode } from '../api/sign-in';

export interface CodeStepProps {
  email: string;
  /** The server's answer to the request, shown as it said it. */
  message: string;
  onSignedIn: () => void;
  onDifferentEmail: () => void;
}

export function CodeStep({ email, message, onSignedIn, onDifferentEmail }: CodeStepProps) {
  const signIn = useSignInWithCode();
  const sendAgain = useRequestSignIn();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();
  const [sentAgain, setSentAgain] = useState<string>();
  const codeRef = useFocusOnMount<HTMLInputElement>();

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = customerSignInCodeSchema.safeParse({ email, code });
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
      <p role="status" className="rounded-md border border-blue-200 bg-blue-50 p-3 text-sm text-blue-950">
        {sentAgain ?? message}
      </p>
      <p className="text-sm text-muted-foreground">
        Sent to <span className="wrap-anywhere font-medium text-foreground">{email}</span>
      </p>
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        <div className="flex flex-col gap-2">
          <Label htmlFor="customer-code">6-digit code</Label>
          <Input
            id="customer-code"
            ref={codeRef}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            spellCheck={false}
            className="text-lg tracking-[0.3em]"
            value={code}
            onChange={(event) => setCode(event.target.value.replace(/\s/g, ''))}
            {...errorAria('customer-code-error', error)}
          />
          <FieldError id="customer-code-error" error={error} announce />
        </div>
        <Button type="submit" className="w-full" disabled={signIn.isPending}>
          {signIn.isPending && <LoaderCircle className="animate-spin" aria-hidden />}
          {signIn.isPending ? 'Signing in...' : 'Sign in'}
        </Button>
      </form>
      {sendAgain.isError && <Alert variant="destructive">{failureMessage(sendAgain.error)}</Alert>}
      <div className="flex flex-col gap-2 sm:flex-row sm:justify-between">
        <Button type="button" variant="ghost" onClick={requestAgain} disabled={sendAgain.isPending}>
          {sendAgain.isPending ? 'Sending...' : 'Send again'}
        </Button>
        <Button type="button" variant="ghost" onClick={onDifferentEmail}>
          Use a different e-mail
        </Button>
      </div>
    </div>
  );
}
