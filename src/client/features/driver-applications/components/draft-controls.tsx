// What the applicant sees of the draft kept on this device: that progress is saved here, a
// "Start over" that asks before it clears everything, and which documents a resumed application
// must attach again (files cannot be kept).
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { useI18n } from '@/i18n/use-i18n';

export function DraftControls({ missingFiles, onStartOver }: { missingFiles: string[]; onStartOver: () => void }) {
  const i18n = useI18n();
  const [confirming, setConfirming] = useState(false);
  return (
    <div className="grid gap-3 rounded-lg border bg-muted/40 p-4 text-sm">
      <p>{i18n._('join.draft.saved')}</p>
      {missingFiles.length > 0 && (
        <p role="status" className="font-medium [overflow-wrap:anywhere]">
          {i18n._('join.draft.attachAgain', { fileNames: missingFiles.join(', ') })}
        </p>
      )}
      {confirming ? (
        <div role="group" aria-labelledby="start-over-question" className="grid gap-2">
          <p id="start-over-question" className="font-medium">
            {i18n._('join.draft.startOverQuestion')}
          </p>
          <div className="flex flex-col gap-2 sm:flex-row">
            <Button type="button" variant="destructive" onClick={onStartOver}>
              {i18n._('join.draft.startOverConfirm')}
            </Button>
            <Button type="button" variant="outline" onClick={() => setConfirming(false)}>
              {i18n._('join.draft.keep')}
            </Button>
          </div>
        </div>
      ) : (
        <Button type="button" variant="outline" className="justify-self-start" onClick={() => setConfirming(true)}>
          {i18n._('join.draft.startOver')}
        </Button>
      )}
    </div>
  );
}
