// GET /api/admin/service-requests/:id/documents (staff area `paperwork`): a request's documents
// with their versions, the packet and what is missing, read whenever its View dialog opens.
import { useQuery } from '@tanstack/react-query';
import { documentsListSchema } from '@shared/documents/documents';
import { adminGet } from '@/lib/admin/admin-fetch';
import { SERVICE_REQUESTS_KEY } from '@/lib/admin/admin-query-keys';

/** Under the request list's key: whatever refreshes the requests (a BOL issued, an upload accepted) refreshes these too. */
export const requestDocumentsKey = (requestId: number) => [...SERVICE_REQUESTS_KEY, requestId, 'documents'] as const;

export const requestDocumentsUrl = (requestId: number) => `/api/admin/service-requests/${requestId}/documents`;

export function useRequestDocuments(requestId: number) {
  return useQuery({
    queryKey: requestDocumentsKey(requestId),
    queryFn: async () => documentsListSchema.parse(await adminGet<unknown>(requestDocumentsUrl(requestId))),
    staleTime: 0,
  });
}
