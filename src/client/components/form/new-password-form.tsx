// A new password typed twice, checked against the shared rules (shown before anything is sent):
// the form behind a staff invite (which shows the invited address read-only, so a password
// manager saves the password under it) and a password reset. Staff pages only: English, like the back office.
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { NEW_PASSWORD_RULE, passwordChoiceSchema, type PasswordChoice } from '@shared/team/team';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { codedResolver } from '@/lib/coded-resolver';
import { PasswordField } from './password-field';

interface NewPasswordFormProps {
  /** The account's address, shown read-only above the password (an invite). */
  email?: string;
  passwordLabel: string;
  submitLabel: string;
  pendingLabel: string;
  pending: boolean;
  /** The password chosen; may refuse it with the server's reason, shown under the field. */
  onChoose: (password: string, refuse: (message: string) => void) => void;
}

const EMPTY_CHOICE: PasswordChoice = { password: '', confirmPassword: '' };

export function NewPasswordForm({ email, passwordLabel, submitLabel, pendingLabel, pending, onChoose }: NewPasswordFormProps) {
  const id = useId();
  const form = useForm<PasswordChoice>({
    resolver: codedResolver(passwordChoiceSchema, { raw: true }),
    defaultValues: EMPTY_CHOICE,
  });
  const { errors } = form.formState;
  const submit = form.handleSubmit(({ password }) =>
    onChoose(password, (message) => form.setError('password', { message }, { shouldFocus: true })),
  );

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
      {email !== undefined && (
        <>
          <div className="flex flex-col gap-2">
            <Label htmlFor={`${id}-email`}>E-mail</Label>
            {/* autoComplete="username": password managers save the new password under this address. */}
            <Input id={`${id}-email`} type="email" value={email} readOnly autoComplete="username" className="bg-muted" />
          </div>
          <h2 className="text-base font-semibold">Choose a password</h2>
        </>
      )}
      <PasswordField
        id={`${id}-password`}
        label={passwordLabel}
        autoComplete="new-password"
        registration={form.register('password')}
        error={errors.password?.message}
        hint={NEW_PASSWORD_RULE}
      />
      <PasswordField
        id={`${id}-confirm`}
        label={`Confirm ${passwordLabel.toLowerCase()}`}
        autoComplete="new-password"
        registration={form.register('confirmPassword')}
        error={errors.confirmPassword?.message}
      />
      <Button type="submit" className="mt-2 w-full" disabled={pending}>
        {pending ? pendingLabel : submitLabel}
      </Button>
    </form>
  );
}
