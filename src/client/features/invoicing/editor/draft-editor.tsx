// The draft's billed lines as a form: each line editable, its amount and the total previewed in
// the browser with the server's own rounding rule (the server prices what is saved), Add line,
// Save (the kind, words, quantity, unit and rate only: never an amount or a total), the saved
// draft's PDF, and Send invoice.
import { FileSearch, Loader2, Plus } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { textOf } from '@shared/coded-message';
import type { BilledLine } from '@shared/invoicing/billed-lines';
import { draftLinesSchema, type InvoiceDocument } from '@shared/invoicing/invoice-line-schemas';
import { MAX_INVOICE_LINES } from '@shared/invoicing/invoice-lines';
import { centsToAmount, formatUsd } from '@shared/money-format';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { draftPdfUrl, useSaveDraftLines } from '../api/invoices';
import { DraftLineRow, rowControlId } from './draft-line-row';
import { FuelSurchargeButton } from './fuel-surcharge-button';
import {
  blankLine,
  inputOf,
  linehaulTotal,
  previewTotalCents,
  suggestedRows,
  type DraftRow,
  type InvoiceEditorRequest,
  type RowFields,
} from './draft-row';
import { hasErrors, issueFields, LINE_FIELDS, NO_ERRORS, placeErrors, saveFailure, type SaveErrors } from './line-errors';
import { SendDraftButton } from './send-draft-button';
import { useDraftRows } from './use-draft-rows';

export const MARKED_LINES = 'Correct the lines marked below, then save again.';

interface DraftEditorProps {
  request: InvoiceEditorRequest;
  /** The request's draft as the server holds it; undefined before anything was saved. */
  draft: InvoiceDocument | undefined;
  /** The quote's lines: a new draft starts from them (decision 070). */
  quoteLines: readonly BilledLine[];
  /** Called once the invoice is sent: the editor closes, as the spec's Invoice dialog does. */
  onSent: () => void;
}

