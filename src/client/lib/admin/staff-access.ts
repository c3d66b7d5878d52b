// What the signed-in member's role lets the dashboard show, from the one table in
// @shared/staff-roles. Only reads the session the dashboard frame already loaded (it renders
// nothing before), so a button never fetches it again. Hiding is a courtesy: the server refuses
// the same calls with 403 whatever the page shows.
import { useQuery } from '@tanstack/react-query';
import { mayUse, type StaffArea } from '@shared/staff-roles';
import { adminSessionQuery } from './admin-session-query';

/**
 * True when the signed-in member may use `area`. Outside a loaded session (a component shown on
 * its own, as in its tests) it answers true: the dashboard never renders before the session is
 * known, and the server decides in the end.
 */
export function useMayUse(area: StaffArea): boolean {
  // Never fetches (enabled: false), but carries the query's function: a refresh of every admin
  // query that reaches this one loads the session rather than failing for want of one.
  const session = useQuery({ ...adminSessionQuery, enabled: false });
  return session.data ? mayUse(session.data.role, area) : true;
}
