// Mails are written as lines; each line is our own words with what customers typed marked
// (`typed`). The text part quotes what they typed and the HTML part (the branded layout, see
// branded/) shows it as escaped text, so a customer's words never become markup, a line of ours,
// or a link (only the URLs we pass are links). Both parts come from the same lines.
import type { I18n } from '@lingui/core';
import type { Locale } from '../../../shared/i18n.js';
import { translator } from '../../i18n/translator.js';
import { helpLine, type HelpQuestion } from './branded/help-line.js';
import type { BodyLine, MailButton, MailCompany, Segment } from './branded/mail-content.js';
import { renderBrandedHtml } from './branded/render.js';

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

/** The closing block of a customer mail (see `companySignature`): the HTML shows it as the footer. */
export interface MailSignature {
  readonly signature: { readonly company: MailCompany; readonly helpLine: string };
}

/** A mail's body: plain strings are entirely ours. */
export type MailLines = readonly (string | MailLine | QuotedLine | MailSignature)[];

/** What a mail has besides its lines. */
export interface MailBodyOptions {
  /** The mail's one call to action (the customer's page): a button in the HTML, a line before the signature in the text. */
  readonly button?: MailButton | undefined;
  /** The line an inbox shows after the subject (HTML only). */
  readonly preview?: string | undefined;
  /** The language the mail is written in (the HTML's lang); English unless said. */
  readonly lang?: Locale | undefined;
}

const isSignature = (mailLine: MailLines[number]): mailLine is MailSignature => typeof mailLine === 'object' && 'signature' in mailLine;

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

/**
 * The text part: typed values in double quotes, free text after "> ". The button is a line of its
 * own (its label, then its URL) just before the signature, so the text part links where the HTML does.
 */
export function textFromLines(lines: MailLines, options: MailBodyOptions = {}): string {
  return withButtonLine(lines, options.button)
    .flatMap((mailLine) => {
      if (typeof mailLine === 'string') return [mailLine];
      if (isSignature(mailLine)) return signatureLines(mailLine.signature);
      if ('quoted' in mailLine) return [`> ${oneLine(mailLine.quoted)}`.trimEnd()];
      return [mailLine.parts.map((part) => (typeof part === 'string' ? part : `"${oneLine(part.typed)}"`)).join('')];
    })
    .join('\n');
}

function withButtonLine(lines: MailLines, button: MailButton | undefined): MailLines {
  if (!button) return lines;
  const buttonLine = `${button.label}: ${button.url}`;
  const at = lines.findIndex(isSignature);
  if (at < 0) return [...lines, '', buttonLine];
  // The lines before a signature end with a blank line: the button's line gets one too.
  return [...lines.slice(0, at), buttonLine, '', ...lines.slice(at)];
}

/**
 * The lines in the branded layout (branded/layout.tsx): the signature becomes the footer, the
 * button follows the body, and each URL in `links` becomes a link where our own words have it.
 */
export function htmlFromLines(lines: MailLines, links: readonly string[] = [], options: MailBodyOptions = {}): string {
  const signature = lines.find(isSignature)?.signature;
  const paragraphs: BodyLine[][] = [[]];
  for (const mailLine of lines) {
    if (isSignature(mailLine)) continue;
    if (mailLine === '') paragraphs.push([]);
    else paragraphs.at(-1)?.push(htmlSegments(mailLine, links));
  }
  return renderBrandedHtml({
    paragraphs: paragraphs.filter((paragraph) => paragraph.length > 0),
    button: options.button,
    company: signature?.company,
    helpLine: signature?.helpLine,
    preview: options.preview,
    lang: options.lang,
  });
}

function htmlSegments(mailLine: string | MailLine | QuotedLine, links: readonly string[]): Segment[] {
  if (typeof mailLine === 'string') return ourSegments(mailLine, links);
  if ('quoted' in mailLine) return [{ text: `> ${typedText(mailLine.quoted)}` }];
  return mailLine.parts.flatMap((part) => (typeof part === 'string' ? ourSegments(part, links) : [{ text: `"${typedText(part.typed)}"` }]));
}

/** Our words, with each of our URLs in them as a link (the longest first, where one holds another). */
function ourSegments(text: string, links: readonly string[]): Segment[] {
  const urls = [...new Set(links)].filter((url) => url !== '').sort((a, b) => b.length - a.length);
  const segments: Segment[] = [];
  let rest = text;
  while (rest !== '') {
    const next = urls
      .map((url) => ({ url, at: rest.indexOf(url) }))
      .filter(({ at }) => at >= 0)
      .reduce<{ url: string; at: number } | undefined>((first, found) => (first && first.at <= found.at ? first : found), undefined);
    if (!next) break;
    if (next.at > 0) segments.push({ text: rest.slice(0, next.at) });
    segments.push({ link: next.url });
    rest = rest.slice(next.at + next.url.length);
  }
  if (rest !== '') segments.push({ text: rest });
  return segments;
}

// A word that a mail program could turn into a link by itself: a scheme, an address, a domain.
const LINK_LIKE = /[:@]|[.\uff0e\u3002\uff61][^\s.\uff0e\u3002\uff61]/u;

/**
 * Typed text on one line, with a zero-width space after each '.', ':' and '@' of any word that
 * looks like a link: it reads the same, but no mail program finds a link (or an address) in it.
 * React escapes it, so it is never markup either.
 */
function typedText(text: string): string {
  return oneLine(text)
    .split(/(\s+)/)
    .map((word) => (LINK_LIKE.test(word) ? word.replace(/[.:@\uff0e\u3002\uff61]/gu, (mark) => `${mark}\u200b`) : word))
    .join('');
}

/**
 * The text and HTML parts of a mail from the same lines. The HTML is the branded layout: its
 * header and footer come from the lines' signature (`companySignature`), so every mail that ends
 * with one is branded.
 */
export function mailBody(lines: MailLines, links: readonly string[] = [], options: MailBodyOptions = {}): { text: string; html: string } {
  return { text: textFromLines(lines, options), html: htmlFromLines(lines, links, options) };
}

/**
 * The closing block every customer mail ends with: where to get help, then who we are, the help
 * line in the mail's language (`i18n`, English unless given). `question` leads the help line (a
 * new request's confirmation asks for "immediate assistance"). One block spread into the lines
 * (`...companySignature(company)`): the text part shows its lines, the HTML its footer.
 */
export function companySignature(
  company: MailCompany,
  { i18n = translator('en'), question = 'help' }: { i18n?: I18n; question?: HelpQuestion } = {},
): MailSignature[] {
  return [{ signature: { company, helpLine: helpLine(i18n, company, question) } }];
}

function signatureLines({ company, helpLine: help }: MailSignature['signature']): string[] {
  return [help, '', company.name, `MC #${company.mcNumber} · DOT #${company.dotNumber}`];
}
