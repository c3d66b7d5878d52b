// The round chat button on every page. The panel, its messages and its API call are a separate
// chunk, loaded when the button is first pressed (or at once when the panel was open before a
// page load), so a visitor who never chats never downloads them.
// On a phone it must never cover a field or a button (decision 028): it is smaller there, the page
// keeps room below its content and stops scrolled-to elements above it (styles.css, site-layout),
// and it steps aside while the on-screen keyboard is up for a field.
import { MessageCircle, X } from 'lucide-react';
import { Suspense, useEffect, useRef, useState } from 'react';
import { CHAT_PANEL_CATALOGS } from '@shared/page-catalogs';
import { useI18n } from '@/i18n/use-i18n';
import { withCatalogs } from '@/i18n/with-catalogs';
import { cn } from '@/lib/cn';
import { lazyWithQueryClient } from '@/lib/lazy-with-query-client';
import { CHAT_PANEL_ID, rememberChatOpen, wasChatOpen } from './chat-panel-state';
import { useTextEntryFocus } from './text-entry-focus';

const ChatPanel = lazyWithQueryClient(withCatalogs(CHAT_PANEL_CATALOGS, () => import('./chat-panel').then((m) => m.ChatPanel)));

export function ChatButton() {
  const i18n = useI18n();
  const [open, setOpen] = useState(wasChatOpen);
  const [loaded, setLoaded] = useState(open);
  const button = useRef<HTMLButtonElement>(null);
  // Typing in the open panel keeps its close button; typing anywhere else hides it on phones.
  const stepAside = useTextEntryFocus() && !open;

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
        // The assistant's name is in the message: importing it from @shared/chat would bring zod into every page.
        aria-label={i18n._('common.chat.open')}
        aria-expanded={open}
        aria-controls={loaded ? CHAT_PANEL_ID : undefined}
        title={open ? i18n._('common.chat.closeTitle') : i18n._('common.chat.openTitle')}
        className={cn(
          'fixed bottom-3 right-3 z-40 inline-flex size-12 cursor-pointer items-center justify-center rounded-full bg-primary text-primary-foreground shadow-lg transition-transform hover:scale-105 hover:bg-primary/90 focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-ring/50 md:bottom-4 md:right-4 md:size-14 print:hidden',
          stepAside && 'max-md:hidden',
        )}
      >
        {open ? <X className="size-6" aria-hidden /> : <MessageCircle className="size-6" aria-hidden />}
      </button>
    </>
  );
}
