// Said when the screen shows what the phone saved earlier because the server could not be reached.
import { useI18n, useLocale } from '@/i18n/use-i18n';
import { momentText } from '../load-format';

export function SavedDataNote({ savedAt }: { savedAt: number }) {
  const i18n = useI18n();
  const locale = useLocale();
  return (
    <p role="status" className="rounded-md border border-amber-300 bg-amber-50 p-3 text-base text-amber-950">
      {i18n._('driver.savedData.note', { time: momentText(savedAt, locale) })}
    </p>
  );
}
