// src/shared's texts in a language: a value's label, and a message found by its code (the schemas,
// the server and the pages make messages with their code and values: coded-message.ts; the page or
// the e-mail shows the catalog's words). The browser calls these through
// src/client/i18n/shared-text.ts, the e-mails with translator().
import type { I18n } from '@lingui/core';
import type { CodedMessage, MessageValues } from './coded-message.js';
import { LABEL_MESSAGES, type LabelKind, type LabelMessage } from './shared-labels.js';
import { SHARED_MESSAGES, type SharedMessage } from './shared-messages.js';

export type { LabelKind } from './shared-labels.js';

/** A value's label: sharedLabelText(i18n, 'serviceType', 'furniture'); a value it does not know comes back as it is. */
export function sharedLabelText(i18n: I18n, kind: LabelKind, value: string): string {
  const label = (LABEL_MESSAGES[kind] as Readonly<Record<string, LabelMessage>>)[value];
  // The English text goes with the ID: shown as it is when the catalog is not loaded.
  return label ? i18n._(label) : value;
}

interface KnownMessage {
  message: SharedMessage;
  placeholders: string[];
}

let byCode: Map<string, KnownMessage> | undefined;

/** The registry by code (its catalog IDs), read once, on first use. */
function registry(): Map<string, KnownMessage> {
  byCode ??= new Map(Object.values<SharedMessage>(SHARED_MESSAGES).map(knownEntry));
  return byCode;
}

function knownEntry(message: SharedMessage): [string, KnownMessage] {
  return [message.id, { message, placeholders: [...message.message.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!) }];
}

/**
 * Adds a registry that a page alone shows (the driver application's history:
 * driver-applications/application-history-messages.ts), so its codes read in the page's language.
 * Imported here, it would be downloaded by every page; the page that shows it adds it instead.
 */
export function addMessageRegistry(messages: Readonly<Record<string, SharedMessage>>): void {
  const known = registry();
  for (const message of Object.values(messages)) known.set(...knownEntry(message));
}

/** Whether `code` is a message of the registry, which the `shared` catalog has in every language. */
export function isSharedMessageCode(code: string): boolean {
  return registry().has(code);
}

/**
 * A message in the active language, by its code: a message of the registry with its values (a
 * placeholder holding a label shows the language's label). A code the registry does not have (the
 * API's own, a refusal worded only in English), or a registry message missing a value, shows its
 * English.
 */
export function sharedMessageText(i18n: I18n, message: CodedMessage): string {
  const known = registry().get(message.code);
  const given: MessageValues = message.values ?? {};
  if (!known || !known.placeholders.every((name) => given[name] !== undefined)) return message.message;
  const values: Record<string, string | number> = {};
  for (const name of known.placeholders) {
    const value = given[name]!;
    const kind = known.message.labels?.[name];
    values[name] = kind ? sharedLabelText(i18n, kind, String(value)) : value;
  }
  return i18n._({ id: known.message.id, message: known.message.message, values });
}
