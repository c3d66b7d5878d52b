// Turning two-factor sign-in off takes a current code (or a recovery code), so a stolen session
// alone cannot remove it.
import type { FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { useDisableTwoFactor } from '../api/two-factor';
import { CodeField, useCodeEntry } from '../components/code-field';

export function DisableTwoFactorForm() {
  const disable = useDisableTwoFactor();
  const entry = useCodeEntry();

  function submit(event: FormEvent) {
    event.preventDefault();
    const code = entry.parse();
    if (!code) return;
    disable.mutate(code, {
      onSuccess: () => toast({ title: 'Two-factor sign-in is off' }),
      onError: (failure) => entry.showFailure(failure, 'Please try again.'),
    });
  }

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-3 border-t pt-4">
      <CodeField id="disable-code" label="To turn it off, enter a code from your app or a recovery code" entry={entry} />
      <Button type="submit" variant="outline" disabled={disable.isPending}>
        Turn off two-factor sign-in
      </Button>
    </form>
  );
}
