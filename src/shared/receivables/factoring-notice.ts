// The notice of assignment a factored invoice carries (decision 078), in the customer's language:
// the invoice PDF, the invoice mail, the customer's page and the payment page say the same words.
// Our own wording of the usual notice: under the Uniform Commercial Code (9-406) a customer told
// that an invoice was assigned and where to pay is discharged only by paying the factor.
// No zod here: the pages that show the notice load it without the schemas.
import type { I18n } from '@lingui/core';
import type { InvoiceAssignment } from './invoice-assignment.js';

/** The notice's words, each once in English as a message of the `shared` catalog. */
export const FACTORING_NOTICE_MESSAGES = {
  title: /*i18n*/ { id: 'shared.factoring.title', message: 'Notice of assignment' },
  assigned: /*i18n*/ {
    id: 'shared.factoring.assigned',
    message:
      'This invoice has been assigned to {factor}. Pay it to {factor} only, at the remit-to address below. Payment to any other party, including {company}, does not discharge the debt.',
  },
  assignedNoFactor: /*i18n*/ {
    id: 'shared.factoring.assignedNoFactor',
    message:
      'This invoice has been assigned to our factoring company. Pay it to them only: ask {company} for their remit-to address. Payment to any other party does not discharge the debt.',
  },
  remitTo: /*i18n*/ { id: 'shared.factoring.remitTo', message: 'Remit payment to' },
  contact: /*i18n*/ { id: 'shared.factoring.contact', message: 'Contact {factor}: {contact}' },
  reference: /*i18n*/ { id: 'shared.factoring.reference', message: 'Write invoice number {number} on your payment.' },
} as const;

export interface AssignmentNotice {
  title: string;
  notice: string;
  /** The heading over the remit-to lines; null when no factor is on file. */
  remitToHeading: string | null;
  remitTo: string[];
  /** The factor's phone and e-mail, when known. */
  contact: string | null;
  /** Asks for the invoice number on the payment, when the invoice has one. */
  reference: string | null;
}

/** The notice's words in `i18n`'s language, for an invoice of `company`'s assigned as `assignment` says. */
export function assignmentNotice(
  i18n: I18n,
  assignment: InvoiceAssignment,
  context: { company: string; invoiceNumber?: string | null },
): AssignmentNotice {
  const { factor } = assignment;
  const reference = context.invoiceNumber
    ? i18n._({ ...FACTORING_NOTICE_MESSAGES.reference, values: { number: context.invoiceNumber } })
    : null;
  if (!factor) {
    return {
      title: i18n._(FACTORING_NOTICE_MESSAGES.title),
      notice: i18n._({ ...FACTORING_NOTICE_MESSAGES.assignedNoFactor, values: { company: context.company } }),
      remitToHeading: null,
      remitTo: [],
      contact: null,
      reference,
    };
  }
  const contact = [factor.phone, factor.email].filter((part): part is string => part !== null).join(', ');
  // The factor's name heads the address, unless the owner typed it as its first line.
  // Stored as the factor form's schema leaves it: trimmed lines, none empty, joined by line breaks.
  const address = factor.remitTo.split('\n');
  return {
    title: i18n._(FACTORING_NOTICE_MESSAGES.title),
    notice: i18n._({ ...FACTORING_NOTICE_MESSAGES.assigned, values: { factor: factor.name, company: context.company } }),
    remitToHeading: i18n._(FACTORING_NOTICE_MESSAGES.remitTo),
    remitTo: address[0] === factor.name ? address : [factor.name, ...address],
    contact: contact ? i18n._({ ...FACTORING_NOTICE_MESSAGES.contact, values: { factor: factor.name, contact } }) : null,
    reference,
  };
}
