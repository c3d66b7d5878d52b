// Said at the top of every driver screen while the phone has no connection: the driver keeps
// working, and knows their taps wait on the phone.
import { WifiOff } from 'lucide-react';
import { useI18n } from '@/i18n/use-i18n';
import { useOnline } from '../offline/use-online';

export function OfflineBanner() {
  const i18n = useI18n();
  const online = useOnline();
  if (online) return null;
  return (
    <div role="status" className="flex items-center gap-3 bg-amber-100 px-4 py-3 text-base font-medium text-amber-950">
      <WifiOff className="size-6 shrink-0" aria-hidden />
      <span>{i18n._('driver.offline.banner')}</span>
    </div>
  );
}
