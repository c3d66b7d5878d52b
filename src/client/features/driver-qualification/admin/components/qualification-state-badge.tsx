// An item's state as a badge: its word and its colour, with an icon for those who cannot tell
// colours apart (the word is what a screen reader reads).
import { AlertTriangle, CheckCircle2, Clock, XCircle } from 'lucide-react';
import { QUALIFICATION_STATE_LABELS, type QualificationState } from '@shared/driver-qualification/qualification-file';
import { Badge } from '@/components/ui/badge';
import { STATE_TONES } from './qualification-labels';

const ICONS = { present: CheckCircle2, due: Clock, expired: XCircle, missing: AlertTriangle } satisfies Record<QualificationState, unknown>;

export function QualificationStateBadge({ state }: { state: QualificationState }) {
  const Icon = ICONS[state];
  return (
    <Badge tone={STATE_TONES[state]} data-state={state}>
      <Icon className="size-3.5" aria-hidden />
      {QUALIFICATION_STATE_LABELS[state]}
    </Badge>
  );
}
