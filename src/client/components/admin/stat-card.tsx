// One figure on a dashboard card: its label, the value large, an icon at the side, and optionally
// a line under the value (a trend). The dashboard's counts and the analytics KPIs both use it.
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card, CardContent } from '@/components/ui/card';
import { cn } from '@/lib/cn';

interface StatCardProps {
  label: string;
  value: ReactNode;
  icon: LucideIcon;
  /** The icon's size and colour. */
  iconClassName: string;
  /** Where the icon sits against a value with a line under it: centred, or level with the label. */
  iconAlign: 'center' | 'start';
  /** For tests that read the value. */
  valueTestId?: string;
  /** A line under the value. */
  footer?: ReactNode;
}

export function StatCard({ label, value, icon: Icon, iconClassName, iconAlign, valueTestId, footer }: StatCardProps) {
  return (
    <Card className="h-full">
      <CardContent className={cn('flex justify-between gap-2 pt-5 sm:pt-6', iconAlign === 'center' ? 'items-center' : 'items-start')}>
        <div>
          <p className="text-sm text-muted-foreground">{label}</p>
          <p className="text-2xl font-bold tabular-nums" data-testid={valueTestId}>
            {value}
          </p>
          {footer}
        </div>
        <Icon className={cn('shrink-0', iconClassName)} aria-hidden />
      </CardContent>
    </Card>
  );
}
