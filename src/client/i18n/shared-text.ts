// The texts src/shared owns (labels of values, validation and refusal messages), in the active
// language. src/shared keeps them in English (the spec's texts, the API's answers, the back
// office); the `shared` catalog has them by key in every language.
// STUB (groundwork): returns the English text until the shared catalog is filled in.
import type { I18n } from '@lingui/core';

/** The kinds of value src/shared labels. */
export type LabelKind =
  | 'userRole'
  | 'serviceType'
  | 'urgency'
  | 'requestStatus'
  | 'invoiceStatus'
  | 'paymentStatus'
  | 'paymentMethod'
  | 'refundStatus'
  | 'loadStage'
  | 'stageAction'
  | 'problemKind';

/** A value's label in the active language: sharedLabel(i18n, 'serviceType', 'ftl'). */
export function sharedLabel(_i18n: I18n, _kind: LabelKind, value: string): string {
  return value;
}

/**
 * A message from src/shared (a schema's validation message, a server refusal) in the active
 * language: found by its English text, placeholders and all; any other text comes back unchanged.
 */
export function sharedMessage(_i18n: I18n, message: string): string {
  return message;
}
