// Changing one's own password: the current one (so a session left open cannot change it), the new
// one under the shared rules (shown before anything is sent), typed twice. The server then signs
// out every other browser, so the sessions list is read again.
import { useForm } from 'react-hook-form';
import { ACCOUNT_MESSAGES, passwordChangeFormSchema, type PasswordChangeForm } from '@shared/admin/admin-account';
import { WRONG_PASSWORD_MESSAGE } from '@shared/admin/admin-auth';
import { NEW_PASSWORD_RULE } from '@shared/team/team';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { ApiError } from '@/lib/api';
import { codedResolver } from '@/lib/coded-resolver';
import { failureMessage } from '@/lib/failure-message';
import { useChangePassword } from '../api/change-password';
import { PasswordField } from '@/components/form/password-field';
import { refusedFieldText } from '@/lib/refused-field';

const EMPTY_FORM: PasswordChangeForm = { password: '', newPassword: '', confirmNewPassword: '' };

/** A wrong current password: 403 from the server (the session itself is fine, so not 401). */
function isWrongPassword(error: unknown): boolean {
  return error instanceof ApiError && error.status === 403 && error.serverMessage === WRONG_PASSWORD_MESSAGE;
}

export function ChangePasswordSection() {
  const changePassword = useChangePassword();
  const form = useForm<PasswordChangeForm>({
    resolver: codedResolver(passwordChangeFormSchema, { raw: true }),
    defaultValues: EMPTY_FORM,
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit(({ password, newPassword }) =>
    changePassword.mutate(
      { password, newPassword },
      {
        onSuccess: () => {
          form.reset(EMPTY_FORM);
          toast({ title: 'Password changed', description: ACCOUNT_MESSAGES.passwordChanged });
        },
        onError: (error) => {
          if (isWrongPassword(error)) return form.setError('password', { message: WRONG_PASSWORD_MESSAGE }, { shouldFocus: true });
          const newPasswordRefusal = refusedFieldText(error, 'newPassword');
          if (newPasswordRefusal) return form.setError('newPassword', { message: newPasswordRefusal }, { shouldFocus: true });
          toast({ title: 'Could not change your password', description: failureMessage(error), variant: 'destructive' });
        },
      },
    ),
  );

  return (
    <section aria-labelledby="change-password-heading" className="flex flex-col gap-3">
      <h3 id="change-password-heading" className="text-lg font-semibold">
        Change password
      </h3>
      <form noValidate onSubmit={(event) => void submit(event)} className="flex max-w-md flex-col gap-4">
        <PasswordField
          id="account-current-password"
          label="Current password"
          autoComplete="current-password"
          registration={form.register('password')}
          error={errors.password?.message}
        />
        <PasswordField
          id="account-new-password"
          label="New password"
          autoComplete="new-password"
          registration={form.register('newPassword')}
          error={errors.newPassword?.message}
          hint={NEW_PASSWORD_RULE}
        />
        <PasswordField
          id="account-confirm-password"
          label="Confirm new password"
          autoComplete="new-password"
          registration={form.register('confirmNewPassword')}
          error={errors.confirmNewPassword?.message}
        />
        <p className="text-sm text-muted-foreground">Changing it signs out every other browser signed in to your account.</p>
        <Button type="submit" className="sm:self-start" disabled={changePassword.isPending}>
          {changePassword.isPending ? 'Changing...' : 'Change password'}
        </Button>
      </form>
    </section>
  );
}
