// The calculator's server calls: the road distance between two ZIP codes, and a request's
// inputs found by its reference ID (through the requests list's search).
import { adminListSearchParams } from '@shared/admin-lists';
import type { AdminServiceRequestPage } from '@shared/admin-service-requests';
import type { RequestQuoteInputs, ZipDistance } from '@shared/quote-estimate';
import { normalizeReferenceId } from '@shared/reference-id';
import { adminGet } from '../api/admin-fetch';

export function fetchZipDistance(from: string, to: string): Promise<ZipDistance> {
  return adminGet<ZipDistance>(`/api/admin/quote-distance?${new URLSearchParams({ from, to }).toString()}`);
}

export class RequestNotFound extends Error {
  constructor(referenceId: string) {
    super(`No service request has the reference ID ${referenceId}.`);
    this.name = 'RequestNotFound';
  }
}

export async function fetchRequestQuoteInputs(typedReference: string): Promise<RequestQuoteInputs> {
  const referenceId = normalizeReferenceId(typedReference) ?? typedReference.trim();
  const page = await adminGet<AdminServiceRequestPage>(`/api/admin/service-requests?${adminListSearchParams({ search: referenceId })}`);
  const match = page.items.find((item) => item.referenceId === referenceId);
  if (!match) throw new RequestNotFound(referenceId);
  return adminGet<RequestQuoteInputs>(`/api/admin/service-requests/${match.id}/quote-inputs`);
}
