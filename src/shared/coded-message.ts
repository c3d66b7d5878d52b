// A message as it travels from where it is made (a shared schema, a server refusal, a page) to
// where it is read: its stable code, the values of its placeholders, and its English text. A
// message of the registry (shared-messages.ts) has its catalog ID as its code, so a page or an
// e-mail finds its words in any language by the code and the values, never by reading the English
// (docs/decisions/064-api-error-codes.md). The English stays what the API has always answered and
// what the back office, the spec and the tests read.
import { LABEL_MESSAGES, type LabelKind, type LabelMessage } from './shared-labels.js';
import type { SHARED_MESSAGES, SharedMessage, SharedMessageKey } from './shared-messages.js';
import type { APPLICATION_HISTORY_MESSAGES, ApplicationHistoryMessageKey } from './driver-applications/application-history-messages.js';

/**
 * The values of a message's placeholders: text or numbers as the English shows them, except a
 * placeholder holding a label, whose value is the value it labels ('bank_transfer', not 'Bank
 * Transfer'), so any language can show its own label.
 */
export type MessageValues = Readonly<Record<string, string | number>>;

export interface CodedMessage {
  /** The registry's catalog ID, or one of the API's own codes (api-error-codes.ts). */
  readonly code: string;
  /** The English text, placeholders filled in. */
  readonly message: string;
  readonly values?: MessageValues;
}

/** What a page shows: a coded message (in the page's language, by its code) or a text already in the page's language. */
export type MessageOrText = CodedMessage | string;

/** The words of a message or a text as they are: a coded message's English. */
export function textOf(message: MessageOrText): string {
  return typeof message === 'string' ? message : message.message;
}

/**
 * A message of the registry: its ID is one of the registry's, checked when the code compiles. The
 * driver application's history keeps its messages in a registry of its own (only /join-us loads it).
 */
export type RegisteredMessage =
  (typeof SHARED_MESSAGES)[SharedMessageKey] | (typeof APPLICATION_HISTORY_MESSAGES)[ApplicationHistoryMessageKey];

/** A registry message with its values, as it travels. */
export function codedMessage(message: RegisteredMessage, values?: MessageValues): CodedMessage {
  if (!values) return { code: message.id, message: message.message };
  return { code: message.id, message: englishMessage(message, values), values };
}

/** A message's English text with its placeholders filled in: a labelled value as its English label. */
export function englishMessage(message: SharedMessage, values: MessageValues = {}): string {
  return message.message.replace(/\{(\w+)\}/g, (placeholder, name: string) => {
    const value = values[name];
    if (value === undefined) return placeholder;
    const kind = message.labels?.[name];
    return kind ? englishLabel(kind, String(value)) : String(value);
  });
}

function englishLabel(kind: LabelKind, value: string): string {
  return (LABEL_MESSAGES[kind] as Readonly<Record<string, LabelMessage>>)[value]?.message ?? value;
}
