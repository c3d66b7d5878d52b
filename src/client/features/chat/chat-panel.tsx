// The chat panel (spec sections 2 and 9): 'OTP Assistant' with its greeting, the conversation,
// and the message box. Loaded only when the chat button is first pressed. A non-modal dialog:
// the page stays usable beside it; opening moves focus to the message box, Escape or the close
// button closes it and returns focus to the chat button.
import { X } from 'lucide-react';
import { useEffect, useId, useRef, type KeyboardEvent } from 'react';
import { CHAT_ASSISTANT_NAME } from '@shared/chat/chat';
import { useI18n } from '@/i18n/use-i18n';
import { companyProfile } from '@/lib/company-profile';
import { CHAT_PANEL_ID } from './chat-panel-state';
import { ChatComposer } from './components/chat-composer';
import { MessageList } from './components/message-list';
import { useConversation } from './use-conversation';

// Where the panel covers the page (phones), following a link to a page closes it so the page shows.
const PANEL_COVERS_PAGE = '(max-width: 639px)';

interface ChatPanelProps {
  open: boolean;
  onClose: () => void;
}

export function ChatPanel({ open, onClose }: ChatPanelProps) {
  const i18n = useI18n();
  const titleId = useId();
  const input = useRef<HTMLTextAreaElement>(null);
  const { messages, pending, send } = useConversation();

  useEffect(() => {
    if (open) input.current?.focus();
  }, [open]);

  function closeOnEscape(event: KeyboardEvent) {
    if (event.key !== 'Escape') return;
    event.stopPropagation();
    onClose();
  }

  function closeIfCovering() {
    if (window.matchMedia(PANEL_COVERS_PAGE).matches) onClose();
  }

  return (
    // Hidden rather than removed when closed: the conversation and a pending reply carry on.
    <section
      id={CHAT_PANEL_ID}
      role="dialog"
      aria-modal="false"
      aria-labelledby={titleId}
      hidden={!open}
      onKeyDown={closeOnEscape}
      className="fixed inset-x-4 bottom-20 z-40 flex h-[500px] max-h-[calc(100dvh-6rem)] flex-col overflow-hidden rounded-xl border bg-background shadow-2xl data-[open=true]:animate-in sm:left-auto sm:w-96"
      data-open={open}
    >
      <header className="flex items-center gap-3 bg-brand px-4 py-3 text-brand-foreground">
        <span aria-hidden className="size-2.5 rounded-full bg-green-400" />
        <h2 id={titleId} className="flex-1 text-base font-semibold">
          {CHAT_ASSISTANT_NAME}
        </h2>
        <button
          type="button"
          onClick={onClose}
          aria-label={i18n._('chat.panel.close')}
          className="inline-flex size-9 cursor-pointer items-center justify-center rounded-md hover:bg-white/10 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-white"
        >
          <X className="size-5" aria-hidden />
        </button>
      </header>
      <MessageList
        greeting={i18n._('chat.panel.greeting', { assistant: CHAT_ASSISTANT_NAME, company: companyProfile.name })}
        messages={messages}
        pending={pending}
        onNavigate={closeIfCovering}
      />
      <ChatComposer pending={pending} onSend={send} inputRef={input} />
    </section>
  );
}
