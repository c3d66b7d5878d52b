// The back office's quote lines editor (decision 070): the quote as lines (linehaul, the fuel
// surcharge the server computes, accessorials), each row as the invoice editor draws it, the total
// previewed with the server's rounding rule; Save sends the words, quantities, units and rates,
// and the server's total becomes the request's quote (mailed to the customer when it is a new offer).
import { Loader2, Plus } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { textOf } from '@shared/coded-message';
import type { BilledLine } from '@shared/invoicing/billed-lines';
import { MAX_INVOICE_LINES } from '@shared/invoicing/invoice-lines';
import { quoteLinesSchema } from '@shared/invoicing/quote-line-schemas';
import { centsToAmount, formatUsd } from '@shared/money-format';
import { DetailsDialog } from '@/components/admin/details-dialog';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { useQuoteLines } from '../api/fuel-surcharge-line';
import { useSaveQuoteLines } from '../api/quote-lines';
import { DraftLineRow, rowControlId } from '../editor/draft-line-row';
import {
  blankLine,
  linehaulTotal,
  previewTotalCents,
  routeDescription,
  suggestedRows,
  type DraftRow,
  type InvoiceEditorRequest,
  type RowFields,
} from '../editor/draft-row';
import { FuelSurchargeButton } from '../editor/fuel-surcharge-button';
import { CreditWarningFor, CreditWarningProvider, type CreditWarningSlot } from '../editor/credit-warning-slot';
import { hasErrors, issueFields, LINE_FIELDS, NO_ERRORS, placeErrors, saveFailure, type SaveErrors } from '../editor/line-errors';

interface QuoteLinesDialogProps {
  request: InvoiceEditorRequest;
  onClose: () => void;
  /** The account's credit check, shown under the quote's total. */
  creditWarning?: CreditWarningSlot;
}

export function QuoteLinesDialog({ request, onClose, creditWarning }: QuoteLinesDialogProps) {
  const quote = useQuoteLines(request.id, true);
  return (
    <CreditWarningProvider slot={creditWarning}>
      <DetailsDialog detail={quote} title="Quote lines" loadFailedText="Could not load this request's quote." onClose={onClose}>
        {(data) => (
          <>
            <DialogHeader>
              <DialogTitle>
                Quote lines · <span className="font-mono wrap-anywhere">{request.referenceId}</span>
              </DialogTitle>
              <DialogDescription>
                {routeDescription(request)}. The lines' total becomes the quote; a new total is mailed to the customer.
              </DialogDescription>
            </DialogHeader>
            <QuoteLinesForm request={request} saved={data.lines} />
          </>
        )}
      </DetailsDialog>
    </CreditWarningProvider>
  );
}

// Rows' keys only need to differ on one screen.
let lastKey = 0;
const keyed = (fields: RowFields): DraftRow => ({ key: `quote-line-${(lastKey += 1)}`, ...fields });

function QuoteLinesForm({ request, saved }: { request: InvoiceEditorRequest; saved: readonly BilledLine[] }) {
  // The saved lines, or the linehaul at the current quote (a request quoted before lines had none to show).
  const [rows, setRows] = useState<DraftRow[]>(() => suggestedRows(request, saved).map(keyed));
  const [errors, setErrors] = useState<SaveErrors>(NO_ERRORS);
  const [savedNote, setSavedNote] = useState<string>();
  const save = useSaveQuoteLines(request.id);
  const focusNext = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (focusNext.current === undefined) return;
    document.getElementById(focusNext.current)?.focus();
    focusNext.current = undefined;
  });

  const total = previewTotalCents(rows);
  const edit = (change: (current: DraftRow[]) => DraftRow[]) => {
    setSavedNote(undefined);
    setRows(change);
  };
  const add = (fields: RowFields) => {
    const row = keyed(fields);
    focusNext.current = rowControlId(row.key, 'kind');
    edit((current) => [...current, row]);
  };
  const move = (index: number, by: -1 | 1) =>
    edit((current) => {
      const moved = [...current];
      [moved[index], moved[index + by]] = [moved[index + by]!, moved[index]!];
      return moved;
    });

  function submit(event: FormEvent) {
    event.preventDefault();
    const sent = rows;
    const parsed = quoteLinesSchema.safeParse({
      lines: sent.map(({ kind, description, quantity, unit, rate }) => ({ kind, description, quantity, unit, rate })),
    });
    if (!parsed.success) {
      showErrors(placeErrors(issueFields(parsed.error.issues), sent), sent);
      return;
    }
    setErrors(NO_ERRORS);
    save.mutate(parsed.data.lines, {
      onSuccess: (answer) =>
        setSavedNote(`Quote saved: the server priced ${answer.lines.length} lines, total ${formatUsd(answer.request.estimatedQuote)}.`),
      onError: (error) => showErrors(saveFailure(error, sent), sent),
    });
  }

  function showErrors(found: SaveErrors, sent: readonly DraftRow[]) {
    setErrors(found);
    for (const row of sent) {
      const field = LINE_FIELDS.find((name) => found.rows[row.key]?.[name]);
      if (field) {
        focusNext.current = rowControlId(row.key, field);
        return;
      }
    }
  }

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4" aria-label="Quote lines">
      {hasErrors(errors) && (
        <Alert variant="destructive">
          {errors.form.map((message) => (
            <p key={textOf(message)}>{textOf(message)}</p>
          ))}
          {Object.values(errors.rows).some((row) => Object.keys(row).length > 0) && <p>Correct the lines marked below, then save again.</p>}
        </Alert>
      )}
      <div className="flex flex-col gap-3">
        {rows.map((row, index) => (
          <DraftLineRow
            key={row.key}
            row={row}
            index={index}
            count={rows.length}
            errors={errors.rows[row.key]}
            onChange={(fields) => edit((current) => current.map((each) => (each.key === row.key ? { ...each, ...fields } : each)))}
            onMove={(by) => move(index, by)}
            onRemove={() => edit((current) => current.filter((each) => each.key !== row.key))}
          />
        ))}
      </div>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex flex-wrap items-start gap-3">
          <Button variant="outline" onClick={() => add(blankLine())} disabled={rows.length >= MAX_INVOICE_LINES}>
            <Plus aria-hidden />
            Add line
          </Button>
          <FuelSurchargeButton
            requestId={request.id}
            editor="quote"
            linehaul={linehaulTotal(rows)}
            disabled={rows.length >= MAX_INVOICE_LINES}
            onAdd={add}
          />
        </div>
        <p className="text-base font-semibold" data-testid="quote-lines-total">
          Total:{' '}
          {total === undefined ? (
            <span className="font-normal text-muted-foreground">complete each line's quantity and rate</span>
          ) : (
            formatUsd(centsToAmount(total))
          )}
        </p>
      </div>
      {total !== undefined && total > 0 && <CreditWarningFor requestId={request.id} amount={centsToAmount(total)} />}
      <p className="text-xs text-muted-foreground">Amounts are a preview: the server computes each line and the total when you save.</p>
      <p role="status" className="text-sm font-medium">
        {savedNote}
      </p>
      <div className="border-t pt-4">
        <Button type="submit" disabled={save.isPending || rows.length === 0} aria-busy={save.isPending}>
          {save.isPending && <Loader2 className="animate-spin" aria-hidden />}
          {save.isPending ? 'Saving...' : 'Save quote'}
        </Button>
      </div>
    </form>
  );
}
