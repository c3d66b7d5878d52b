// The Team area (owner only): who is on the team and in what role, the invitations still open,
// and a form to invite someone beside them. Every change asks the server, then reads the team again.
import { Alert } from '@/components/ui/alert';
import { failureMessage } from '@/lib/failure-message';
import { useSignedInEmail } from './api/signed-in-member';
import { useTeam } from './api/team';
import { InviteMemberForm } from './components/invite-member-form';
import { InvitesList } from './components/invites-list';
import { MembersList } from './components/members-list';

export function TeamArea() {
  const team = useTeam();
  const signedInEmail = useSignedInEmail();
  return (
    // The back office's bar already shows the area's heading (h2 "Team"): the sections here are h3.
    // The team first (decision 057): on a phone its members are in the first screen and the
    // invitation form follows them; on a wide screen the form stands beside them.
    <section aria-label="Team" className="grid min-w-0 items-start gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
      <div className="flex min-w-0 flex-col gap-6">
        {team.isPending && <p className="py-8 text-center text-muted-foreground">Loading the team...</p>}
        {team.isError && <Alert variant="destructive">Could not load the team: {failureMessage(team.error)}</Alert>}
        {team.data && (
          <>
            <section aria-labelledby="team-members-heading" className="flex flex-col gap-3">
              <h3 id="team-members-heading" className="text-lg font-semibold">
                Members ({team.data.members.length})
              </h3>
              <MembersList members={team.data.members} signedInEmail={signedInEmail} />
            </section>
            <section aria-labelledby="team-invites-heading" className="flex flex-col gap-3">
              <h3 id="team-invites-heading" className="text-lg font-semibold">
                Invitations ({team.data.invites.length})
              </h3>
              <InvitesList invites={team.data.invites} />
            </section>
          </>
        )}
      </div>
      <InviteMemberForm />
    </section>
  );
}
