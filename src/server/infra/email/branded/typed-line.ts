// A translated line that holds what a customer typed. The message is rendered with a marker in
// place of each typed value, then cut at the markers, so the typed value stays marked (quoted in
// the text, inert in the HTML: see ../compose.ts) wherever the language puts it in the sentence.
import type { I18n } from '@lingui/core';
import { typed, type MailLine, type Typed } from '../compose.js';

// Private-use characters around the value's index: no message of ours holds them, and the typed
// values they stand for are never in the text being cut.
const marker = (index: number) => `\ue000${index}\ue001`;
const MARKER = /\ue000(\d+)\ue001/;

/**
 * The values for a translated line: pass `marks` to `i18n._` as the message's values, then give
 * the result to `line`. Plain strings are the message's own values; typed ones become markers.
 */
export function typedValues<K extends string>(
  values: Readonly<Record<K, string | Typed>>,
): { marks: Record<K, string>; line: (text: string) => MailLine } {
  const typedOnes: Typed[] = [];
  const marks = {} as Record<K, string>;
  for (const [key, value] of Object.entries(values) as [K, string | Typed][]) {
    marks[key] = typeof value === 'string' ? value : marker(typedOnes.push(value) - 1);
  }
  return {
    marks,
    line: (text) => ({
      parts: text
        .split(MARKER)
        .map((part, index) => (index % 2 === 1 ? typedOnes[Number(part)]! : part))
        .filter((part) => part !== ''),
    }),
  };
}

/** "Hello "Dana"," with the name marked as typed: the first line of most mails. */
export function greetingLine(i18n: I18n, name: string): MailLine {
  const greeting = typedValues({ name: typed(name) });
  return greeting.line(i18n._('email.greeting', greeting.marks));
}
