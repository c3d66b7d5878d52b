// The team's members, owners first as the server orders them, the signed-in member's row marked.
import type { TeamMember } from '@shared/team/team';
import { MemberCard } from './member-card';

export function MembersList({ members, signedInEmail }: { members: readonly TeamMember[]; signedInEmail: string | undefined }) {
  const you = signedInEmail?.toLowerCase();
  return (
    <ul className="flex flex-col gap-3" aria-label="Members">
      {members.map((member) => (
        <li key={member.id}>
          <MemberCard member={member} isYou={member.email.toLowerCase() === you} />
        </li>
      ))}
    </ul>
  );
}
