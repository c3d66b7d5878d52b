// Un-assigning takes a load off a driver's phone: the dialog names the driver and the load before
// anything is sent, and the server's refusal (a load delivered meanwhile) stays in it.
import { LOAD_STAGE_LABELS, type BoardLoad } from '@shared/dispatch/dispatch';
import { ConfirmActionDialog } from '@/components/admin/confirm-action-dialog';
import { toast } from '@/components/ui/use-toast';
import { useUnassignLoad } from '../api/assignments';
import { routeOf } from '../board-labels';

export type AssignedLoad = BoardLoad & { assignment: NonNullable<BoardLoad['assignment']> };

export function UnassignLoadDialog({ load, onClose }: { load: AssignedLoad; onClose: () => void }) {
  const unassignLoad = useUnassignLoad();
  const { driverName, stage } = load.assignment;

  // mutateAsync: the dialog shows a failure itself, and closes only once the load is un-assigned.
  async function unassign() {
    await unassignLoad.mutateAsync(load.serviceRequestId);
    toast({ title: 'Load un-assigned', description: `${load.referenceId} is back on the board without a driver.` });
  }

  return (
    <ConfirmActionDialog
      title={`Un-assign ${driverName} from ${load.referenceId}?`}
      record={[
        { label: 'Load', value: `${load.referenceId} · ${routeOf(load)}` },
        { label: 'Driver', value: driverName },
        { label: 'Stage', value: LOAD_STAGE_LABELS[stage] },
      ]}
      consequence={`The load leaves ${driverName}'s phone and waits on the board for another driver.`}
      confirmLabel={`Un-assign ${driverName}`}
      busyLabel="Un-assigning..."
      tone="destructive"
      onConfirm={unassign}
      onClose={onClose}
    />
  );
}

export function isAssigned(load: BoardLoad): load is AssignedLoad {
  return load.assignment !== null;
}
