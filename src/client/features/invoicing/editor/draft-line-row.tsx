// One billed line of the draft: its kind, words, quantity, unit and rate, each labelled and tied to
// its message, its amount as a preview (the server prices what is saved), and the buttons that move
// and remove it. A fieldset per line: "Line 2" names every control inside it for a screen reader.
import { ArrowDown, ArrowUp, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { LINE_KINDS, LINE_UNITS, MAX_LINE_DESCRIPTION, type LineKind, type LineUnit } from '@shared/invoicing/invoice-lines';
import { centsToAmount, formatUsd } from '@shared/money-format';
import { errorAria, FieldError } from '@/components/form/field-error';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { cn } from '@/lib/cn';
import { previewCents, type DraftRow, type RowFields } from './draft-row';
import type { LineField, RowErrors } from './line-errors';
import { LINE_KIND_LABELS, LINE_UNIT_LABELS } from './line-labels';

/** The id of a row's control, for its label, its message and moving the focus to it. */
export function rowControlId(rowKey: string, control: LineField | 'up' | 'down' | 'remove'): string {
  return `invoice-${rowKey}-${control}`;
}

interface DraftLineRowProps {
  row: DraftRow;
  /** 0-based place in the list. */
  index: number;
  count: number;
  errors: RowErrors | undefined;
  onChange: (fields: Partial<RowFields>) => void;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
}

export function DraftLineRow({ row, index, count, errors = {}, onChange, onMove, onRemove }: DraftLineRowProps) {
  const number = index + 1;
  const id = (field: LineField) => rowControlId(row.key, field);
  const errorId = (field: LineField | 'line') => `invoice-${row.key}-${field}-error`;
  const cents = previewCents(row);

  return (
    <fieldset className="rounded-md border p-3 sm:p-4" aria-describedby={errors.line ? errorId('line') : undefined}>
      <legend className="px-1 text-sm font-semibold">Line {number}</legend>
      <FieldError id={errorId('line')} error={errors.line} />
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-6">
        <Field className="col-span-2" id={id('kind')} label="Kind" error={errors.kind} errorId={errorId('kind')}>
          <NativeSelect
            id={id('kind')}
            value={row.kind}
            onChange={(event) => onChange({ kind: event.target.value as LineKind })}
            {...errorAria(errorId('kind'), errors.kind)}
          >
            {LINE_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {LINE_KIND_LABELS[kind]}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <Field
          className="col-span-2 sm:col-span-4"
          id={id('description')}
          label="Description"
          error={errors.description}
          errorId={errorId('description')}
        >
          <Input
            id={id('description')}
            value={row.description}
            maxLength={MAX_LINE_DESCRIPTION}
            onChange={(event) => onChange({ description: event.target.value })}
            {...errorAria(errorId('description'), errors.description)}
          />
        </Field>
        <Field className="sm:col-span-2" id={id('quantity')} label="Quantity" error={errors.quantity} errorId={errorId('quantity')}>
          <Input
            id={id('quantity')}
            inputMode="decimal"
            autoComplete="off"
            value={row.quantity}
            onChange={(event) => onChange({ quantity: event.target.value })}
            {...errorAria(errorId('quantity'), errors.quantity)}
          />
        </Field>
        <Field className="sm:col-span-2" id={id('unit')} label="Unit" error={errors.unit} errorId={errorId('unit')}>
          <NativeSelect
            id={id('unit')}
            value={row.unit}
            onChange={(event) => onChange({ unit: event.target.value as LineUnit })}
            {...errorAria(errorId('unit'), errors.unit)}
          >
            {LINE_UNITS.map((unit) => (
              <option key={unit} value={unit}>
                {LINE_UNIT_LABELS[unit]}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <Field className="col-span-2 sm:col-span-2" id={id('rate')} label="Rate (USD)" error={errors.rate} errorId={errorId('rate')}>
          <Input
            id={id('rate')}
            inputMode="decimal"
            autoComplete="off"
            value={row.rate}
            onChange={(event) => onChange({ rate: event.target.value })}
            {...errorAria(errorId('rate'), errors.rate)}
          />
        </Field>
      </div>
      <div className="mt-3 flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm">
          <span className="text-muted-foreground">Amount: </span>
          {cents === undefined ? (
            <>
              <span aria-hidden>—</span>
              <span className="sr-only">needs a quantity and a rate</span>
            </>
          ) : (
            <span className="font-medium" data-testid="line-amount">
              {formatUsd(centsToAmount(cents))}
            </span>
          )}
        </p>
        <div className="flex gap-1">
          <Button
            id={rowControlId(row.key, 'up')}
            size="icon"
            variant="ghost"
            aria-label={`Move line ${number} up`}
            disabled={index === 0}
            onClick={() => onMove(-1)}
          >
            <ArrowUp aria-hidden />
          </Button>
          <Button
            id={rowControlId(row.key, 'down')}
            size="icon"
            variant="ghost"
            aria-label={`Move line ${number} down`}
            disabled={index === count - 1}
            onClick={() => onMove(1)}
          >
            <ArrowDown aria-hidden />
          </Button>
          <Button id={rowControlId(row.key, 'remove')} size="icon" variant="ghost" aria-label={`Remove line ${number}`} onClick={onRemove}>
            <Trash2 aria-hidden />
          </Button>
        </div>
      </div>
    </fieldset>
  );
}

interface FieldProps {
  id: string;
  label: string;
  error: RowErrors[LineField];
  errorId: string;
  className?: string;
  children: ReactNode;
}

function Field({ id, label, error, errorId, className, children }: FieldProps) {
  return (
    <div className={cn('flex min-w-0 flex-col gap-1.5', className)}>
      <Label htmlFor={id}>{label}</Label>
      {children}
      <FieldError id={errorId} error={error} />
    </div>
  );
}
