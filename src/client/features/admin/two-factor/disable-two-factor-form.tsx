// Turning two-factor sign-in off takes the password and a current code (or a recovery code), so
// a stolen session alone cannot remove it.
import type { FormEvent } from 'react';
import { WRONG_PASSWORD_MESSAGE } from '@shared/admin/admin-auth';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { ApiError } from '@/lib/api';
import { useDisableTwoFactor } from '../api/two-factor';
import { CodeField, useCodeEntry } from '../components/code-field';
import { CurrentPasswordField, usePasswordEntry } from './current-password-field';

export function DisableTwoFactorForm() {
  const disable = useDisableTwoFactor();
  const passwordEntry = usePasswordEntry();
  const codeEntry = useCodeEntry();

  function submit(event: FormEvent) {
    event.preventDefault();
    // Both parsed, so both fields show what is missing at once.
    const password = passwordEntry.parse();
    const code = codeEntry.parse();
    if (!password || !code) return;
    disable.mutate(
      { ...password, ...code },
      {
        onSuccess: () => toast({ title: 'Two-factor sign-in is off' }),
        onError: (failure) => {
          // 403: the password was wrong; anything else (a wrong code, too many tries) shows at the code.
          if (failure instanceof ApiError && failure.status === 403) {
            passwordEntry.setError(failure.serverMessage ?? WRONG_PASSWORD_MESSAGE);
            codeEntry.setError(undefined);
          } else {
            passwordEntry.setError(undefined);
            codeEntry.showFailure(failure, 'Please try again.');
          }
        },
      },
    );
  }

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-3 border-t pt-4">
      <p className="text-sm text-muted-foreground">To turn it off, enter your password and a code from your app or a recovery code.</p>
      <CurrentPasswordField id="disable-password" entry={passwordEntry} />
      <CodeField id="disable-code" label="Code from your app or a recovery code" entry={codeEntry} />
      <Button type="submit" variant="outline" disabled={disable.isPending}>
        Turn off two-factor sign-in
      </Button>
    </form>
  );
}
