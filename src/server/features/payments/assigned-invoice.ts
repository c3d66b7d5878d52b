// A factored account's invoice is assigned to the factor and paid to the factor only (decision
// 078): no card checkout, card form, PayPal order or reported transfer of ours may start for it.
// Refused here, on the server, whatever a page showed: the page hides the buttons, this is the rule.
import { PAYMENT_MESSAGES } from '../../../shared/payments/payment-messages.js';
import type { Executor } from '../../db/client.js';
import { conflict } from '../../errors.js';
import { factorAssignmentOfRequest } from '../accounts/index.js';

export async function refuseAssignedInvoice(executor: Executor, invoice: { id: number; referenceId: string }): Promise<void> {
  if (await factorAssignmentOfRequest(executor, invoice.id)) throw conflict(PAYMENT_MESSAGES.invoiceAssignedToFactor(invoice.referenceId));
}
