// A hired driver's standing, changed from the Drivers list: choose the status, then confirm in a
// dialog that says what it does (a driver not active cannot be dispatched and their phone is
// signed out at once; loads they hold stay on the Dispatch board to be re-assigned).
import { useId, useState } from 'react';
import type { AdminDriverProfile } from '@shared/driver-applications/admin-driver-applications';
import { DRIVER_PROFILE_STATUSES, type DriverProfileStatus } from '@shared/driver-applications/driver-applications';
import { ConfirmActionDialog } from '@/components/admin/confirm-action-dialog';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { toast } from '@/components/ui/use-toast';
import { useChangeDriverStatus } from '../api/driver-status';
import { DRIVER_STATUS_LABELS } from './driver-card';

const ACTIONS: Record<DriverProfileStatus, string> = { active: 'Make active', inactive: 'Make inactive', terminated: 'Terminate' };

function consequenceOf(name: string, status: DriverProfileStatus): string {
  if (status === 'active') return `${name} can be assigned loads again while their license and medical card are valid.`;
  return `${name} can no longer be assigned loads and is signed out of the driver page at once. Loads they hold stay on the Dispatch board to be re-assigned.`;
}

function isDriverStatus(value: string): value is DriverProfileStatus {
  return (DRIVER_PROFILE_STATUSES as readonly string[]).includes(value);
}

export function DriverStatusControl({ driver }: { driver: AdminDriverProfile }) {
  const id = useId();
  const changeStatus = useChangeDriverStatus();
  const [chosen, setChosen] = useState<DriverProfileStatus>(driver.status);
  const [confirming, setConfirming] = useState(false);
  const name = `${driver.firstName} ${driver.lastName}`;

  async function change() {
    await changeStatus.mutateAsync({ driverId: driver.id, status: chosen });
    toast({ title: 'Driver status changed', description: `${name} is now ${DRIVER_STATUS_LABELS[chosen].toLowerCase()}.` });
  }

  return (
    <div className="flex flex-wrap items-end gap-2">
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-status`}>
          Status<span className="sr-only"> of {name}</span>
        </Label>
        <NativeSelect
          id={`${id}-status`}
          className="w-44"
          value={chosen}
          onChange={(event) => isDriverStatus(event.target.value) && setChosen(event.target.value)}
        >
          {DRIVER_PROFILE_STATUSES.map((status) => (
            <option key={status} value={status}>
              {DRIVER_STATUS_LABELS[status]}
            </option>
          ))}
        </NativeSelect>
      </div>
      <Button variant="outline" disabled={chosen === driver.status} onClick={() => setConfirming(true)}>
        Change status
      </Button>
      {confirming && (
        <ConfirmActionDialog
          title={`${ACTIONS[chosen]}: ${name}?`}
          record={[
            { label: 'Driver', value: `${name} (${driver.profileId})` },
            { label: 'Status', value: `${DRIVER_STATUS_LABELS[driver.status]} → ${DRIVER_STATUS_LABELS[chosen]}` },
          ]}
          consequence={consequenceOf(name, chosen)}
          confirmLabel={`${ACTIONS[chosen]} ${name}`}
          busyLabel="Changing..."
          tone={chosen === 'active' ? 'default' : 'destructive'}
          onConfirm={change}
          onClose={() => setConfirming(false)}
        />
      )}
    </div>
  );
}
