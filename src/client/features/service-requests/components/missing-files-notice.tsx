// After a reload or a Back, the draft brings back what was typed but not the files: browsers do
// not let a page keep them. This names them, so the customer picks them again; it goes once
// files are added or the customer dismisses it.
import { X } from 'lucide-react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { useI18n } from '@/i18n/use-i18n';

export function MissingFilesNotice({ fileNames, onDismiss }: { fileNames: readonly string[]; onDismiss: () => void }) {
  const i18n = useI18n();
  return (
    <Alert className="flex items-start gap-3 border-amber-300 bg-amber-50 text-amber-950">
      <div className="min-w-0 flex-1 space-y-1">
        <p className="font-medium [overflow-wrap:anywhere]">{i18n._('request.missingFiles.title', { fileNames: fileNames.join(', ') })}</p>
        <p>{i18n._('request.missingFiles.text')}</p>
      </div>
      <Button
        variant="ghost"
        size="icon"
        className="-my-2 -mr-2 shrink-0"
        onClick={onDismiss}
        aria-label={i18n._('request.missingFiles.dismiss')}
      >
        <X aria-hidden />
      </Button>
    </Alert>
  );
}
