// One billed line as the invoice and receipt PDFs print it: its kind and words with its amount,
// then its arithmetic and a detention line's proof (the driver's times at the dock, in its zone).
import { formatUsd } from '../../../shared/money-format.js';
import type { BilledLine } from '../../../shared/invoicing/billed-lines.js';
import { detentionEvidenceTexts, lineArithmeticText, lineKindText } from '../../../shared/invoicing/invoice-line-format.js';
import type { Locale } from '../../../shared/i18n.js';
import { translator } from '../../i18n/translator.js';
import { type Pdf, labelValue, textLine } from '../../infra/pdf-layout.js';

/**
 * The document is in English; for a customer who wrote in another language, a detention line's
 * proof is printed in theirs too, under the English (issue 37: the evidence in English and Spanish).
 */
export function chargeLine(doc: Pdf, line: BilledLine, customerLanguage: Locale = 'en'): void {
  const english = translator('en');
  labelValue(doc, `${lineKindText(english, line)}: ${line.description}`, formatUsd(line.amount));
  const arithmetic = lineArithmeticText(english, line, 'en');
  if (arithmetic) textLine(doc, arithmetic, { muted: true });
  if (line.detention) {
    const { detention } = line;
    for (const text of detentionEvidenceTexts(english, detention, 'en', detention.timeZone)) textLine(doc, text, { muted: true });
    if (customerLanguage !== 'en') {
      const theirs = translator(customerLanguage);
      textLine(doc, lineKindText(theirs, line), { muted: true });
      for (const text of detentionEvidenceTexts(theirs, detention, customerLanguage, detention.timeZone))
        textLine(doc, text, { muted: true });
    }
  }
  doc.moveDown(0.2);
}
