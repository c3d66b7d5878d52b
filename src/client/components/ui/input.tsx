import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

// The ring follows focus *within* the field: a date field's calendar button sits inside the
// input (in its shadow tree), and while it has focus the input itself matches neither :focus nor
// :focus-visible, so a focus-visible ring would vanish from a keyboard user's field.
export const fieldClasses =
  'w-full rounded-md border border-input bg-background px-3 text-base sm:text-sm placeholder:text-muted-foreground ' +
  'focus-within:outline-none focus-within:ring-2 focus-within:ring-ring focus-within:ring-offset-1 ' +
  'disabled:cursor-not-allowed disabled:opacity-50 aria-[invalid=true]:border-destructive';

// text-base on phones keeps iOS from zooming into a focused field.
export function Input({ className, type = 'text', ...props }: ComponentProps<'input'>) {
  return <input type={type} className={cn(fieldClasses, 'h-10 py-2 file:border-0 file:bg-transparent', className)} {...props} />;
}
