// The member's signed-in browsers, most recently used first, each with Sign out. Another browser
// is signed out at once; this one asks first, since it ends the page the member is using.
import { useState } from 'react';
import { ACCOUNT_MESSAGES, END_CURRENT_SESSION_TEXTS, type OwnSession } from '@shared/admin/admin-account';
import { ConfirmActionDialog } from '@/components/admin/confirm-action-dialog';
import { Alert } from '@/components/ui/alert';
import { toast } from '@/components/ui/use-toast';
import { failureMessage } from '@/lib/failure-message';
import { useEndSession, useOwnSessions } from '../api/own-sessions';
import { SessionCard } from './session-card';

export function SessionsSection() {
  const sessions = useOwnSessions();
  const endSession = useEndSession();
  const [confirming, setConfirming] = useState<OwnSession>();

  function signOut(session: OwnSession) {
    if (session.current) return setConfirming(session);
    endSession.mutate(session, {
      onSuccess: () => toast({ title: ACCOUNT_MESSAGES.sessionEnded }),
      onError: (error) => toast({ title: 'Could not sign that browser out', description: failureMessage(error), variant: 'destructive' }),
    });
  }

  async function signOutHere(session: OwnSession) {
    await endSession.mutateAsync(session);
    toast({ title: 'Signed out', description: 'You have been signed out of the admin dashboard.' });
  }

  const endingId = endSession.isPending ? endSession.variables.id : undefined;

  return (
    <section aria-labelledby="own-sessions-heading" className="flex flex-col gap-3">
      <h3 id="own-sessions-heading" className="text-lg font-semibold">
        Sessions
      </h3>
      <p className="text-sm text-muted-foreground">The browsers signed in to your account. Sign out any you do not recognise.</p>
      {sessions.isPending && <p className="py-4 text-center text-muted-foreground">Loading your sessions...</p>}
      {sessions.isError && <Alert variant="destructive">Could not load your sessions: {failureMessage(sessions.error)}</Alert>}
      {sessions.data && (
        <ul aria-labelledby="own-sessions-heading" className="flex flex-col gap-3">
          {sessions.data.map((session) => (
            <li key={session.id}>
              <SessionCard session={session} ending={endingId === session.id} onSignOut={signOut} />
            </li>
          ))}
        </ul>
      )}
      {confirming && (
        <ConfirmActionDialog
          title={END_CURRENT_SESSION_TEXTS.title}
          record={[
            { label: 'Browser', value: confirming.device ?? 'Unknown browser' },
            { label: 'Address', value: confirming.address ?? 'Unknown' },
          ]}
          consequence={END_CURRENT_SESSION_TEXTS.consequence}
          confirmLabel={END_CURRENT_SESSION_TEXTS.button}
          busyLabel={END_CURRENT_SESSION_TEXTS.busy}
          tone="destructive"
          onConfirm={() => signOutHere(confirming)}
          onClose={() => setConfirming(undefined)}
        />
      )}
    </section>
  );
}
