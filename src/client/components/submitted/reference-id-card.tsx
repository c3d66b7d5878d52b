// The reference ID a sent form was given, large and easy to select, with what it is for.
import type { ReactNode } from 'react';
import { Card, CardContent } from '@/components/ui/card';
import { useI18n } from '@/i18n/use-i18n';
import { cn } from '@/lib/cn';

interface ReferenceIdCardProps {
  referenceId: string;
  /** What the customer needs the ID for. */
  note: string;
  /** Buttons under the ID (Copy). */
  actions?: ReactNode;
}

export function ReferenceIdCard({ referenceId, note, actions }: ReferenceIdCardProps) {
  const i18n = useI18n();
  return (
    <Card>
      {/* A button between the ID and the note needs more room around it. */}
      <CardContent className={cn('flex flex-col items-center pt-5 text-center sm:pt-6', actions ? 'gap-3' : 'gap-2')}>
        <p className="text-sm font-medium text-muted-foreground">{i18n._('common.submitted.referenceLabel')}</p>
        <p className="select-all wrap-anywhere font-mono text-xl font-bold tracking-wider sm:text-2xl" data-testid="reference-id">
          {referenceId}
        </p>
        {actions}
        <p className="text-xs text-muted-foreground">{note}</p>
      </CardContent>
    </Card>
  );
}
