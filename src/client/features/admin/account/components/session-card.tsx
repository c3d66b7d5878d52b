// One browser the member is signed in with: what it is, from where, when it was last used and
// when it signed in, and a Sign out button. The browser in use says "This browser".
import { formatDateTime } from '@shared/calendar-date';
import type { OwnSession } from '@shared/admin/admin-account';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { timeAgo } from './relative-time';

interface SessionCardProps {
  session: OwnSession;
  ending: boolean;
  onSignOut: (session: OwnSession) => void;
}

export function SessionCard({ session, ending, onSignOut }: SessionCardProps) {
  const headingId = `own-session-${session.id}`;
  return (
    <Card role="article" aria-labelledby={headingId}>
      <CardContent className="flex flex-col gap-3 pt-5 text-sm sm:flex-row sm:items-start sm:justify-between sm:pt-6">
        <div className="flex min-w-0 flex-col gap-2">
          <div className="flex flex-wrap items-center gap-2">
            <p id={headingId} className="min-w-0 text-base font-semibold wrap-anywhere">
              {session.device ?? 'Unknown browser'}
            </p>
            {session.current && <Badge tone="green">This browser</Badge>}
          </div>
          <dl className="grid gap-y-1 text-muted-foreground">
            <div>
              <dt className="inline">Address: </dt>
              <dd className="inline font-medium text-foreground wrap-anywhere">{session.address ?? 'Unknown'}</dd>
            </div>
            <div>
              <dt className="inline">Last used: </dt>
              <dd className="inline font-medium text-foreground">
                <time dateTime={session.lastUsedAt}>
                  {timeAgo(session.lastUsedAt)} ({formatDateTime(session.lastUsedAt)})
                </time>
              </dd>
            </div>
            <div>
              <dt className="inline">Signed in: </dt>
              <dd className="inline font-medium text-foreground">
                <time dateTime={session.createdAt}>{formatDateTime(session.createdAt)}</time>
              </dd>
            </div>
          </dl>
        </div>
        {/* Described by the device, so each of several "Sign out" buttons says which browser it ends. */}
        <Button
          variant="outline"
          className="shrink-0 self-start"
          aria-describedby={headingId}
          disabled={ending}
          onClick={() => onSignOut(session)}
        >
          {ending ? 'Signing out...' : 'Sign out'}
        </Button>
      </CardContent>
    </Card>
  );
}
