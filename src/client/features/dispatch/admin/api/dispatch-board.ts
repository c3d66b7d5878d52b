// GET /api/admin/dispatch/board: the loads ready to move and the drivers, filtered by planned (or
// preferred) day, driver and stage. The last board stays on screen while a new filter loads.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { DispatchBoard, DispatchBoardQuery } from '@shared/dispatch/dispatch';
import { adminGet } from '@/lib/admin/admin-fetch';
import { dispatchBoardKey } from './query-keys';

/** The filters as the board's query string; only those set. */
export function boardSearchParams(filters: DispatchBoardQuery): string {
  const params = new URLSearchParams();
  if (filters.date) params.set('date', filters.date);
  if (filters.driverId !== undefined) params.set('driverId', String(filters.driverId));
  if (filters.stage) params.set('stage', filters.stage);
  return params.toString();
}

export function useDispatchBoard(filters: DispatchBoardQuery) {
  const search = boardSearchParams(filters);
  return useQuery({
    queryKey: dispatchBoardKey(filters),
    queryFn: () => adminGet<DispatchBoard>(`/api/admin/dispatch/board${search ? `?${search}` : ''}`),
    placeholderData: keepPreviousData,
  });
}
