// The board's filters: a day (planned pickup, or preferred while unassigned), a driver and a
// stage, each applied as it changes; Clear shows the whole board again.
import { useId } from 'react';
import { BOARD_STAGE_FILTERS, isLoadStage, type BoardDriver, type DispatchBoardQuery } from '@shared/dispatch/dispatch';
import { isCalendarDate } from '@shared/calendar-date';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { STAGE_FILTER_LABELS } from '../board-labels';

interface BoardFiltersProps {
  filters: DispatchBoardQuery;
  drivers: readonly BoardDriver[];
  onChange: (filters: DispatchBoardQuery) => void;
}

export function BoardFilters({ filters, drivers, onChange }: BoardFiltersProps) {
  const id = useId();
  const set = (change: Partial<DispatchBoardQuery>) => onChange({ ...filters, ...change });
  const filtered = Boolean(filters.date || filters.driverId !== undefined || filters.stage);

  return (
    <div role="group" aria-label="Filter the board" className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-end">
      <div className="grid gap-1.5 sm:w-44">
        <Label htmlFor={`${id}-date`}>Pickup date</Label>
        <Input
          id={`${id}-date`}
          type="date"
          value={filters.date ?? ''}
          onChange={(event) => {
            const date = event.target.value;
            // A half-typed date is not sent: the board keeps the last good filter meanwhile.
            if (!date || isCalendarDate(date)) set({ date: date || undefined });
          }}
        />
      </div>
      <div className="grid gap-1.5 sm:w-56">
        <Label htmlFor={`${id}-driver`}>Driver</Label>
        <NativeSelect
          id={`${id}-driver`}
          value={filters.driverId === undefined ? '' : String(filters.driverId)}
          onChange={(event) => set({ driverId: event.target.value ? Number(event.target.value) : undefined })}
        >
          <option value="">All drivers</option>
          {drivers.map((driver) => (
            <option key={driver.id} value={driver.id}>
              {driver.name}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="grid gap-1.5 sm:w-56">
        <Label htmlFor={`${id}-stage`}>Stage</Label>
        <NativeSelect
          id={`${id}-stage`}
          value={filters.stage ?? ''}
          onChange={(event) => {
            const stage = event.target.value;
            set({ stage: stage === 'unassigned' || isLoadStage(stage) ? stage : undefined });
          }}
        >
          <option value="">All stages</option>
          {BOARD_STAGE_FILTERS.map((stage) => (
            <option key={stage} value={stage}>
              {STAGE_FILTER_LABELS[stage]}
            </option>
          ))}
        </NativeSelect>
      </div>
      <Button variant="outline" onClick={() => onChange({})} disabled={!filtered}>
        Clear
      </Button>
    </div>
  );
}
