// The confirmation survives a reload of the tab (its reference ID is what the customer came for),
// until 'Submit Another Request'. sessionStorage: this tab, this session; the role and the
// reference ID only, never the e-mail address.
import { isServiceRequestReferenceId } from '@shared/reference-id';
import type { UserRole } from '@shared/service-requests/service-request-values';
import { isUserRole } from './request-flow-location';

const CONFIRMATION_KEY = 'service-request-confirmation';

export interface SentRequest {
  role: UserRole;
  referenceId: string;
  /** Known only in the tab that sent the form: it is never stored. */
  email?: string;
}

export function storedConfirmation(): SentRequest | null {
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(CONFIRMATION_KEY) ?? 'null');
    if (typeof stored !== 'object' || stored === null) return null;
    const role: unknown = Reflect.get(stored, 'role');
    const referenceId: unknown = Reflect.get(stored, 'referenceId');
    if (!isUserRole(role)) return null;
    if (typeof referenceId !== 'string' || !isServiceRequestReferenceId(referenceId)) return null;
    return { role, referenceId };
  } catch {
    // Storage turned off or a value we did not write: start at the beginning.
    return null;
  }
}

export function storeConfirmation(confirmation: SentRequest | null): void {
  try {
    if (confirmation)
      sessionStorage.setItem(CONFIRMATION_KEY, JSON.stringify({ role: confirmation.role, referenceId: confirmation.referenceId }));
    else sessionStorage.removeItem(CONFIRMATION_KEY);
  } catch {
    // Without storage the confirmation lasts until the page is left, as before.
  }
}
