// One member of the team: e-mail, role, two-factor sign-in, when last active, and whether they
// are disabled; then what the owner may change. The signed-in member's own row says "You" and
// offers no Disable (the server refuses it too).
import { useState } from 'react';
import { formatDateTime } from '@shared/calendar-date';
import type { TeamMember } from '@shared/team/team';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { DisableMemberDialog } from './disable-member-dialog';
import { EnableMemberButton } from './enable-member-button';
import { MemberRoleForm } from './member-role-form';
import { RoleBadge } from './role-badge';

export function MemberCard({ member, isYou }: { member: TeamMember; isYou: boolean }) {
  const [disabling, setDisabling] = useState(false);
  const headingId = `team-member-${member.id}`;
  return (
    <Card role="article" aria-labelledby={headingId}>
      <CardContent className="flex flex-col gap-3 pt-5 text-sm sm:pt-6">
        <div className="flex flex-wrap items-center gap-2">
          <p id={headingId} className="min-w-0 text-base font-semibold wrap-anywhere">
            {member.email}
          </p>
          <RoleBadge role={member.role} />
          {isYou && <Badge tone="green">You</Badge>}
          {member.disabledAt && <Badge tone="red">Disabled</Badge>}
        </div>
        <dl className="grid gap-x-6 gap-y-1 text-muted-foreground sm:grid-cols-3">
          <div>
            <dt className="inline">Two-factor sign-in: </dt>
            <dd className="inline font-medium text-foreground">{member.twoFactorEnabled ? 'On' : 'Off'}</dd>
          </div>
          <div>
            <dt className="inline">Last active: </dt>
            <dd className="inline font-medium text-foreground">
              {member.lastActiveAt ? formatDateTime(member.lastActiveAt) : 'No open session'}
            </dd>
          </div>
          <div>
            <dt className="inline">{member.disabledAt ? 'Disabled: ' : 'Member since: '}</dt>
            <dd className="inline font-medium text-foreground">{formatDateTime(member.disabledAt ?? member.createdAt)}</dd>
          </div>
        </dl>
        <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
          {/* Keyed by the role: after a change (here or by another owner) the select starts from the saved one. */}
          <MemberRoleForm key={member.role} member={member} />
          {member.disabledAt ? (
            <EnableMemberButton member={member} />
          ) : (
            !isYou && (
              <Button variant="outline" className="text-destructive" onClick={() => setDisabling(true)}>
                Disable
              </Button>
            )
          )}
        </div>
      </CardContent>
      {disabling && <DisableMemberDialog member={member} onClose={() => setDisabling(false)} />}
    </Card>
  );
}
