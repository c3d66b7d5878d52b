// Mails are written as lines; each line is our own words with what customers typed marked
// (`typed`). The text part quotes what they typed and the HTML part escapes it, so a customer's
// words never become markup, a line of ours, or a link (only the URLs we pass are links).
import { escapeHtml } from '../escape-html.js';

/** Something a customer or applicant typed (a name, an address, a reference), as a mail shows it. */
export interface Typed {
  readonly typed: string;
}

export const typed = (value: string): Typed => ({ typed: value });

/** One line of a mail: our words and typed values in order (see `line`). */
export interface MailLine {
  readonly parts: readonly (string | Typed)[];
}

/** One line of a customer's free text, shown after "> " (see `quotedBlock`). */
export interface QuotedLine {
  readonly quoted: string;
}

/** A mail's body: plain strings are entirely ours. */
export type MailLines = readonly (string | MailLine | QuotedLine)[];

/** line`Hello ${typed(name)},`: our words as written, typed values marked to be quoted. */
export function line(strings: TemplateStringsArray, ...values: readonly (string | number | Typed)[]): MailLine {
  const parts: (string | Typed)[] = [];
  strings.forEach((text, index) => {
    parts.push(text);
    const value = values[index];
    if (value !== undefined) parts.push(typeof value === 'number' ? String(value) : value);
  });
  return { parts };
}

// Where a line may end, in any program that shows the mail (VT, FF and NEL too).
const LINE_BREAKS = /\r\n|[\n\v\f\r\u0085\u2028\u2029]/;
// Invisible marks that reverse or hide how text reads (bidi controls, zero-width characters).
const HIDDEN = /\p{Cf}/gu;
const CONTROL = /[\p{Cc}\u2028\u2029]/gu;

/**
 * Text on one line: line breaks, tabs and other control characters become spaces, invisible
 * direction marks go. For subjects, and for typed values stored before one-line fields were
 * enforced.
 */
export function oneLine(text: string): string {
  return text.replace(HIDDEN, '').replace(CONTROL, ' ');
}

/**
 * A customer's free text (a description, notes) under a label of ours: each of its lines is
 * prefixed with "> ", so no line of it can pass for one of ours (a forged "E-mail:" line).
 */
export function quotedBlock(label: string, text: string): (string | QuotedLine)[] {
  return [`${label}:`, ...text.split(LINE_BREAKS).map((quoted) => ({ quoted }))];
}

/** The text part: typed values in double quotes, free text after "> ". */
export function textFromLines(lines: MailLines): string {
  return lines
    .map((mailLine) => {
      if (typeof mailLine === 'string') return mailLine;
      if ('quoted' in mailLine) return `> ${oneLine(mailLine.quoted)}`.trimEnd();
      return mailLine.parts.map((part) => (typeof part === 'string' ? part : `"${oneLine(part.typed)}"`)).join('');
    })
    .join('\n');
}

/** The lines as an HTML document; each URL in `links` becomes a link where our own words have it. */
export function htmlFromLines(lines: MailLines, links: readonly string[] = []): string {
  const body = lines
    .map((mailLine) => {
      if (typeof mailLine === 'string') return ourHtml(mailLine, links);
      if ('quoted' in mailLine) return `&gt; ${typedHtml(mailLine.quoted)}`;
      return mailLine.parts
        .map((part) => (typeof part === 'string' ? ourHtml(part, links) : `&quot;${typedHtml(part.typed)}&quot;`))
        .join('');
    })
    .join('<br>\n');
  return `<!doctype html><html><body style="font-family: Arial, sans-serif; line-height: 1.5">${body}</body></html>`;
}

function ourHtml(text: string, links: readonly string[]): string {
  let html = escapeHtml(text);
  for (const url of links) html = html.replaceAll(escapeHtml(url), `<a href="${escapeHtml(url)}">${escapeHtml(url)}</a>`);
  return html;
}

// A word that a mail program could turn into a link by itself: a scheme, an address, a domain.
const LINK_LIKE = /[:@]|[.\uff0e\u3002\uff61][^\s.\uff0e\u3002\uff61]/u;

/**
 * Typed text, escaped, with a zero-width space after each '.', ':' and '@' of any word that looks
 * like a link: it reads the same, but no mail program finds a link (or an address) in it.
 */
function typedHtml(text: string): string {
  return oneLine(text)
    .split(/(\s+)/)
    .map((word) => {
      const html = escapeHtml(word);
      return LINK_LIKE.test(word) ? html.replace(/[.:@\uff0e\u3002\uff61]/gu, (mark) => `${mark}&#8203;`) : html;
    })
    .join('');
}

/** The text and HTML parts of a mail from the same lines. */
export function mailBody(lines: MailLines, links: readonly string[] = []): { text: string; html: string } {
  return { text: textFromLines(lines), html: htmlFromLines(lines, links) };
}

/**
 * The closing lines every customer mail ends with: where to get help, then who we are. `question`
 * leads the help line (a new request's confirmation asks "Need immediate assistance?").
 */
export function companySignature(
  company: { name: string; supportPhone: string; email: string; mcNumber: string; dotNumber: string },
  question = 'Need help?',
): string[] {
  return [
    `${question} Call us 24/7 at ${company.supportPhone} or write to ${company.email}.`,
    '',
    company.name,
    `MC #${company.mcNumber} · DOT #${company.dotNumber}`,
  ];
}
