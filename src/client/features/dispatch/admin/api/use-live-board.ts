// The board kept live: GET /api/admin/dispatch/events streams `event: version` with the dispatch
// change counter, and a version newer than the board on screen refreshes every board query. The
// browser's EventSource reconnects by itself after a dropped connection; only when it gives up
// (the server refused the stream) is a new one opened, after a pause.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { DISPATCH_BOARD_KEY } from './query-keys';

const EVENTS_URL = '/api/admin/dispatch/events';
const RETRY_AFTER_GIVING_UP_MS = 10_000;

export type LiveState = 'live' | 'paused';

/** Follows the board's live events while mounted; `boardVersion` is the version on screen. */
export function useLiveBoard(boardVersion: number | undefined): LiveState {
  const queryClient = useQueryClient();
  const [state, setState] = useState<LiveState>('live');
  // Read by the listener: the stream stays open while the board is refetched under it.
  const version = useRef(boardVersion);
  useEffect(() => {
    version.current = boardVersion;
  }, [boardVersion]);

  useEffect(() => {
    // A browser without EventSource (or a test that provides none) simply has no live updates.
    if (typeof EventSource === 'undefined') return undefined;
    let source: EventSource | undefined;
    let retry: ReturnType<typeof setTimeout> | undefined;
    let missedSome = false;
    const refresh = () => void queryClient.invalidateQueries({ queryKey: DISPATCH_BOARD_KEY });

    const open = () => {
      const stream = new EventSource(EVENTS_URL, { withCredentials: true });
      source = stream;
      stream.addEventListener('open', () => {
        setState('live');
        // Changes made while the stream was down announced nothing to this page: read the board again.
        if (missedSome) refresh();
        missedSome = false;
      });
      stream.addEventListener('version', (event) => {
        const announced = Number((event as MessageEvent<string>).data);
        if (!Number.isFinite(announced)) return;
        if (version.current === undefined || announced > version.current) refresh();
      });
      stream.addEventListener('error', () => {
        setState('paused');
        missedSome = true;
        if (stream.readyState === EventSource.CLOSED) {
          stream.close();
          retry = setTimeout(open, RETRY_AFTER_GIVING_UP_MS);
        }
      });
    };
    open();

    return () => {
      clearTimeout(retry);
      source?.close();
    };
  }, [queryClient]);

  return state;
}
