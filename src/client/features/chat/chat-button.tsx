// The round chat button on every page. The panel, its messages and its API call are a separate
// chunk, loaded when the button is first pressed (or at once when the panel was open before a
// page load), so a visitor who never chats never downloads them.
import { MessageCircle, X } from 'lucide-react';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { CHAT_PANEL_ID, rememberChatOpen, wasChatOpen } from './chat-panel-state';

const ChatPanel = lazy(() => import('./chat-panel').then((m) => ({ default: m.ChatPanel })));

export function ChatButton() {
  const [open, setOpen] = useState(wasChatOpen);
  const [loaded, setLoaded] = useState(open);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    rememberChatOpen(open);
  }, [open]);

  function toggle() {
    setLoaded(true);
    setOpen((current) => !current);
  }

  function close() {
    setOpen(false);
    button.current?.focus();
  }

  return (
    <>
      {loaded && (
        <Suspense fallback={null}>
          <ChatPanel open={open} onClose={close} />
        </Suspense>
      )}
      <button
        ref={button}
        type="button"
        onClick={toggle}
        // The assistant's name as text: importing it from @shared/chat would bring zod into every page.
        aria-label="Chat with OTP Assistant"
        aria-expanded={open}
        aria-controls={loaded ? CHAT_PANEL_ID : undefined}
        title={open ? 'Close chat' : 'Questions? Chat with us'}
        className="fixed bottom-4 right-4 z-40 inline-flex size-14 cursor-pointer items-center justify-center rounded-full bg-primary text-primary-foreground shadow-lg transition-transform hover:scale-105 hover:bg-primary/90 focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-ring/50 print:hidden"
      >
        {open ? <X className="size-6" aria-hidden /> : <MessageCircle className="size-6" aria-hidden />}
      </button>
    </>
  );
}
