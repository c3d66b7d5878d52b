// The admin's password, asked again before two-factor sign-in is turned on or off, so a session
// left open (or stolen) cannot change how its admin signs in. Checked in the browser against the
// shared schema before it is sent, with the reason shown under it.
import { useState } from 'react';
import { currentPasswordSchema, type CurrentPassword } from '@shared/admin-auth';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';

export interface PasswordEntry {
  password: string;
  setPassword: (password: string) => void;
  error: string | undefined;
  setError: (error: string | undefined) => void;
  /** The password as the server wants it, or undefined once the reason it is not one is shown. */
  parse: () => CurrentPassword | undefined;
}

export function usePasswordEntry(): PasswordEntry {
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string>();
  return {
    password,
    setPassword,
    error,
    setError,
    parse() {
      const parsed = currentPasswordSchema.safeParse({ password });
      setError(parsed.success ? undefined : parsed.error.issues[0]?.message);
      return parsed.success ? parsed.data : undefined;
    },
  };
}

export function CurrentPasswordField({ id, entry }: { id: string; entry: PasswordEntry }) {
  const errorId = `${id}-error`;
  return (
    <div className="flex flex-col gap-2">
      <Label htmlFor={id}>Current password</Label>
      <Input
        id={id}
        type="password"
        autoComplete="current-password"
        value={entry.password}
        onChange={(event) => entry.setPassword(event.target.value)}
        aria-invalid={entry.error ? true : undefined}
        aria-describedby={entry.error ? errorId : undefined}
        required
      />
      {entry.error && (
        <p id={errorId} role="alert" className="text-sm text-destructive">
          {entry.error}
        </p>
      )}
    </div>
  );
}
