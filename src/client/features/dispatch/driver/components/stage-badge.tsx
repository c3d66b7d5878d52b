// A load's stage as a coloured badge: blue before the work starts, yellow on the way, green done.
import { LOAD_STAGE_LABELS, type LoadStage } from '@shared/dispatch';
import { Badge, type BadgeProps } from '@/components/ui/badge';

const STAGE_TONES: Record<LoadStage, BadgeProps['tone']> = {
  assigned: 'blue',
  accepted: 'blue',
  at_pickup: 'yellow',
  picked_up: 'yellow',
  at_delivery: 'orange',
  delivered: 'green',
};

export function StageBadge({ stage }: { stage: LoadStage }) {
  return (
    <Badge tone={STAGE_TONES[stage]} className="px-3 py-1 text-sm">
      {LOAD_STAGE_LABELS[stage]}
    </Badge>
  );
}
