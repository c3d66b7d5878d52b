// The assistant's replies are plain text with one piece of markup: [label](href) for a link.
// The widget turns them into elements (never HTML), and only the targets below become links:
// a path on this site, a phone number or an e-mail address. Anything else shows as its label,
// so neither a bug nor a language model can put a javascript: or off-site link in front of a
// customer. See docs/decisions/017-chat-reply-links.md.

type ChatTextPart = { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string };

// A label has no brackets or line breaks; a target has no spaces or parentheses.
const LINK_MARKUP = /\[([^[\]\n]{1,120})\]\(([^()\s]{1,400})\)/g;

// A path on this site: one leading slash (two would leave the site), no backslash (browsers read
// "/\evil.example" as another host), and only the characters our paths and queries use.
const SITE_PATH = /^\/(?![/\\])[A-Za-z0-9\-._~/?=&%+#]*$/;
const PHONE = /^tel:\+?[0-9-]{7,16}$/;
const EMAIL_TARGET = /^mailto:[^\s@<>()[\]"',;:\\]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}$/;

// E-mail addresses in plain text become mailto links, as a mail client would show them.
const EMAIL_IN_TEXT = /[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}/g;

export function isSafeChatHref(href: string): boolean {
  return SITE_PATH.test(href) || PHONE.test(href) || EMAIL_TARGET.test(href);
}

/** True for a link that stays on this site (the widget navigates to it without a page load). */
export function isSitePath(href: string): boolean {
  return SITE_PATH.test(href);
}

/** The markup for a link; throws on a target the widget would refuse, so the mistake shows in tests. */
export function chatLink(label: string, href: string): string {
  if (!isSafeChatHref(href)) throw new Error(`Not a link the chat may show: ${href}`);
  if (/[[\]\n]/.test(label)) throw new Error(`A chat link label cannot hold brackets or line breaks: ${label}`);
  return `[${label}](${href})`;
}

/** Splits a reply into text and links; a link to a target that is not allowed stays text. */
export function parseChatText(content: string): ChatTextPart[] {
  const parts: ChatTextPart[] = [];
  let position = 0;
  for (const match of content.matchAll(LINK_MARKUP)) {
    const [markup, label = '', href = ''] = match;
    pushText(parts, content.slice(position, match.index));
    if (isSafeChatHref(href)) parts.push({ kind: 'link', text: label, href });
    else pushText(parts, label);
    position = match.index + markup.length;
  }
  pushText(parts, content.slice(position));
  return parts;
}

/**
 * Rewrites text from an outside source (a language model) so that only allowed links remain as
 * markup; any other link becomes its label.
 */
export function keepOnlySafeLinks(content: string): string {
  return content.replace(LINK_MARKUP, (markup, label: string, href: string) => (isSafeChatHref(href) ? markup : label));
}

function pushText(parts: ChatTextPart[], text: string) {
  let position = 0;
  for (const match of text.matchAll(EMAIL_IN_TEXT)) {
    appendText(parts, text.slice(position, match.index));
    parts.push({ kind: 'link', text: match[0], href: `mailto:${match[0]}` });
    position = match.index + match[0].length;
  }
  appendText(parts, text.slice(position));
}

function appendText(parts: ChatTextPart[], text: string) {
  if (!text) return;
  const last = parts.at(-1);
  if (last?.kind === 'text') last.text += text;
  else parts.push({ kind: 'text', text });
}
