// The sign-in link's page hands over to /account with a mark in the history entry's state, so the
// account page knows the customer has just signed in (and moves the focus to its heading) as it
// would after a typed code. The mark is read once and cleared: a reload is not a new sign-in.
const MARK = 'customerJustSignedIn';

export function signedInArrivalState(): Record<string, true> {
  return { [MARK]: true };
}

export function takeSignedInArrival(): boolean {
  const state: unknown = window.history.state;
  if (!state || typeof state !== 'object' || !(MARK in state)) return false;
  const { [MARK]: _taken, ...rest } = state as Record<string, unknown>;
  window.history.replaceState(rest, '');
  return true;
}
