// "Request again" on the customer's own page (issue 21): an earlier request's form values become
// the role's draft, so the request flow opens that role's form with them, as it would after a
// reload. They replace the tab's draft for the role (the customer asked to start from that
// request) and name no photos: an earlier request's photos are never carried over. What the
// draft cannot hold (another role's field, an overlong text, an unknown urgency) is dropped by it.
import { PAGE_PATHS } from '@shared/page-routes';
import type { UserRole } from '@shared/service-requests/service-requests';
import { formAddress } from '../request-flow-location';
import { writeDraft } from './request-draft';

/** Stores `values` as `role`'s draft and answers the address of that role's form. */
export function prefillFromEarlier(role: UserRole, values: Readonly<Record<string, string>>): string {
  writeDraft(role, { values, fileNames: [] });
  return formAddress(PAGE_PATHS.serviceRequest, role);
}
