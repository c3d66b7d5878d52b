// One driver in the Drivers list: the card, and under it the control that changes their status and
// the button to their qualification file (another feature's, handed over by the app).
import type { ReactNode } from 'react';
import type { AdminDriverProfile } from '@shared/driver-applications/admin-driver-applications';
import { DriverCard } from './driver-card';
import { DriverStatusControl } from './driver-status-control';

/** What the app shows beside a driver for their qualification file (issue 41): a button that opens it. */
export type QualificationFileSlot = (driver: AdminDriverProfile) => ReactNode;

export function DriverListItem({ driver, qualificationFile }: { driver: AdminDriverProfile; qualificationFile?: QualificationFileSlot }) {
  return (
    <div className="flex flex-col gap-2">
      <DriverCard driver={driver} />
      <div className="flex flex-wrap items-end justify-between gap-2 px-1">
        <DriverStatusControl driver={driver} />
        {qualificationFile?.(driver)}
      </div>
    </div>
  );
}
