// GET /api/account/requests/:ref/documents: the signed-in customer's documents of one request,
// with the packet and what is missing. The key starts with its path under /api/account/, as every
// portal key does, so signing out drops it (another person may sign in next on a shared computer).
import { useQuery } from '@tanstack/react-query';
import { documentsListSchema } from '@shared/documents/documents';
import { getJson } from '@/lib/api';
import { useLocale } from '@/i18n/use-i18n';

export const customerDocumentsUrl = (referenceId: string) => `/api/account/requests/${encodeURIComponent(referenceId)}/documents`;

export function useCustomerDocuments(referenceId: string) {
  // Labels (a receipt's kind) come in the page's language: a change of language reads them again.
  const locale = useLocale();
  return useQuery({
    queryKey: [customerDocumentsUrl(referenceId), locale],
    queryFn: async () => documentsListSchema.parse(await getJson<unknown>(customerDocumentsUrl(referenceId))),
  });
}
