// Where each step of the request flow lives in the address (decision 028), so each step is its own
// history entry: the role choice is the page itself ('/' or '/service-request'), a role's form
// adds '?role=shipper', the confirmation '?submitted' (its reference ID stays in sessionStorage,
// out of the address). The browser's Back, Forward and reload move between them.
import { USER_ROLES, type UserRole } from '@shared/service-requests/service-request-values';

export type StepAddress = { kind: 'role' } | { kind: 'form'; role: UserRole } | { kind: 'confirmation' };

const ROLE_PARAMETER = 'role';
const SUBMITTED_PARAMETER = 'submitted';

/** The step a search string names; anything unknown (a role we do not have) is the role choice. */
export function stepFromSearch(search: string): StepAddress {
  const parameters = new URLSearchParams(search);
  if (parameters.has(SUBMITTED_PARAMETER)) return { kind: 'confirmation' };
  const role = parameters.get(ROLE_PARAMETER);
  return isUserRole(role) ? { kind: 'form', role } : { kind: 'role' };
}

export function formAddress(path: string, role: UserRole): string {
  return `${path}?${ROLE_PARAMETER}=${role}`;
}

export function confirmationAddress(path: string): string {
  return `${path}?${SUBMITTED_PARAMETER}`;
}

export function isUserRole(value: unknown): value is UserRole {
  return USER_ROLES.some((role) => role === value);
}

// The history entry of a form opened from the role choice carries this state, so 'Back to Role
// Selection' can go back to that entry (as the browser's Back does) instead of adding a new one;
// a form opened any other way (a link, a new tab) has none and gets a new role-choice entry.
const OPENED_FROM_ROLE_CHOICE = { requestFlow: 'opened-from-role-choice' } as const;

export function openedFromRoleChoiceState(): typeof OPENED_FROM_ROLE_CHOICE {
  return OPENED_FROM_ROLE_CHOICE;
}

export function wasOpenedFromRoleChoice(state: unknown): boolean {
  return typeof state === 'object' && state !== null && Reflect.get(state, 'requestFlow') === OPENED_FROM_ROLE_CHOICE.requestFlow;
}
