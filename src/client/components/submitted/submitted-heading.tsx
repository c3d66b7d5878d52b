// The top of a "we have it" screen after a form is sent: a green tick and the heading, which takes
// the focus so a screen reader announces the new screen.
import { CheckCircle2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { useFocusOnMount } from '@/lib/use-focus-on-mount';

interface SubmittedHeadingProps {
  /** The heading's id, for the section it names. */
  id: string;
  /** Classes for the heading (its space from the tick). */
  className?: string;
  children: ReactNode;
}

export function SubmittedHeading({ id, className, children }: SubmittedHeadingProps) {
  const heading = useFocusOnMount<HTMLHeadingElement>();
  return (
    <>
      <CheckCircle2 className="mx-auto size-14 text-green-700" aria-hidden />
      <h1 ref={heading} id={id} tabIndex={-1} className={cn('text-2xl font-bold tracking-tight outline-none sm:text-3xl', className)}>
        {children}
      </h1>
    </>
  );
}
