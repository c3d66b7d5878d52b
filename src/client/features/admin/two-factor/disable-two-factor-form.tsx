// Turning two-factor sign-in off takes a current code (or a recovery code), so a stolen session
// alone cannot remove it.
import { useState, type FormEvent } from 'react';
import { secondFactorSchema } from '@shared/admin-auth';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { toast } from '@/components/ui/use-toast';
import { ApiError } from '@/lib/api';
import { useDisableTwoFactor } from '../api/two-factor';

export function DisableTwoFactorForm() {
  const disable = useDisableTwoFactor();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = secondFactorSchema.safeParse({ code });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    disable.mutate(parsed.data, {
      onSuccess: () => toast({ title: 'Two-factor sign-in is off' }),
      onError: (failure) => setError(failure instanceof ApiError ? (failure.serverMessage ?? failure.message) : 'Please try again.'),
    });
  }

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-3 border-t pt-4">
      <Label htmlFor="disable-code">To turn it off, enter a code from your app or a recovery code</Label>
      <Input
        id="disable-code"
        autoComplete="one-time-code"
        value={code}
        onChange={(event) => setCode(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? 'disable-code-error' : undefined}
      />
      {error && (
        <p id="disable-code-error" role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
      <Button type="submit" variant="outline" disabled={disable.isPending}>
        Turn off two-factor sign-in
      </Button>
    </form>
  );
}