export function DraftEditor({ request, draft, quoteLines, onSent }: DraftEditorProps) {
  const rows = useDraftRows(draft, () => suggestedRows(request, quoteLines));
  const save = useSaveDraftLines(request.id);
  const [errors, setErrors] = useState<SaveErrors>(NO_ERRORS);
  // Said inside the dialog rather than by a toast: an open dialog hides the rest of the page from
  // assistive technology, the toasts included.
  const [savedNote, setSavedNote] = useState<string>();
  // The control to focus once React has drawn the change that moved, added or removed it.
  const focusNext = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (focusNext.current === undefined) return;
    document.getElementById(focusNext.current)?.focus();
    focusNext.current = undefined;
  });

  const savedBilled = draft?.lines.filter((line) => line.state === 'approved').length ?? 0;
  const undecided = draft?.lines.some((line) => line.state === 'proposed') ?? false;
  const total = previewTotalCents(rows.rows);

  function change(row: DraftRow, fields: Partial<RowFields>) {
    rows.change(row.key, fields);
    // What was wrong with a field goes once it is changed; the rest stays until the next save.
    const rowErrors = errors.rows[row.key];
    if (!rowErrors) return;
    const remaining = Object.fromEntries(Object.entries(rowErrors).filter(([field]) => !(field in fields) && field !== 'line'));
    setErrors({ ...errors, rows: { ...errors.rows, [row.key]: remaining } });
  }

  function add() {
    focusNext.current = rowControlId(rows.add(blankLine()), 'kind');
  }

  function addSurcharge(fields: RowFields) {
    focusNext.current = rowControlId(rows.add(fields), 'kind');
  }

  function remove(index: number) {
    const row = rows.rows[index]!;
    const neighbour = rows.rows[index + 1] ?? rows.rows[index - 1];
    focusNext.current = neighbour ? rowControlId(neighbour.key, 'remove') : 'invoice-add-line';
    rows.remove(row.key);
  }

  function move(index: number, by: -1 | 1) {
    const row = rows.rows[index]!;
    const landsAt = index + by;
    // At either end its button in that direction is disabled: the focus goes to the other one.
    const atEnd = landsAt === 0 || landsAt === rows.rows.length - 1;
    const direction = by < 0 ? 'up' : 'down';
    focusNext.current = rowControlId(row.key, atEnd ? (direction === 'up' ? 'down' : 'up') : direction);
    rows.move(row.key, by);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const sent = rows.rows;
    const parsed = draftLinesSchema.safeParse({ lines: sent.map(inputOf) });
    if (!parsed.success) {
      showErrors(placeErrors(issueFields(parsed.error.issues), sent), sent);
      return;
    }
    setErrors(NO_ERRORS);
    save.mutate(parsed.data.lines, {
      onSuccess: (saved) => {
        rows.saved(saved, sent);
        const billed = saved.lines.filter((line) => line.state === 'approved').length;
        setSavedNote(`Draft saved: the server priced ${billed} ${billed === 1 ? 'line' : 'lines'}, total ${formatUsd(saved.total)}.`);
      },
      onError: (error) => showErrors(saveFailure(error, sent), sent),
    });
  }

  /** Shows what is wrong and takes the focus to the first field to fix. */
  function showErrors(found: SaveErrors, sent: readonly DraftRow[]) {
    setErrors(found);
    for (const row of sent) {
      const rowErrors = found.rows[row.key];
      const field = LINE_FIELDS.find((name) => rowErrors?.[name]);
      if (field) {
        focusNext.current = rowControlId(row.key, field);
        return;
      }
    }
  }

  const rowErrorCount = Object.values(errors.rows).filter((row) => Object.keys(row).length > 0).length;
  const blockedBecause =
    savedBilled === 0
      ? 'Save at least one line before sending.'
      : rows.dirty
        ? 'Save your changes before sending.'
        : undecided
          ? 'Approve or waive each proposed line before sending.'
          : undefined;

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4" aria-labelledby="draft-lines-heading">
      <h3 id="draft-lines-heading" className="text-base font-semibold">
        Billed lines {draft ? '(draft)' : '(new draft, not saved yet)'}
      </h3>
      {hasErrors(errors) && (errors.form.length > 0 || rowErrorCount > 0) && (
        <Alert variant="destructive">
          {errors.form.map((message) => (
            <p key={textOf(message)}>{textOf(message)}</p>
          ))}
          {rowErrorCount > 0 && <p>{MARKED_LINES}</p>}
        </Alert>
      )}
      {rows.rows.length === 0 ? (
        <p className="text-sm text-muted-foreground">No billed lines. Add one, or save to leave the draft empty.</p>
      ) : (
        <div className="flex flex-col gap-3">
          {rows.rows.map((row, index) => (
            <DraftLineRow
              key={row.key}
              row={row}
              index={index}
              count={rows.rows.length}
              errors={errors.rows[row.key]}
              onChange={(fields) => change(row, fields)}
              onMove={(by) => move(index, by)}
              onRemove={() => remove(index)}
            />
          ))}
        </div>
      )}
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Button id="invoice-add-line" variant="outline" onClick={add} disabled={rows.rows.length >= MAX_INVOICE_LINES}>
          <Plus aria-hidden />
          Add line
        </Button>
        <FuelSurchargeButton
          requestId={request.id}
          editor="invoice"
          linehaul={linehaulTotal(rows.rows)}
          disabled={rows.rows.length >= MAX_INVOICE_LINES}
          onAdd={addSurcharge}
        />
        <p className="text-base font-semibold" data-testid="draft-total">
          Total:{' '}
          {total === undefined ? (
            <span className="font-normal text-muted-foreground">complete each line's quantity and rate</span>
          ) : (
            formatUsd(centsToAmount(total))
          )}
        </p>
      </div>
      <p className="text-xs text-muted-foreground">Amounts are a preview: the server computes each line and the total when you save.</p>
      <p role="status" className="text-sm font-medium">
        {!rows.dirty && savedNote}
      </p>
      <div className="flex flex-col gap-2 border-t pt-4 sm:flex-row sm:flex-wrap sm:items-center">
        <Button type="submit" disabled={!rows.dirty || save.isPending} aria-busy={save.isPending}>
          {save.isPending && <Loader2 className="animate-spin" aria-hidden />}
          {save.isPending ? 'Saving...' : 'Save'}
        </Button>
        {savedBilled > 0 && (
          <Button asChild variant="outline">
            <a
              href={draftPdfUrl(request.id)}
              target="_blank"
              rel="noopener"
              aria-describedby={rows.dirty ? 'draft-pdf-saved-only' : undefined}
            >
              <FileSearch aria-hidden />
              See the PDF
            </a>
          </Button>
        )}
        <SendDraftButton
          requestId={request.id}
          referenceId={request.referenceId}
          draft={draft}
          blockedBecause={blockedBecause}
          onSent={onSent}
        />
      </div>
      {savedBilled > 0 && rows.dirty && (
        <p id="draft-pdf-saved-only" className="text-sm text-muted-foreground">
          The PDF shows the lines as last saved.
        </p>
      )}
    </form>
  );
}
