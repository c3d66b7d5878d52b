// A label over a plain input: a filter above a list, or a field of a small admin form.
import type { ComponentProps } from 'react';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { cn } from '@/lib/cn';

type LabelledInputProps = {
  id: string;
  label: string;
  /** Classes for the field around the label and the input (its width, its place in a grid). */
  className?: string;
} & Omit<ComponentProps<typeof Input>, 'id' | 'className'>;

export function LabelledInput({ id, label, className, ...inputProps }: LabelledInputProps) {
  return (
    <div className={cn('grid gap-1.5', className)}>
      <Label htmlFor={id}>{label}</Label>
      <Input id={id} {...inputProps} />
    </div>
  );
}
