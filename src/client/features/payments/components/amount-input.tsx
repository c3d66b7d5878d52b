import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';

export function AmountInput({ id, value, onChange, error, max }: { id: string; value: string; onChange: (value: string) => void; error: string | undefined; max: string }) {
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
          aria-describedby={error ? `${id}-error` : undefined}
          required
        />
      </div>
      {error && (
        <p id={`${id}-error`} className="text-sm text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}
