// The part of an invoice's balance the customer pays now (decision 073): the amount field, the
// range it takes, and what is wrong with what was typed, in the page's language.
import { useId } from 'react';
import { formatUsd } from '@shared/money-format';
import { DollarInput } from '@/components/form/dollar-input';
import { FieldError } from '@/components/form/field-error';
import { Label } from '@/components/ui/label';
import { useI18n, useLocale } from '@/i18n/use-i18n';
import { smallestPart, type InvoiceAmount } from '../use-invoice-amount';

export function PartAmountField({ balance, choice }: { balance: string; choice: InvoiceAmount }) {
  const i18n = useI18n();
  const locale = useLocale();
  const id = useId();
  return (
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
        {i18n._('payments.amountChoice.range', { min: formatUsd(smallestPart(balance), locale), max: formatUsd(balance, locale) })}
      </p>
      <FieldError id={`${id}-part-error`} error={choice.error} announce />
    </div>
  );
}
