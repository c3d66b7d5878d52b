// GET /api/texts/availability (issue 40): whether the site can text at all; the request form
// offers its "text me" box only then. A failed check offers nothing (the request goes as today).
import { useQuery } from '@tanstack/react-query';
import { TEXTS_AVAILABILITY_PATH } from '@shared/text-messages/text-messages';
import { getJson } from '@/lib/api';

export function useTextsAvailable(): boolean {
  const { data } = useQuery({
    queryKey: [TEXTS_AVAILABILITY_PATH],
    queryFn: () => getJson<{ available: boolean }>(TEXTS_AVAILABILITY_PATH),
    staleTime: 10 * 60_000,
    retry: false,
  });
  return data?.available === true;
}
