// Every driver screen: who is signed in (or the sign-in form), the offline banner, sign-out (in the
// frame's header), and the queue kept sending. With no connection the driver who was signed in
// last keeps their page and the data saved on the phone, and the page itself opens with no signal
// once it has been opened with some (a service worker keeps it).
import { LogOut } from 'lucide-react';
import { useEffect, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { DISPATCH_MESSAGES, type DriverSession } from '@shared/dispatch/dispatch';
import { HeaderActions } from '@/components/layout/header-actions';
import { PageSpinner } from '@/components/layout/page-spinner';
import { Button } from '@/components/ui/button';
import { RichText } from '@/i18n/rich-text';
import { sharedMessage } from '@/i18n/shared-text';
import { useI18n } from '@/i18n/use-i18n';
import { savedDriverSession, useDriverSession, useDriverSignOut } from '../api/session';
import { offlineQueue } from '../offline/offline-queue';
import { registerDriverServiceWorker } from '../offline/service-worker';
import { useQueueSender, useQueueState } from '../offline/use-offline-queue';
import { DriverSignInPanel } from './driver-sign-in-panel';
import { OfflineBanner } from './offline-banner';

export function DriverShell({ children }: { children: (session: DriverSession) => ReactNode }) {
  const i18n = useI18n();
  const session = useDriverSession();
  const queue = useQueueState();
  const queryClient = useQueryClient();
  useQueueSender();
  useEffect(() => void registerDriverServiceWorker(), []);

  // The server could not be reached: the driver last signed in on this phone carries on.
  const current = session.data ?? (session.isError ? savedDriverSession() : undefined);
  let content: ReactNode;
  if (session.isPending) content = <PageSpinner />;
  else if (session.data === null || !current)
    content = (
      <DriverSignInPanel
        notice={
          session.data === null && (queue.signedOut || queue.waiting.length > 0)
            ? {
                message: `${sharedMessage(i18n, DISPATCH_MESSAGES.driverSignInRequired)} ${i18n._('driver.shell.waitingForSignIn')}`,
                problem: false,
              }
            : undefined
        }
        onSignedIn={() => {
          offlineQueue().resumeAfterSignIn();
          void queryClient.invalidateQueries({ queryKey: ['driver'] });
        }}
      />
    );
  else content = <DriverSignedIn session={current}>{children(current)}</DriverSignedIn>;

  return (
    <div className="min-h-dvh bg-background text-base">
      <OfflineBanner />
      {content}
    </div>
  );
}

function DriverSignedIn({ session, children }: { session: DriverSession; children: ReactNode }) {
  const i18n = useI18n();
  const signOut = useDriverSignOut();
  return (
    // The driver's loads start right under the frame's one-row header, which holds Sign out
    // (decision 057): at the top, away from the big buttons a gloved thumb reaches for.
    <div className="mx-auto flex w-full max-w-xl flex-col gap-4 px-4 py-4">
      <HeaderActions>
        <Button variant="outline" className="min-h-11" onClick={() => signOut.mutate()} disabled={signOut.isPending}>
          <LogOut aria-hidden />
          {signOut.isPending ? i18n._('driver.shell.signingOut') : i18n._('driver.shell.signOut')}
        </Button>
      </HeaderActions>
      {children}
      <p className="mt-6 border-t pt-4 text-base text-muted-foreground">
        <RichText
          message={/*i18n*/ { id: 'driver.shell.signedInAs' }}
          values={{ name: session.firstName }}
          components={{ 0: <span className="font-medium text-foreground" /> }}
        />
      </p>
    </div>
  );
}
