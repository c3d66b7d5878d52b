// The Dispatch area's one query: the board, by its filters. Every change here and every live
// event refreshes all of them (the prefix), whatever filters are on screen.
import type { DispatchBoardQuery } from '@shared/dispatch/dispatch';

export const DISPATCH_BOARD_KEY = ['/api/admin/dispatch/board'] as const;

export const dispatchBoardKey = (filters: DispatchBoardQuery) => [...DISPATCH_BOARD_KEY, filters] as const;
