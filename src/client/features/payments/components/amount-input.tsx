// The amount field of the free-form pages, with the range the site takes online beside it; an
// amount outside it is marked invalid as it is typed.
import type { MessageOrText } from '@shared/coded-message';
import { DollarInput } from '@/components/form/dollar-input';
import { FieldError } from '@/components/form/field-error';
import { Label } from '@/components/ui/label';
import { useI18n, useLocale } from '@/i18n/use-i18n';
import { amountRange } from '../use-amount-field';

export interface AmountInputProps {
  id: string;
  value: string;
  onChange: (value: string) => void;
  /** The schema's refusal with its code, or the page's own words. */
  error: MessageOrText | undefined;
  max: string;
}

export function AmountInput({ id, value, onChange, error, max }: AmountInputProps) {
  const i18n = useI18n();
  const locale = useLocale();
  return (
    <div className="flex flex-col gap-2">
      <Label htmlFor={id}>
        {i18n._('payments.amount.label')} <span className="text-destructive">*</span>
      </Label>
      <DollarInput
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-range ${id}-error` : `${id}-range`}
        required
      />
      <p id={`${id}-range`} className="text-xs text-muted-foreground">
        {amountRange(i18n, locale, max)}
      </p>
      <FieldError id={`${id}-error`} error={error} announce />
    </div>
  );
}
