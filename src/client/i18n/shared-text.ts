// The texts src/shared owns (labels of values, validation and refusal messages), in the active
// language. src/shared keeps them in English (the spec's texts, the API's answers, the back
// office); the `shared` catalog has them by key in every language, and a message travels with its
// code (the key) and values, from the schemas, the server's answers and the pages alike. The lookup
// itself lives in src/shared/shared-texts.ts, so the server's e-mails use the same words.
import type { I18n } from '@lingui/core';
import type { CodedMessage, MessageOrText } from '@shared/coded-message';
import { sharedLabelText, sharedMessageText, type LabelKind } from '@shared/shared-texts';

export type { LabelKind };

/** A value's label in the active language: sharedLabel(i18n, 'serviceType', 'furniture'). */
export function sharedLabel(i18n: I18n, kind: LabelKind, value: string): string {
  return sharedLabelText(i18n, kind, value);
}

/**
 * A message in the active language by its code and values: a schema's validation message, a
 * server's refusal, one the page makes with codedMessage. A code the `shared` catalog does not
 * have (the API's own, a refusal worded only in English) shows its English.
 */
export function sharedMessage(i18n: I18n, message: CodedMessage): string {
  return sharedMessageText(i18n, message);
}

/** What a page shows: a coded message in the active language, or a text that already is in it. */
export function shownMessage(i18n: I18n, message: MessageOrText): string {
  return typeof message === 'string' ? message : sharedMessageText(i18n, message);
}
