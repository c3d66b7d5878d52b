// /track?ref=SR-...: the reference ID a link carries (the confirmation screen's, the e-mail's).
import { isServiceRequestReferenceId, normalizeReferenceId } from '@shared/reference-id';

/** The ?ref= of `search` as a canonical service-request reference ID, or '' when it cannot be one. */
export function referenceIdFromLink(search: string): string {
  const typed = new URLSearchParams(search).get('ref');
  const referenceId = typed ? normalizeReferenceId(typed) : null;
  return referenceId && isServiceRequestReferenceId(referenceId) ? referenceId : '';
}
