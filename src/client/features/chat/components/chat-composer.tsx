// Where the customer types: Enter sends, Shift+Enter starts a new line, blank text is never sent,
// and nothing is sent while a reply is pending (the text stays, ready to send next).
import { SendHorizontal } from 'lucide-react';
import { useId, useState, type FormEvent, type KeyboardEvent, type RefObject } from 'react';
import { CHAT_MESSAGE_MAX_LENGTH } from '@shared/chat/chat';
import { Textarea } from '@/components/ui/textarea';
import { useI18n } from '@/i18n/use-i18n';

interface ChatComposerProps {
  pending: boolean;
  onSend: (text: string) => boolean;
  inputRef: RefObject<HTMLTextAreaElement | null>;
}

/** Above this many characters the count shows, so the limit is no surprise. */
const SHOW_COUNT_FROM = CHAT_MESSAGE_MAX_LENGTH - 200;

export function ChatComposer({ pending, onSend, inputRef }: ChatComposerProps) {
  const i18n = useI18n();
  const id = useId();
  const [text, setText] = useState('');
  const blank = text.trim() === '';

  function send() {
    if (onSend(text)) setText('');
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    send();
  }

  function sendOnEnter(event: KeyboardEvent<HTMLTextAreaElement>) {
    // Enter while composing (Japanese, Chinese input) picks a word; it does not send.
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    send();
  }

  return (
    <form onSubmit={submit} className="flex items-end gap-2 border-t p-3">
      <label htmlFor={`${id}-message`} className="sr-only">
        {i18n._('chat.composer.label')}
      </label>
      <div className="min-w-0 flex-1">
        <Textarea
          ref={inputRef}
          id={`${id}-message`}
          rows={3}
          maxLength={CHAT_MESSAGE_MAX_LENGTH}
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={sendOnEnter}
          placeholder={i18n._('chat.composer.placeholder')}
          aria-describedby={`${id}-hint`}
          className="min-h-0 resize-none"
        />
        <p id={`${id}-hint`} className="mt-1 flex justify-between gap-2 text-xs text-muted-foreground">
          <span>{i18n._('chat.composer.hint')}</span>
          {text.length >= SHOW_COUNT_FROM && (
            <span>
              {text.length}/{CHAT_MESSAGE_MAX_LENGTH}
            </span>
          )}
        </p>
      </div>
      <button
        type="submit"
        disabled={pending || blank}
        aria-label={i18n._('chat.composer.send')}
        className="mb-6 inline-flex size-10 shrink-0 cursor-pointer items-center justify-center rounded-full bg-primary text-primary-foreground hover:bg-primary/90 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 disabled:cursor-not-allowed disabled:opacity-50"
      >
        <SendHorizontal className="size-4" aria-hidden />
      </button>
    </form>
  );
}
