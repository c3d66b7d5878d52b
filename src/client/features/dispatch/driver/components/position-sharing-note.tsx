// What the load page says about the phone's position (issue 40): shared with the office while the
// load is active, or off (the phone did not allow it, or cannot tell); nothing before accepting
// and after delivery, when nothing is shared.
import { MapPin, MapPinOff } from 'lucide-react';
import { useI18n } from '@/i18n/use-i18n';
import type { PositionSharing } from '../offline/use-position-sharing';

export function PositionSharingNote({ sharing }: { sharing: PositionSharing }) {
  const i18n = useI18n();
  if (sharing === 'inactive') return null;
  const on = sharing === 'sharing';
  const Icon = on ? MapPin : MapPinOff;
  return (
    <p className="flex items-start gap-2 text-base text-muted-foreground" data-position-sharing={sharing}>
      <Icon className="mt-0.5 size-5 shrink-0" aria-hidden />
      {on
        ? i18n._('driver.position.sharing')
        : sharing === 'denied'
          ? i18n._('driver.position.off')
          : i18n._('driver.position.unavailable')}
    </p>
  );
}
