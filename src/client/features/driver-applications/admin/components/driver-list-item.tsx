// One driver in the Drivers list: the card, and under it the control that changes their status.
import type { AdminDriverProfile } from '@shared/driver-applications/admin-driver-applications';
import { DriverCard } from './driver-card';
import { DriverStatusControl } from './driver-status-control';

export function DriverListItem({ driver }: { driver: AdminDriverProfile }) {
  return (
    <div className="flex flex-col gap-2">
      <DriverCard driver={driver} />
      <div className="px-1">
        <DriverStatusControl driver={driver} />
      </div>
    </div>
  );
}
