import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

// Tones match spec section 4's status colours (received blue, in-progress yellow, ...).
export const badgeVariants = cva(
  'inline-flex items-center gap-1 rounded-full border px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap',
  {
    variants: {
      tone: {
        neutral: 'border-slate-300 bg-slate-100 text-slate-800',
        blue: 'border-blue-200 bg-blue-100 text-blue-900',
        yellow: 'border-yellow-300 bg-yellow-100 text-yellow-900',
        orange: 'border-orange-200 bg-orange-100 text-orange-900',
        green: 'border-green-200 bg-green-100 text-green-900',
        red: 'border-red-200 bg-red-100 text-red-900',
        outline: 'border-current bg-transparent',
      },
    },
    defaultVariants: { tone: 'neutral' },
  },
);

export interface BadgeProps extends ComponentProps<'span'>, VariantProps<typeof badgeVariants> {}

export function Badge({ className, tone, ...props }: BadgeProps) {
  return <span className={cn(badgeVariants({ tone }), className)} {...props} />;
}
