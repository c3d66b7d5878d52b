// The calculator's server calls, each made when the admin asks (a button): the road distance
// between two ZIP codes, and a request's inputs found by its reference ID (through the requests
// list's search).
import { useMutation } from '@tanstack/react-query';
import { adminListSearchParams } from '@shared/admin-lists';
import type { AdminServiceRequestPage } from '@shared/service-requests/admin-service-requests';
import type { RequestQuoteInputs, ZipDistance } from '@shared/service-requests/quote-estimate';
import { normalizeReferenceId } from '@shared/reference-id';
import { adminGet } from '@/lib/admin/admin-fetch';

export class RequestNotFound extends Error {
  constructor(referenceId: string) {
    super(`No service request has the reference ID ${referenceId}.`);
    this.name = 'RequestNotFound';
  }
}

function fetchZipDistance({ from, to }: { from: string; to: string }): Promise<ZipDistance> {
  return adminGet<ZipDistance>(`/api/admin/quote-distance?${new URLSearchParams({ from, to }).toString()}`);
}

async function fetchRequestQuoteInputs(typedReference: string): Promise<RequestQuoteInputs> {
  const referenceId = normalizeReferenceId(typedReference) ?? typedReference.trim();
  const page = await adminGet<AdminServiceRequestPage>(`/api/admin/service-requests?${adminListSearchParams({ search: referenceId })}`);
  const match = page.items.find((item) => item.referenceId === referenceId);
  if (!match) throw new RequestNotFound(referenceId);
  return adminGet<RequestQuoteInputs>(`/api/admin/service-requests/${match.id}/quote-inputs`);
}

/** The estimated road distance between two ZIP codes. */
export function useZipDistance() {
  return useMutation({ mutationFn: fetchZipDistance });
}

/** A request's quote inputs, by the reference ID an admin typed. */
export function useRequestQuoteInputs() {
  return useMutation({ mutationFn: fetchRequestQuoteInputs });
}
