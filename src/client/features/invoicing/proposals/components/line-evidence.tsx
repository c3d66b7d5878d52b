// What a proposed line rests on, as the office checks it: arrival, departure, the appointment the
// clock ran from, free and billed time, the driver and the place; for a driver's receipt, what was
// paid, when, and a link to its photo (served to the 'invoice-proposals' staff only).
import type { LineEvidence as Evidence } from '@shared/invoicing/invoice-line-schemas';

/** In the stop's zone when the evidence names it (the dock's clock), with the zone written out. */
function when(iso: string | undefined, timeZone: string | undefined): string | undefined {
  if (!iso) return undefined;
  return new Date(iso).toLocaleString('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
    ...(timeZone ? { timeZone } : {}),
  });
}

function minutes(value: number | undefined): string | undefined {
  if (value === undefined) return undefined;
  const hours = Math.floor(value / 60);
  const rest = value % 60;
  if (hours === 0) return `${rest} min`;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}

/** The receipt photo's address (GET /api/admin/service-requests/:id/receipts/:receiptId/photo). */
export const receiptPhotoUrl = (requestId: number, receiptId: number) =>
  `/api/admin/service-requests/${requestId}/receipts/${receiptId}/photo`;

export function LineEvidence({ evidence, requestId }: { evidence: Evidence; requestId: number }) {
  const facts: [string, string | undefined][] = [
    ['Stop', evidence.stop === 'pickup' ? 'Pickup' : evidence.stop === 'delivery' ? 'Delivery' : undefined],
    ['Arrived', when(evidence.arrivedAt, evidence.timeZone)],
    ['Left', when(evidence.departedAt, evidence.timeZone)],
    ['Appointment', when(evidence.appointmentAt, evidence.timeZone)],
    ['Free time', minutes(evidence.freeMinutes)],
    ['Billed time', minutes(evidence.billedMinutes)],
    ['Driver', evidence.driverFirstName],
    ['Place', evidence.location],
    ['Receipt amount', evidence.receiptAmount ? `$${evidence.receiptAmount}` : undefined],
    ['Receipt taken', evidence.receiptId === undefined ? undefined : when(evidence.recordedAt, evidence.timeZone)],
  ];
  return (
    <>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        {facts
          .filter((fact): fact is [string, string] => fact[1] !== undefined)
          .map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="text-muted-foreground">{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
      </dl>
      {evidence.receiptId !== undefined && (
        // A new tab: the editor (and its unsaved lines) stays open beside the photo.
        <a
          href={receiptPhotoUrl(requestId, evidence.receiptId)}
          target="_blank"
          rel="noopener noreferrer"
          className="text-sm font-medium text-primary underline underline-offset-4"
        >
          View receipt
        </a>
      )}
    </>
  );
}
