// The schedules, newest effective date first: each is in force from its date until the next one's.
import { FUEL_SURCHARGE_BASIS_LABELS } from '@shared/invoicing/fuel-surcharge';
import type { FuelSchedule } from '@shared/invoicing/fuel-surcharge-schemas';
import { trimDecimal } from '@shared/invoicing/invoice-lines';
import { ScrollRegion } from '@/components/ui/scroll-region';

/** "$0.01 a mile" or "0.5 % of linehaul" per step. */
export function incrementText(schedule: Pick<FuelSchedule, 'basis' | 'increment'>): string {
  const increment = trimDecimal(schedule.increment);
  return schedule.basis === 'per_mile' ? `$${increment} a mile` : `${increment} % of linehaul`;
}

export function FuelSchedulesTable({ schedules }: { schedules: readonly FuelSchedule[] }) {
  if (schedules.length === 0) {
    return (
      <p className="rounded-lg border border-dashed p-6 text-center text-muted-foreground">
        No schedule yet: loads get no fuel surcharge line.
      </p>
    );
  }
  return (
    <ScrollRegion label="Fuel surcharge schedules table" className="rounded-lg border">
      <table className="w-full min-w-[36rem] text-left text-sm">
        <caption className="sr-only">Fuel surcharge schedules, newest first</caption>
        <thead className="bg-muted/50 text-xs uppercase tracking-wide text-muted-foreground">
          <tr>
            <th scope="col" className="px-3 py-2 font-semibold">
              In force from
            </th>
            <th scope="col" className="px-3 py-2 font-semibold">
              Peg price
            </th>
            <th scope="col" className="px-3 py-2 font-semibold">
              Step
            </th>
            <th scope="col" className="px-3 py-2 font-semibold">
              Per step
            </th>
            <th scope="col" className="px-3 py-2 font-semibold">
              Added by
            </th>
          </tr>
        </thead>
        <tbody>
          {schedules.map((schedule) => (
            <tr key={schedule.id} className="border-t">
              <td className="px-3 py-2 font-medium">{schedule.effectiveFrom}</td>
              <td className="px-3 py-2">${schedule.pegPrice}/gal</td>
              <td className="px-3 py-2">${schedule.priceStep}</td>
              <td className="px-3 py-2">
                {incrementText(schedule)} <span className="sr-only">({FUEL_SURCHARGE_BASIS_LABELS[schedule.basis]})</span>
              </td>
              <td className="px-3 py-2 [overflow-wrap:anywhere]">{schedule.createdBy ?? '—'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
