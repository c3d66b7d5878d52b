// One billed line as the invoice and receipt PDFs print it: its kind and words with its amount,
// then its arithmetic and a detention line's proof (the driver's times at the dock, in its zone).
import { formatUsd } from '../../../shared/money-format.js';
import type { BilledLine } from '../../../shared/invoicing/billed-lines.js';
import { detentionEvidenceTexts, lineArithmeticText, lineKindText } from '../../../shared/invoicing/invoice-line-format.js';
import { translator } from '../../i18n/translator.js';
import { type Pdf, labelValue, textLine } from '../../infra/pdf-layout.js';

export function chargeLine(doc: Pdf, line: BilledLine): void {
  const english = translator('en');
  labelValue(doc, `${lineKindText(english, line)}: ${line.description}`, formatUsd(line.amount));
  const arithmetic = lineArithmeticText(english, line, 'en');
  if (arithmetic) textLine(doc, arithmetic, { muted: true });
  if (line.detention) {
    for (const text of detentionEvidenceTexts(english, line.detention, 'en', line.detention.timeZone)) textLine(doc, text, { muted: true });
  }
  doc.moveDown(0.2);
}
