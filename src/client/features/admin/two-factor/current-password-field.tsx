// The admin's password, asked again before two-factor sign-in is turned on or off, so a session
// left open (or stolen) cannot change how its admin signs in.
import { currentPasswordSchema } from '@shared/admin/admin-auth';
import { CheckedField, useCheckedEntry, type CheckedEntry } from '../components/checked-field';

export function usePasswordEntry() {
  return useCheckedEntry((password) => currentPasswordSchema.safeParse({ password }));
}

export function CurrentPasswordField({ id, entry }: { id: string; entry: CheckedEntry<unknown> }) {
  return <CheckedField id={id} label="Current password" entry={entry} type="password" autoComplete="current-password" required />;
}
