// 'Start over' on a request form: clears every field, the photos and the kept draft. It asks
// first, in place (no dialog, no timer): the first press only shows the question, with the safe
// answer focused, so a stray tap or a double Enter loses nothing.
import { RotateCcw } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { useI18n } from '@/i18n/use-i18n';

export function StartOver({ onConfirm }: { onConfirm: () => void }) {
  const i18n = useI18n();
  const [asking, setAsking] = useState(false);
  const questionId = useId();
  const keepButton = useRef<HTMLButtonElement>(null);
  const startButton = useRef<HTMLButtonElement>(null);
  // Skips the first run: the button must not take the focus from the heading as the form opens.
  const answered = useRef(false);

  useEffect(() => {
    if (asking) keepButton.current?.focus();
    else if (answered.current) startButton.current?.focus();
  }, [asking]);

  if (!asking) {
    return (
      <Button ref={startButton} variant="ghost" size="sm" onClick={() => setAsking(true)}>
        <RotateCcw aria-hidden /> {i18n._('request.startOver.button')}
      </Button>
    );
  }
  return (
    <div role="group" aria-labelledby={questionId} className="flex flex-wrap items-center gap-2 text-sm">
      <span id={questionId} className="font-medium">
        {i18n._('request.startOver.question')}
      </span>
      <Button
        size="sm"
        variant="destructive"
        onClick={() => {
          // The form moves the focus to its heading once it is cleared.
          answered.current = false;
          setAsking(false);
          onConfirm();
        }}
      >
        {i18n._('request.startOver.clear')}
      </Button>
      <Button
        ref={keepButton}
        size="sm"
        variant="outline"
        onClick={() => {
          answered.current = true;
          setAsking(false);
        }}
      >
        {i18n._('request.startOver.keep')}
      </Button>
    </div>
  );
}
