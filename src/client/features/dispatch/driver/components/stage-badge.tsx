// A load's stage as a coloured badge: blue before the work starts, yellow on the way, green done.
import type { LoadStage } from '@shared/dispatch/dispatch';
import { Badge, type BadgeProps } from '@/components/ui/badge';
import { sharedLabel } from '@/i18n/shared-text';
import { useI18n } from '@/i18n/use-i18n';

const STAGE_TONES: Record<LoadStage, BadgeProps['tone']> = {
  assigned: 'blue',
  accepted: 'blue',
  at_pickup: 'yellow',
  picked_up: 'yellow',
  at_delivery: 'orange',
  delivered: 'green',
};

export function StageBadge({ stage }: { stage: LoadStage }) {
  const i18n = useI18n();
  return (
    <Badge tone={STAGE_TONES[stage]} className="px-3 py-1 text-sm">
      {sharedLabel(i18n, 'loadStage', stage)}
    </Badge>
  );
}
