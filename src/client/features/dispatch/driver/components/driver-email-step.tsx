// The first step of a driver's sign-in: the e-mail address they applied with, checked with the
// server's own schema before it is sent; the server's refusal is shown under the field too.
import { LoaderCircle, Mail } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { driverSignInRequestSchema } from '@shared/dispatch';
import { errorAria, FieldError } from '@/components/form/field-error';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { failureMessage } from '@/lib/failure-message';
import { refusedField } from '@/lib/refused-field';
import { useRequestDriverSignIn } from '../api/sign-in';
import { BIG_BUTTON, BIG_INPUT } from './glove-sizes';

export interface DriverEmailStepProps {
  initialEmail: string;
  onSent: (email: string, message: string) => void;
}

export function DriverEmailStep({ initialEmail, onSent }: DriverEmailStepProps) {
  const requestSignIn = useRequestDriverSignIn();
  const [email, setEmail] = useState(initialEmail);
  const [error, setError] = useState<string>();

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = driverSignInRequestSchema.safeParse({ email });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    requestSignIn.mutate(parsed.data, {
      onSuccess: ({ message }) => onSent(parsed.data.email, message),
      onError: (failure) => setError(refusedField(failure, 'email') ?? failureMessage(failure)),
    });
  }

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <div className="flex flex-col gap-2">
        <Label htmlFor="driver-email" className="text-base">
          E-mail
        </Label>
        <Input
          id="driver-email"
          type="email"
          autoComplete="email"
          placeholder="you@example.com"
          className={BIG_INPUT}
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          {...errorAria('driver-email-error', error)}
        />
        <FieldError id="driver-email-error" error={error} announce />
      </div>
      <Button type="submit" className={BIG_BUTTON} disabled={requestSignIn.isPending}>
        {requestSignIn.isPending ? <LoaderCircle className="animate-spin" aria-hidden /> : <Mail aria-hidden />}
        {requestSignIn.isPending ? 'Sending...' : 'Send me a sign-in link'}
      </Button>
    </form>
  );
}
