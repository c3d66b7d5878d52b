// An amount in dollars: a text field with a $ in front, checked by the shared money schema
// (docs/decisions/054-unambiguous-amounts.md). Not type="number": a number field reads what is
// typed by the browser's own locale and gives the page an empty value for what it cannot read, so
// "1,234.56" would vanish without a word and "2,50" be read differently from one browser to the
// next; as text, the schema sees exactly what was typed and says how to write it.
import type { ComponentProps } from 'react';
import { Input } from '@/components/ui/input';
import { cn } from '@/lib/cn';

export function DollarInput({
  className,
  ...props
}: Omit<ComponentProps<'input'>, 'type' | 'inputMode' | 'step' | 'min' | 'max' | 'autoComplete' | 'spellCheck'>) {
  return (
    <div className="relative">
      <span className="pointer-events-none absolute left-3 top-1/2 -translate-y-1/2 text-muted-foreground" aria-hidden>
        $
      </span>
      <Input type="text" inputMode="decimal" autoComplete="off" spellCheck={false} className={cn('pl-7', className)} {...props} />
    </div>
  );
}
