// The customer's mails when a sent invoice is corrected (decision 069): a credit note (its number,
// amount, reason, the new amount due, its PDF attached), and a void (the invoice withdrawn, a
// corrected one to follow). Written in the request's language, like the invoice mail.
import { amountToCents, formatUsd } from '../../../shared/money.js';
import { paymentPageUrl } from '../../../shared/service-requests/admin-service-requests.js';
import { translator } from '../../i18n/translator.js';
import type { OutgoingEmail } from '../../infra/email/outgoing-email.js';
import { assignmentNoticeLines, customerEmail, type CustomerEmailContext } from './admin-emails.js';
import type { InvoiceAssignment } from '../../../shared/receivables/invoice-assignment.js';
import type { ServiceRequestRow } from './repository.js';

export interface IssuedCreditNote {
  id: number;
  number: string;
  amount: string;
  reason: string;
  invoiceNumber: string;
}

/**
 * `request` is the row after the credit note. `amountDue` is what the invoice still owes after it,
 * its balance (decision 073: payments already made are counted); the request's final amount (the
 * total less the credit notes) when not given. Nothing due: no invitation to pay.
 * A factored invoice's mail says where to remit instead of linking our payment page (decision 078).
 */
export function creditNoteEmail(
  request: ServiceRequestRow,
  note: IssuedCreditNote,
  context: CustomerEmailContext,
  amountDue: string | null = request.finalAmount,
  assignment: InvoiceAssignment | null = null,
): OutgoingEmail {
  const i18n = translator(request.language);
  const payUrl = paymentPageUrl(context.publicBaseUrl, request.referenceId);
  const amount = formatUsd(note.amount, request.language);
  const balance = formatUsd(amountDue ?? '0.00', request.language);
  const owed = amountDue !== null && amountToCents(amountDue) > 0;
  const issued = i18n._('email.creditNote.issued', { number: note.number, invoice: note.invoiceNumber, amount });
  return {
    ...customerEmail(
      request,
      i18n,
      {
        subject: i18n._('email.creditNote.subject', { number: note.number, invoice: note.invoiceNumber }),
        kind: 'invoice-credit-note',
        body: [
          issued,
          i18n._('email.creditNote.reason', { reason: note.reason }),
          i18n._('email.creditNote.balance', { amount: balance }),
          '',
          ...(assignment
            ? assignmentNoticeLines(i18n, assignment, { company: context.company.name, invoiceNumber: note.invoiceNumber })
            : owed
              ? [i18n._('email.invoice.payOnline', { url: payUrl })]
              : []),
          i18n._('email.creditNote.attached'),
        ],
        links: assignment || !owed ? [] : [payUrl],
        button: assignment ? 'request' : 'invoice',
        preview: issued,
      },
      context,
    ),
    attachments: [{ kind: 'credit_note', creditNoteId: note.id }],
  };
}

/** `voidedNumber` is the withdrawn invoice's number (the request's row no longer holds it). */
export function invoiceVoidedEmail(
  request: ServiceRequestRow,
  voided: { number: string; reason: string },
  context: CustomerEmailContext,
): OutgoingEmail {
  const i18n = translator(request.language);
  const values = { number: voided.number, ref: request.referenceId };
  const withdrawn = i18n._('email.invoiceVoided.withdrawn', values);
  return customerEmail(
    request,
    i18n,
    {
      subject: i18n._('email.invoiceVoided.subject', values),
      kind: 'invoice-voided',
      body: [
        withdrawn,
        i18n._('email.creditNote.reason', { reason: voided.reason }),
        '',
        i18n._('email.invoiceVoided.follows'),
        i18n._('email.invoiceVoided.nothingToPay'),
      ],
      links: [],
      button: 'request',
      preview: withdrawn,
    },
    context,
  );
}
