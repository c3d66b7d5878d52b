// What a driver's receipt is called in a load's Documents list and its packet: its kind and amount.
import type { Locale } from '../../../shared/i18n.js';
import type { ReceiptKind } from '../../../shared/invoicing/invoice-lines.js';
import { LINE_KIND_MESSAGES } from '../../../shared/labels/invoice-labels.js';
import { formatUsd } from '../../../shared/money-format.js';
import { translator } from '../../i18n/translator.js';

/** "Lumper $85.00", in the customer's language on their page and in their packet, in English for the office. */
export function receiptLabel(receipt: { kind: ReceiptKind; amount: string }, language: Locale): string {
  return `${translator(language)._(LINE_KIND_MESSAGES[receipt.kind])} ${formatUsd(receipt.amount, language)}`;
}
