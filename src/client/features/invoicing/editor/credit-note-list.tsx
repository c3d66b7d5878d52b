// The credit notes of a sent invoice: number, amount, reason, who issued it and when, and its PDF.
import { FileDown } from 'lucide-react';
import type { CreditNote } from '@shared/invoicing/credit-notes';
import { formatDateTime } from '@shared/calendar-date';
import { formatUsd } from '@shared/money-format';
import { creditNotePdfUrl } from '../api/credit-notes';

export function CreditNoteList({ notes }: { notes: readonly CreditNote[] }) {
  return (
    <ul aria-label="Credit notes" className="flex flex-col gap-2 text-sm">
      {notes.map((note) => (
        <li key={note.id} className="flex flex-wrap items-baseline justify-between gap-x-3 rounded-md border p-2">
          <span className="font-mono">{note.number}</span>
          <span className="font-semibold">-{formatUsd(note.amount)}</span>
          <span className="basis-full">{note.reason}</span>
          <span className="text-muted-foreground">
            {note.createdBy ?? 'A former member'} · {formatDateTime(note.createdAt)}
          </span>
          <a className="inline-flex items-center gap-1 underline" href={creditNotePdfUrl(note.id)} download>
            <FileDown aria-hidden className="size-4" />
            PDF<span className="sr-only"> of credit note {note.number}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
