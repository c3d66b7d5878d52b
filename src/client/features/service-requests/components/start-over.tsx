// 'Start over' on a request form: clears every field, the photos and the kept draft. It asks
// first, in place (no dialog, no timer): the first press only shows the question, with the safe
// answer focused, so a stray tap or a double Enter loses nothing.
import { RotateCcw } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';

export function StartOver({ onConfirm }: { onConfirm: () => void }) {
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
        <RotateCcw aria-hidden /> Start over
      </Button>
    );
  }
  return (
    <div role="group" aria-labelledby={questionId} className="flex flex-wrap items-center gap-2 text-sm">
      <span id={questionId} className="font-medium">
        Clear every field of this form?
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
        Clear the form
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
        Keep my answers
      </Button>
    </div>
  );
}
