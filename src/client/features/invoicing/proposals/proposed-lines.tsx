// The lines the server proposed on a request's draft invoice (detention from the driver's stages,
// a driver's road receipt), each with its evidence and Approve / Waive (issue 37). The lead embeds
// it in the invoice editor, which passes the draft's lines and refreshes them on onChanged.
import { useState } from 'react';
import type { InvoiceLine } from '@shared/invoicing/invoice-line-schemas';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ApiError } from '@/lib/api';
import { failureMessage } from '@/lib/failure-message';
import { useApproveLine } from './api/decide-line';
import { LineEvidence } from './components/line-evidence';
import { WaiveLineDialog } from './components/waive-line-dialog';

interface ProposedLinesProps {
  requestId: number;
  /** The draft's lines: only the proposed ones are shown here. */
  lines: readonly InvoiceLine[];
  /** After a decision: the editor reads the invoice again (the line moves to billed or waived). */
  onChanged: () => void;
}

export function ProposedLines({ requestId, lines, onChanged }: ProposedLinesProps) {
  const approve = useApproveLine(requestId);
  const [waiving, setWaiving] = useState<InvoiceLine | null>(null);
  const proposed = lines.filter((line) => line.state === 'proposed');
  if (proposed.length === 0) return null;

  return (
    <section aria-labelledby={`proposed-lines-${requestId}`} className="flex flex-col gap-3">
      <h3 id={`proposed-lines-${requestId}`} className="font-medium">
        Proposed lines ({proposed.length})
      </h3>
      <p className="text-sm text-muted-foreground">Not billed until approved. The customer never sees a proposed or waived line.</p>
      <ul className="flex flex-col gap-3">
        {proposed.map((line) => (
          <li key={line.id} aria-label={line.description} className="flex flex-col gap-2 rounded border p-3">
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <span>{line.description}</span>
              <strong>
                {line.quantity} {line.unit} × ${line.rate} = ${line.amount}
              </strong>
            </div>
            {line.evidence && <LineEvidence evidence={line.evidence} requestId={requestId} />}
            <div className="flex gap-2">
              <Button
                size="sm"
                disabled={approve.isPending}
                // A 409 (decided by someone else, or the invoice sent meanwhile): read the invoice again too.
                onClick={() =>
                  approve.mutate(line.id, {
                    onSuccess: onChanged,
                    onError: (error) => error instanceof ApiError && error.status === 409 && onChanged(),
                  })
                }
                aria-label={`Approve: ${line.description}`}
              >
                Approve
              </Button>
              <Button size="sm" variant="outline" onClick={() => setWaiving(line)} aria-label={`Waive: ${line.description}`}>
                Waive
              </Button>
            </div>
            {approve.error && approve.variables === line.id && <Alert variant="destructive">{failureMessage(approve.error)}</Alert>}
          </li>
        ))}
      </ul>
      {waiving && <WaiveLineDialog requestId={requestId} line={waiving} onWaived={onChanged} onClose={() => setWaiving(null)} />}
    </section>
  );
}
