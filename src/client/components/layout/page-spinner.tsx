import { Loader2 } from 'lucide-react';
import { useI18n } from '@/i18n/use-i18n';

export function PageSpinner() {
  const i18n = useI18n();
  return (
    <div role="status" className="flex justify-center py-24 text-muted-foreground">
      <Loader2 className="size-8 animate-spin" aria-hidden />
      <span className="sr-only">{i18n._('common.layout.loading')}</span>
    </div>
  );
}
