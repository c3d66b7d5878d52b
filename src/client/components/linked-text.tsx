// Text in the chat text format (src/shared/chat/chat-text.ts) as React elements: text stays text, and
// only the links the format allows (our pages, the phone, e-mail) become links. No HTML is ever
// parsed. The chat's replies and the home page's FAQ, whose answers are the same texts, use it.
import type { MouseEvent } from 'react';
import { Link, useLocation } from 'wouter';
import { isSitePath, parseChatText } from '@shared/chat/chat-text';
import { PAYMENT_PAGE_PATHS } from '@shared/page-routes';

const LINK_CLASSES = 'font-medium text-primary underline underline-offset-2 hover:no-underline break-words';

interface LinkedTextProps {
  text: string;
  /** Called when a link to one of our pages is followed (the chat closes its panel on a phone). */
  onNavigate?: () => void;
}

export function LinkedText({ text, onNavigate }: LinkedTextProps) {
  const [, navigate] = useLocation();
  return (
    <>
      {parseChatText(text).map((part, index) => {
        if (part.kind === 'text') return <span key={index}>{part.text}</span>;
        const path = part.href.split(/[?#]/)[0] || '/';
        // A place on a page ("/#estimate"): on that page already, the browser scrolls to it; from
        // another, the app goes there and the page brings the place into view (home-page.tsx).
        if (isSitePath(part.href) && part.href.includes('#')) {
          const followFragment = (event: MouseEvent<HTMLAnchorElement>) => {
            onNavigate?.();
            if (window.location.pathname === path) return;
            event.preventDefault();
            navigate(part.href);
          };
          return (
            <a key={index} href={part.href} className={LINK_CLASSES} onClick={followFragment}>
              {part.text}
            </a>
          );
        }
        // Payment pages load whole, so their own security policy applies (see page-routes.ts).
        if (isSitePath(part.href) && !PAYMENT_PAGE_PATHS.includes(part.href.split('?')[0] ?? '')) {
          return (
            <Link key={index} href={part.href} className={LINK_CLASSES} onClick={onNavigate}>
              {part.text}
            </Link>
          );
        }
        return (
          <a key={index} href={part.href} className={LINK_CLASSES}>
            {part.text}
          </a>
        );
      })}
    </>
  );
}
