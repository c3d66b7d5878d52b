// The texts src/shared owns (labels of values, validation and refusal messages), in the active
// language. src/shared keeps them in English (the spec's texts, the API's answers, the back
// office); the `shared` catalog has them by key in every language. The lookup itself lives in
// src/shared/shared-texts.ts, so the server's e-mails use the same words.
import type { I18n } from '@lingui/core';
import { sharedLabelText, sharedMessageText, type LabelKind } from '@shared/shared-texts';

export type { LabelKind };

/** A value's label in the active language: sharedLabel(i18n, 'serviceType', 'furniture'). */
export function sharedLabel(i18n: I18n, kind: LabelKind, value: string): string {
  return sharedLabelText(i18n, kind, value);
}

/**
 * A message from src/shared (a schema's validation message, a server refusal) in the active
 * language: found by its English text, placeholders and all; any other text comes back unchanged.
 */
export function sharedMessage(i18n: I18n, message: string): string {
  return sharedMessageText(i18n, message);
}
