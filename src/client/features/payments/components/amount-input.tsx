// The amount field of the free-form pages, with the range the site takes online beside it; an
// amount outside it is marked invalid as it is typed.
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { amountRange } from '../use-amount-field';

export interface AmountInputProps {
  id: string;
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
  max: string;
}

export function AmountInput({ id, value, onChange, error, max }: AmountInputProps) {
  return (
    <div className="flex flex-col gap-2">
      <Label htmlFor={id}>
        Amount (USD) <span className="text-destructive">*</span>
      </Label>
      <div className="relative">
        <span className="pointer-events-none absolute left-3 top-1/2 -translate-y-1/2 text-muted-foreground" aria-hidden>
          $
        </span>
        <Input
          id={id}
          type="number"
          inputMode="decimal"
          min="0"
          step="0.01"
          max={max}
          className="pl-7"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-range ${id}-error` : `${id}-range`}
          required
        />
      </div>
      <p id={`${id}-range`} className="text-xs text-muted-foreground">
        {amountRange(max)}
      </p>
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}
