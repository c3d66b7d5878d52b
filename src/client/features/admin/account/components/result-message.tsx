// The outcome of a password-reset step, in place of its form. The focus moves to it, so a
// screen reader reads it at once and the keyboard starts from it (the form it replaced is gone).
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { useFocusOnMount } from '@/lib/use-focus-on-mount';

interface ResultMessageProps {
  tone: 'success' | 'failure';
  children: ReactNode;
}

export function ResultMessage({ tone, children }: ResultMessageProps) {
  const ref = useFocusOnMount<HTMLDivElement>();
  return (
    <div
      ref={ref}
      tabIndex={-1}
      role={tone === 'failure' ? 'alert' : 'status'}
      className={cn(
        'flex flex-col gap-2 rounded-md border p-4 text-sm outline-none focus-visible:ring-2 focus-visible:ring-ring',
        tone === 'failure' ? 'border-red-300 bg-red-50 text-red-900' : 'border-green-200 bg-green-50 text-green-900',
      )}
    >
      {children}
    </div>
  );
}
