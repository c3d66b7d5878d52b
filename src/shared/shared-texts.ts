// src/shared's texts in a language: a value's label, and a message recognised by its English text
// (the schemas and the server speak English; the page or the e-mail shows the catalog's words).
// The browser calls these through src/client/i18n/shared-text.ts, the e-mails with translator().
import type { I18n } from '@lingui/core';
import { LABEL_MESSAGES, type LabelKind, type LabelMessage } from './shared-labels.js';
import { SHARED_MESSAGES, type SharedMessage } from './shared-messages.js';

export type { LabelKind } from './shared-labels.js';

/** A value's label: sharedLabelText(i18n, 'serviceType', 'furniture'); a value it does not know comes back as it is. */
export function sharedLabelText(i18n: I18n, kind: LabelKind, value: string): string {
  const label = (LABEL_MESSAGES[kind] as Readonly<Record<string, LabelMessage>>)[value];
  // The English text goes with the ID: shown as it is when the catalog is not loaded.
  return label ? i18n._(label) : value;
}

/** A value from its English label ('Bank Transfer' -> 'bank_transfer'). */
function valueOfEnglishLabel(kind: LabelKind, label: string): string | undefined {
  return Object.entries<LabelMessage>(LABEL_MESSAGES[kind]).find(([, message]) => message.message === label)?.[0];
}

interface Template {
  message: SharedMessage;
  pattern: RegExp;
  names: string[];
}

let exactMessages: Map<string, SharedMessage> | undefined;
let templates: Template[] | undefined;

/** The registry read once, on first use: exact texts by their English, templates as patterns. */
function registry(): { exact: Map<string, SharedMessage>; templates: Template[] } {
  if (!exactMessages || !templates) {
    exactMessages = new Map();
    templates = [];
    for (const message of Object.values<SharedMessage>(SHARED_MESSAGES)) {
      const names = [...message.message.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!);
      if (names.length === 0) {
        exactMessages.set(message.message, message);
        continue;
      }
      const source = message.message
        .split(/\{\w+\}/)
        .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
        .join('(.+?)');
      templates.push({ message, pattern: new RegExp(`^${source}$`, 's'), names });
    }
  }
  return { exact: exactMessages, templates };
}

/**
 * A message of src/shared in the active language, found by its English text: an exact text, or a
 * template whose placeholders are pulled out and put into the translation (a placeholder holding a
 * label is translated too). Any other text comes back unchanged.
 */
export function sharedMessageText(i18n: I18n, english: string): string {
  const { exact, templates: patterns } = registry();
  const known = exact.get(english);
  if (known) return i18n._({ id: known.id, message: known.message });
  for (const { message, pattern, names } of patterns) {
    const match = pattern.exec(english);
    if (!match) continue;
    const values: Record<string, string> = {};
    names.forEach((name, index) => {
      const value = match[index + 1]!;
      const kind = message.labels?.[name];
      const labelled = kind ? valueOfEnglishLabel(kind, value) : undefined;
      values[name] = kind && labelled ? sharedLabelText(i18n, kind, labelled) : value;
    });
    return i18n._({ id: message.id, message: message.message, values });
  }
  return english;
}
