// Whether the board follows the drivers live; said only when it does not, politely announced.
import type { LiveState } from '../api/use-live-board';

export function LiveStatus({ state }: { state: LiveState }) {
  return (
    <p role="status" className="text-sm text-muted-foreground">
      {state === 'paused' ? 'Live updates paused — reconnecting...' : ''}
    </p>
  );
}
