// /admin-invite#token=...: an invitee checks what they were invited to, chooses a password and is
// signed in, then enrols an authenticator (where the site requires one) or opens the dashboard.
import { UserPlus } from 'lucide-react';
import { useState } from 'react';
import { useLocation } from 'wouter';
import { PAGE_PATHS } from '@shared/page-routes';
import { STAFF_ROLE_LABELS } from '@shared/staff-roles';
import { STAFF_ROLE_DESCRIPTIONS, type InviteDetails } from '@shared/team/team';
import { Alert } from '@/components/ui/alert';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { toast } from '@/components/ui/use-toast';
import { ApiError } from '@/lib/api';
import { refusedFieldText } from '@/lib/refused-field';
import { failureMessage } from '@/lib/failure-message';
import { usePageTitle } from '@/lib/use-page-title';
import { isInvalidInvitation, useAcceptInvitation, useInvitationDetails } from './api/invitation';
import { NewPasswordForm } from '@/components/form/new-password-form';
import { InvitationInvalid } from './components/invitation-invalid';
import { useLinkToken } from '@/lib/link-token';

export function InvitePage() {
  usePageTitle('Join the team');
  const token = useLinkToken();
  const details = useInvitationDetails(token);
  // Set when accepting finds the link no longer valid (revoked or used meanwhile).
  const [invalidated, setInvalidated] = useState(false);
  const invalid = token === undefined || invalidated || isInvalidInvitation(details.error);

  return (
    <section className="mx-auto flex max-w-md flex-col px-4 py-12 sm:py-16">
      <Card>
        <CardHeader className="items-center text-center">
          <div className="mb-2 flex size-12 items-center justify-center rounded-full bg-blue-50 text-primary">
            <UserPlus className="size-6" aria-hidden />
          </div>
          <h1 className="text-2xl font-semibold leading-tight tracking-tight">
            {details.data && !invalid ? `Join ${details.data.companyName} as ${STAFF_ROLE_LABELS[details.data.role]}` : 'Join the team'}
          </h1>
          {details.data && !invalid && <CardDescription>{STAFF_ROLE_DESCRIPTIONS[details.data.role]}</CardDescription>}
        </CardHeader>
        <CardContent>
          {invalid ? (
            <InvitationInvalid />
          ) : details.data ? (
            <AcceptInvitation token={token} details={details.data} onInvalid={() => setInvalidated(true)} />
          ) : details.isError ? (
            <Alert variant="destructive">{failureMessage(details.error)}</Alert>
          ) : (
            <p className="text-center text-muted-foreground">Checking your invitation...</p>
          )}
        </CardContent>
      </Card>
    </section>
  );
}

function AcceptInvitation({ token, details, onInvalid }: { token: string; details: InviteDetails; onInvalid: () => void }) {
  const [, navigate] = useLocation();
  const accept = useAcceptInvitation();

  function choose(password: string, refusePassword: (message: string) => void) {
    accept.mutate(
      { token, password },
      {
        onSuccess: ({ next }) => {
          if (next === 'enrol') {
            toast({ title: 'Set up two-factor sign-in', description: 'This site requires an authenticator app for every admin.' });
            navigate(PAGE_PATHS.adminTwoFactor);
            return;
          }
          toast({ title: `Welcome to ${details.companyName}`, description: 'Your account is ready.' });
          navigate(PAGE_PATHS.admin);
        },
        onError: (error) => {
          if (error instanceof ApiError && error.status === 410) return onInvalid();
          const passwordError = refusedFieldText(error, 'password');
          if (passwordError) return refusePassword(passwordError);
          toast({ title: 'Could not create your account', description: failureMessage(error), variant: 'destructive' });
        },
      },
    );
  }

  return (
    <NewPasswordForm
      email={details.email}
      passwordLabel="Password"
      submitLabel="Create my account"
      pendingLabel="Creating your account..."
      pending={accept.isPending}
      onChoose={choose}
    />
  );
}
