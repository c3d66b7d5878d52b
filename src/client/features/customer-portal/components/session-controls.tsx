// Who is signed in, and the two ways out: this browser, or every device at once (after a
// confirmation, since it also signs out a phone or a computer the customer may not have at hand).
import { LogOut } from 'lucide-react';
import { useState } from 'react';
import { ConfirmActionDialog } from '@/components/admin/confirm-action-dialog';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { failureMessage } from '@/lib/failure-message';
import { useSignOut, useSignOutEverywhere } from '../api/session';

export interface SessionControlsProps {
  email: string;
  /** Called before the session ends, so the page knows the customer chose to leave. */
  onSigningOut: () => void;
}

export function SessionControls({ email, onSigningOut }: SessionControlsProps) {
  const signOut = useSignOut();
  const signOutEverywhere = useSignOutEverywhere();
  const [confirming, setConfirming] = useState(false);

  function signOutHere() {
    onSigningOut();
    signOut.mutate(undefined, {
      onSuccess: () => toast({ title: 'Signed out', description: 'You are signed out on this device.' }),
      onError: (error) => toast({ title: 'Could not sign out', description: failureMessage(error), variant: 'destructive' }),
    });
  }

  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
      <p className="text-sm text-muted-foreground">
        Signed in as <span className="wrap-anywhere font-medium text-foreground">{email}</span>
      </p>
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" size="sm" onClick={signOutHere} disabled={signOut.isPending}>
          <LogOut aria-hidden />
          {signOut.isPending ? 'Signing out...' : 'Sign out'}
        </Button>
        <Button variant="ghost" size="sm" onClick={() => setConfirming(true)}>
          Sign out everywhere
        </Button>
      </div>
      {confirming && (
        <ConfirmActionDialog
          title="Sign out everywhere?"
          record={[{ label: 'E-mail', value: email }]}
          consequence="This ends every session of this address: on this device and on any other phone or computer where you signed in. You can sign in again with a new link."
          confirmLabel="Sign out everywhere"
          busyLabel="Signing out..."
          tone="destructive"
          onConfirm={async () => {
            onSigningOut();
            await signOutEverywhere.mutateAsync();
            toast({ title: 'Signed out everywhere', description: 'Every session of this address has ended.' });
          }}
          onClose={() => setConfirming(false)}
        />
      )}
    </div>
  );
}
