// Which of the dashboard's tabs a member sees: those their role may use, in the dashboard's order
// (the first of them opens first). The server refuses the rest anyway.
import { mayUse, type StaffArea, type StaffRole } from '@shared/staff-roles';

export function allowedTabs<Tab extends { area: StaffArea }>(role: StaffRole, tabs: readonly Tab[]): Tab[] {
  return tabs.filter((tab) => mayUse(role, tab.area));
}
