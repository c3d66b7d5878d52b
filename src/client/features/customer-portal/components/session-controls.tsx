// Who is signed in, and the two ways out: this browser, or every device at once (after a
// confirmation, since it also signs out a phone or a computer the customer may not have at hand).
import { LogOut } from 'lucide-react';
import { useState } from 'react';
import { ConfirmActionDialog } from '@/components/admin/confirm-action-dialog';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { RichText } from '@/i18n/rich-text';
import { shownMessage } from '@/i18n/shared-text';
import { useI18n } from '@/i18n/use-i18n';
import { failureRefusal } from '@/lib/failure-message';
import { useSignOut, useSignOutEverywhere } from '../api/session';

export interface SessionControlsProps {
  email: string;
  /** Called before the session ends, so the page knows the customer chose to leave. */
  onSigningOut: () => void;
}

export function SessionControls({ email, onSigningOut }: SessionControlsProps) {
  const i18n = useI18n();
  const signOut = useSignOut();
  const signOutEverywhere = useSignOutEverywhere();
  const [confirming, setConfirming] = useState(false);

  function signOutHere() {
    onSigningOut();
    signOut.mutate(undefined, {
      onSuccess: () => toast({ title: i18n._('account.session.signedOut'), description: i18n._('account.session.signedOutHere') }),
      onError: (error) =>
        toast({
          title: i18n._('account.session.signOutFailed'),
          description: shownMessage(i18n, failureRefusal(error)),
          variant: 'destructive',
        }),
    });
  }

  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
      <p className="text-sm text-muted-foreground">
        <RichText
          message={/*i18n*/ { id: 'account.session.signedInAs' }}
          values={{ email }}
          components={{ 0: <span className="wrap-anywhere font-medium text-foreground" /> }}
        />
      </p>
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" size="sm" onClick={signOutHere} disabled={signOut.isPending}>
          <LogOut aria-hidden />
          {signOut.isPending ? i18n._('account.session.signingOut') : i18n._('account.session.signOut')}
        </Button>
        <Button variant="ghost" size="sm" onClick={() => setConfirming(true)}>
          {i18n._('account.session.signOutEverywhere')}
        </Button>
      </div>
      {confirming && (
        <ConfirmActionDialog
          title={i18n._('account.session.everywhere.title')}
          record={[{ label: i18n._('account.session.everywhere.email'), value: email }]}
          consequence={i18n._('account.session.everywhere.consequence')}
          confirmLabel={i18n._('account.session.signOutEverywhere')}
          busyLabel={i18n._('account.session.signingOut')}
          tone="destructive"
          onConfirm={async () => {
            onSigningOut();
            await signOutEverywhere.mutateAsync();
            toast({ title: i18n._('account.session.everywhere.done'), description: i18n._('account.session.everywhere.doneBody') });
          }}
          onClose={() => setConfirming(false)}
        />
      )}
    </div>
  );
}
