// A member's or invitee's role, as the Team area names it; owners stand out.
import { STAFF_ROLE_LABELS, type StaffRole } from '@shared/staff-roles';
import { Badge } from '@/components/ui/badge';

export function RoleBadge({ role }: { role: StaffRole }) {
  return <Badge tone={role === 'owner' ? 'blue' : 'neutral'}>{STAFF_ROLE_LABELS[role]}</Badge>;
}
