// A sent invoice's billed lines, as the payment page and the customer's page show them: each
// charge with its words and arithmetic, a detention line with the driver's times that prove it,
// and the total. A table on every width: on a phone the arithmetic and proof wrap under the
// charge's name, so nothing scrolls sideways.
import type { BilledLine } from '@shared/invoicing/billed-lines';
import type { CustomerCreditNote } from '@shared/invoicing/credit-notes';
import { detentionEvidenceTexts, lineArithmeticText, lineKindText } from '@shared/invoicing/invoice-line-format';
import { INVOICE_LINE_TEXTS as TEXTS } from '@shared/invoicing/invoice-line-texts';
import { formatUsd } from '@shared/money-format';
import { useI18n, useLocale } from '@/i18n/use-i18n';

interface InvoiceLinesTableProps {
  lines: readonly BilledLine[];
  /** The invoice's total as sent: its lines' sum. */
  total: string;
  /** What the table is, for screen readers: an invoice's bill by default; a quote says so (decision 070). */
  caption?: string;
  /** Credit notes that lowered what is owed (decision 069), listed under the total with the balance. */
  creditNotes?: readonly CustomerCreditNote[];
  /** What is owed after them (the server's figure). */
  balance?: string;
}

export function InvoiceLinesTable({ lines, total, caption, creditNotes = [], balance }: InvoiceLinesTableProps) {
  const i18n = useI18n();
  const locale = useLocale();
  return (
    <table className="w-full text-sm">
      <caption className="sr-only">{caption ?? i18n._(TEXTS.caption)}</caption>
      <thead>
        <tr className="border-b text-left text-muted-foreground">
          <th scope="col" className="py-2 pr-3 font-medium">
            {i18n._(TEXTS.charge)}
          </th>
          <th scope="col" className="py-2 text-right font-medium">
            {i18n._(TEXTS.amount)}
          </th>
        </tr>
      </thead>
      <tbody>
        {lines.map((line, index) => {
          const arithmetic = lineArithmeticText(i18n, line, locale);
          return (
            <tr key={index} className="border-b align-top last:border-b-0">
              <td className="py-2 pr-3">
                <span className="font-medium">{lineKindText(i18n, line)}</span>
                <span className="block break-words text-muted-foreground">{line.description}</span>
                {arithmetic && <span className="block text-muted-foreground">{arithmetic}</span>}
                {line.detention &&
                  detentionEvidenceTexts(i18n, line.detention, locale, line.detention.timeZone).map((text) => (
                    <span key={text} className="block text-muted-foreground">
                      {text}
                    </span>
                  ))}
              </td>
              <td className="py-2 text-right tabular-nums whitespace-nowrap">{formatUsd(line.amount, locale)}</td>
            </tr>
          );
        })}
      </tbody>
      <tfoot>
        <tr className="border-t font-semibold">
          <th scope="row" className="py-2 pr-3 text-left">
            {i18n._(TEXTS.total)}
          </th>
          <td className="py-2 text-right tabular-nums whitespace-nowrap">{formatUsd(total, locale)}</td>
        </tr>
        {creditNotes.map((note) => (
          <tr key={note.number} className="align-top">
            <th scope="row" className="py-1 pr-3 text-left font-normal">
              <span className="font-medium">{i18n._({ ...TEXTS.creditNote, values: { number: note.number } })}</span>
              <span className="block break-words text-muted-foreground">{note.reason}</span>
            </th>
            <td className="py-1 text-right tabular-nums whitespace-nowrap">-{formatUsd(note.amount, locale)}</td>
          </tr>
        ))}
        {creditNotes.length > 0 && balance !== undefined && (
          <tr className="border-t font-semibold">
            <th scope="row" className="py-2 pr-3 text-left">
              {i18n._(TEXTS.balance)}
            </th>
            <td className="py-2 text-right tabular-nums whitespace-nowrap">{formatUsd(balance, locale)}</td>
          </tr>
        )}
      </tfoot>
    </table>
  );
}
