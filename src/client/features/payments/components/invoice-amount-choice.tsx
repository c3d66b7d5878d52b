// Paying the whole balance of an invoice (the default) or part of it (decision 073): two native
// radios, and the amount field when part is chosen, checked as it is typed.
import { useId } from 'react';
import { formatUsd } from '@shared/money-format';
import { DollarInput } from '@/components/form/dollar-input';
import { FieldError } from '@/components/form/field-error';
import { Label } from '@/components/ui/label';
import { useI18n, useLocale } from '@/i18n/use-i18n';
import { cn } from '@/lib/cn';
import { smallestPart, type AmountMode, type InvoiceAmount } from '../use-invoice-amount';

export function InvoiceAmountChoice({ balance, choice }: { balance: string; choice: InvoiceAmount }) {
  const i18n = useI18n();
  const locale = useLocale();
  const id = useId();
  const option = (mode: AmountMode, label: string) => (
    <label
      className={cn(
        'flex cursor-pointer items-center gap-3 rounded-lg border p-3 transition-colors has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring',
        choice.mode === mode ? 'border-primary bg-blue-50' : 'hover:bg-muted',
      )}
    >
      <input
        type="radio"
        name={`${id}-amount-mode`}
        value={mode}
        checked={choice.mode === mode}
        onChange={() => choice.setMode(mode)}
        className="size-4 accent-primary"
      />
      <span className="font-medium">{label}</span>
    </label>
  );
  return (
    <fieldset data-payment-section="payment-amount" className="flex flex-col gap-2">
      <legend className="mb-1 text-base font-semibold">{i18n._('payments.amountChoice.legend')}</legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {option('balance', i18n._('payments.amountChoice.balance', { amount: formatUsd(balance, locale) }))}
        {option('part', i18n._('payments.amountChoice.part'))}
      </div>
      {choice.mode === 'part' && (
        <div className="flex flex-col gap-2">
          <Label htmlFor={`${id}-part`}>{i18n._('payments.amountChoice.label')}</Label>
          <DollarInput
            id={`${id}-part`}
            value={choice.text}
            onChange={(event) => choice.setText(event.target.value)}
            aria-invalid={choice.error ? true : undefined}
            aria-describedby={choice.error ? `${id}-part-range ${id}-part-error` : `${id}-part-range`}
            required
          />
          <p id={`${id}-part-range`} className="text-xs text-muted-foreground">
            {i18n._('payments.amountChoice.range', {
              min: formatUsd(smallestPart(balance), locale),
              max: formatUsd(balance, locale),
            })}
          </p>
          <FieldError id={`${id}-part-error`} error={choice.error} announce />
        </div>
      )}
    </fieldset>
  );
}
