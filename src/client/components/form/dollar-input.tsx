// An amount in dollars: a number field with a $ in front that takes cents (the shared money
// schema then checks it has at most two decimal places).
import type { ComponentProps } from 'react';
import { Input } from '@/components/ui/input';
import { cn } from '@/lib/cn';

export function DollarInput({ className, ...props }: Omit<ComponentProps<'input'>, 'type' | 'inputMode' | 'step'>) {
  return (
    <div className="relative">
      <span className="pointer-events-none absolute left-3 top-1/2 -translate-y-1/2 text-muted-foreground" aria-hidden>
        $
      </span>
      <Input type="number" inputMode="decimal" step="0.01" className={cn('pl-7', className)} {...props} />
    </div>
  );
}
