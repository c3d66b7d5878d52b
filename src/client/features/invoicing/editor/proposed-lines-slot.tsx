// The draft's proposed and waived lines, read only, each with its evidence. A stand-in with the
// props of <ProposedLines requestId lines onChanged/> (src/client/features/invoicing/proposals/,
// built beside this editor), which adds Approve and Waive: swap the import in
// invoice-editor-dialog.tsx for it. Never billed until approved, so kept apart from the billed lines.
import type { InvoiceLine, LineEvidence } from '@shared/invoicing/invoice-line-schemas';
import { formatDateTime } from '@shared/calendar-date';
import { formatUsd } from '@shared/money-format';
import { Badge } from '@/components/ui/badge';
import { InvoiceLineList } from './invoice-line-list';

export interface ProposedLinesSlotProps {
  requestId: number;
  /** The draft's proposed and waived lines. */
  lines: readonly InvoiceLine[];
  /** Called once a line was approved or waived (the stand-in changes nothing). */
  onChanged: () => void;
}

export function ProposedLinesSlot({ lines }: ProposedLinesSlotProps) {
  return (
    <InvoiceLineList
      label="Proposed and waived lines"
      lines={lines}
      extra={(line) => (
        <>
          <div>
            {line.state === 'waived' ? (
              <Badge tone="neutral">Waived</Badge>
            ) : (
              <Badge tone="yellow">Proposed: not billed until approved</Badge>
            )}
          </div>
          {line.state === 'waived' && line.waiveReason && <p>Reason: {line.waiveReason}</p>}
          {line.evidence && <EvidenceFacts evidence={line.evidence} />}
        </>
      )}
    />
  );
}

/** What the driver's stages or receipt proved, as label and value. */
function EvidenceFacts({ evidence }: { evidence: LineEvidence }) {
  const facts: [string, string | undefined][] = [
    ['Stop', evidence.stop === undefined ? undefined : evidence.stop === 'pickup' ? 'Pickup' : 'Delivery'],
    ['Appointment', evidence.appointmentAt && formatDateTime(evidence.appointmentAt)],
    ['Arrived', evidence.arrivedAt && formatDateTime(evidence.arrivedAt)],
    ['Departed', evidence.departedAt && formatDateTime(evidence.departedAt)],
    ['Free time', evidence.freeMinutes === undefined ? undefined : `${evidence.freeMinutes} min`],
    ['Billed time', evidence.billedMinutes === undefined ? undefined : `${evidence.billedMinutes} min`],
    ['Driver', evidence.driverFirstName],
    ['Place', evidence.location],
    ['Receipt', evidence.receiptAmount && formatUsd(evidence.receiptAmount)],
  ];
  const shown = facts.filter((fact): fact is [string, string] => Boolean(fact[1]));
  if (shown.length === 0) return null;
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-muted-foreground">
      {shown.map(([label, value]) => (
        <div key={label} className="contents">
          <dt>{label}</dt>
          <dd className="wrap-anywhere text-foreground">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
