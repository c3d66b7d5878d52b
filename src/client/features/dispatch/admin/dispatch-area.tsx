// The Dispatch area (operations): the loads ready to move beside the drivers who could take them.
// A load is assigned, re-assigned or un-assigned from its card; the board follows the drivers'
// updates live (api/use-live-board.ts) and filters by day, driver and stage.
import { useState } from 'react';
import type { BoardLoad, DispatchBoardQuery } from '@shared/dispatch/dispatch';
import { PageSpinner } from '@/components/layout/page-spinner';
import { Alert } from '@/components/ui/alert';
import { failureMessage } from '@/lib/failure-message';
import { useDispatchBoard } from './api/dispatch-board';
import { useLiveBoard } from './api/use-live-board';
import { AssignLoadDialog } from './components/assign-load-dialog';
import { BoardDriverCard } from './components/board-driver-card';
import { BoardFilters } from './components/board-filters';
import { LiveStatus } from './components/live-status';
import { LoadCard } from './components/load-card';
import { isAssigned, UnassignLoadDialog, type AssignedLoad } from './components/unassign-load-dialog';

// The load as it was when its dialog opened: a refresh that changes it or filters it away (the
// change itself does, under a stage filter) must not pull the dialog from under the admin.
type OpenDialog = { kind: 'assign'; load: BoardLoad } | { kind: 'unassign'; load: AssignedLoad } | null;

export function DispatchArea() {
  const [filters, setFilters] = useState<DispatchBoardQuery>({});
  const board = useDispatchBoard(filters);
  const live = useLiveBoard(board.data?.version);
  const [dialog, setDialog] = useState<OpenDialog>(null);

  const loads = board.data?.loads ?? [];
  const drivers = board.data?.drivers ?? [];
  const close = () => setDialog(null);
  const filtered = Boolean(filters.date || filters.driverId !== undefined || filters.stage);

  return (
    // The back office's bar already names the area ("Dispatch", an h2): the columns here are h3.
    <section aria-label="Dispatch board" className="flex min-w-0 flex-col gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <BoardFilters filters={filters} drivers={drivers} onChange={setFilters} />
        <LiveStatus state={live} />
      </div>
      {board.isPending && <PageSpinner />}
      {board.isError && <Alert variant="destructive">Could not load the board: {failureMessage(board.error)}</Alert>}
      {board.data && (
        <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]" aria-busy={board.isFetching}>
          <section aria-labelledby="dispatch-loads-heading" className="flex min-w-0 flex-col gap-3">
            <h3 id="dispatch-loads-heading" className="text-lg font-semibold">
              Loads ({loads.length})
            </h3>
            {loads.length === 0 ? (
              <p className="rounded-lg border border-dashed p-8 text-center text-muted-foreground">
                {filtered ? 'No loads match these filters.' : 'No loads are ready to move.'}
              </p>
            ) : (
              loads.map((load) => (
                <LoadCard
                  key={load.serviceRequestId}
                  load={load}
                  driverIneligibleReason={drivers.find((driver) => driver.id === load.assignment?.driverId)?.ineligibleReason ?? null}
                  onAssign={(chosen) => setDialog({ kind: 'assign', load: chosen })}
                  onUnassign={(chosen) => isAssigned(chosen) && setDialog({ kind: 'unassign', load: chosen })}
                />
              ))
            )}
          </section>
          <section aria-labelledby="dispatch-drivers-heading" className="flex min-w-0 flex-col gap-3">
            <h3 id="dispatch-drivers-heading" className="text-lg font-semibold">
              Drivers ({drivers.length})
            </h3>
            {drivers.length === 0 ? (
              <p className="text-muted-foreground">No drivers hired yet.</p>
            ) : (
              <ul className="flex flex-col gap-2" aria-labelledby="dispatch-drivers-heading">
                {drivers.map((driver) => (
                  <BoardDriverCard key={driver.id} driver={driver} />
                ))}
              </ul>
            )}
          </section>
        </div>
      )}
      {dialog?.kind === 'assign' && <AssignLoadDialog load={dialog.load} drivers={drivers} onClose={close} />}
      {dialog?.kind === 'unassign' && <UnassignLoadDialog load={dialog.load} onClose={close} />}
    </section>
  );
}
