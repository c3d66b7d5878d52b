// Invite a member: their e-mail and role, with a line saying what the chosen role may use. The
// server's refusals land under the field they are about (an address that is already a member's).
import { useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { STAFF_ROLE_LABELS, STAFF_ROLES } from '@shared/staff-roles';
import { INVITE_VALID_HOURS, newInviteSchema, STAFF_ROLE_DESCRIPTIONS, type NewInvite } from '@shared/team/team';
import { errorAria, FieldError } from '@/components/form/field-error';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { toast } from '@/components/ui/use-toast';
import { ApiError } from '@/lib/api';
import { codedResolver } from '@/lib/coded-resolver';
import { failureMessage } from '@/lib/failure-message';
import { useInviteMember } from '../api/invites';

type InviteValues = { email: string; role: NewInvite['role'] };
const EMPTY_INVITE: InviteValues = { email: '', role: 'operations' };
const INVITE_FIELDS: readonly (keyof InviteValues)[] = ['email', 'role'];

export function InviteMemberForm() {
  const id = useId();
  const inviteMember = useInviteMember();
  const form = useForm<InviteValues>({
    // raw: what was typed is sent (the server parses again).
    resolver: codedResolver(newInviteSchema, { raw: true }),
    defaultValues: EMPTY_INVITE,
  });
  const { errors } = form.formState;
  const role = useWatch({ control: form.control, name: 'role' });
  const emailId = `${id}-email`;
  const roleId = `${id}-role`;

  function showRefusal(error: unknown) {
    if (error instanceof ApiError && error.status === 409) {
      form.setError('email', { message: error.serverMessage ?? error.message }, { shouldFocus: true });
      return;
    }
    const fieldErrors = error instanceof ApiError ? Object.entries(error.fieldErrors) : [];
    const known = fieldErrors.filter((entry): entry is [keyof InviteValues, string] => INVITE_FIELDS.some((field) => field === entry[0]));
    if (known.length > 0) {
      for (const [field, message] of known) form.setError(field, { message });
      return;
    }
    toast({ title: 'Could not send the invitation', description: failureMessage(error), variant: 'destructive' });
  }

  const submit = form.handleSubmit((invite) => {
    inviteMember.mutate(invite, {
      onSuccess: (sent) => {
        toast({ title: 'Invitation sent', description: `${sent.email} has ${INVITE_VALID_HOURS} hours to accept it.` });
        form.reset({ ...EMPTY_INVITE, role: invite.role });
      },
      onError: showRefusal,
    });
  });

  return (
    <Card>
      <CardHeader>
        <CardTitle>Invite member</CardTitle>
        <CardDescription>
          They get an e-mail with a link to choose a password. The link works for {INVITE_VALID_HOURS} hours.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form
          aria-label="Invite member"
          noValidate
          onSubmit={(event) => void submit(event)}
          // One column: the form stands beside the team on a wide screen, under it on a phone.
          className="grid gap-4"
        >
          <div className="flex flex-col gap-2">
            <Label htmlFor={emailId}>E-mail</Label>
            <Input
              id={emailId}
              type="email"
              autoComplete="off"
              spellCheck={false}
              {...form.register('email')}
              {...errorAria(`${emailId}-error`, errors.email?.message)}
            />
            <FieldError id={`${emailId}-error`} error={errors.email?.message} />
          </div>
          <div className="flex flex-col gap-2">
            <Label htmlFor={roleId}>Role</Label>
            <NativeSelect id={roleId} aria-describedby={`${roleId}-hint`} {...form.register('role')}>
              {STAFF_ROLES.map((value) => (
                <option key={value} value={value}>
                  {STAFF_ROLE_LABELS[value]}
                </option>
              ))}
            </NativeSelect>
          </div>
          <p id={`${roleId}-hint`} className="text-sm text-muted-foreground">
            <span className="font-medium text-foreground">{STAFF_ROLE_LABELS[role]}</span> may use: {STAFF_ROLE_DESCRIPTIONS[role]}
          </p>
          <Button type="submit" className="w-full" disabled={inviteMember.isPending}>
            {inviteMember.isPending ? 'Sending...' : 'Send invitation'}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
