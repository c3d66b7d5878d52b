// The three kinds of admin call every tab makes: a page of a list, one record whole, and a change
// that refreshes what it affects.
import { keepPreviousData, useMutation, useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { ApiError } from '@/lib/api';
import { adminGet } from './admin-fetch';

/** One page of a list; `enabled` false keeps the last page on screen (say, while a filter is half typed). */
export function useAdminListPage<Page>(queryKey: QueryKey, url: string, enabled = true) {
  return useQuery({
    queryKey,
    queryFn: () => adminGet<Page>(url),
    // The old page stays on screen while the next one loads: no flash of an empty list.
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** One record whole, for a dialog: read again whenever it opens, so it shows what changed since. */
export function useAdminRecord<Detail>(queryKey: QueryKey, url: string, enabled = true) {
  return useQuery({ queryKey, queryFn: () => adminGet<Detail>(url), enabled, staleTime: 0 });
}

export interface AdminChangeOptions {
  /** The queries the change affects, refreshed once it is made. */
  refreshes: readonly QueryKey[];
  /**
   * Refresh them on a 409 too: someone else changed the record meanwhile, so show the state the
   * server refused against, and the screen offers what is possible now.
   */
  refreshOnConflict?: boolean;
}

export function useAdminChange<Input, Output>(
  send: (input: Input) => Promise<Output>,
  { refreshes, refreshOnConflict = false }: AdminChangeOptions,
) {
  const queryClient = useQueryClient();
  const refresh = async () => {
    await Promise.all(refreshes.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
  };
  return useMutation({
    mutationFn: send,
    onSuccess: refresh,
    onError: async (error) => {
      if (refreshOnConflict && error instanceof ApiError && error.status === 409) await refresh();
    },
  });
}
