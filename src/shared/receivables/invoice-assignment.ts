// What a customer is told of a factored invoice (decision 078): the factor it is assigned to and
// where to send payment. Small on purpose: the payment page and the customer's page load it.
import { z } from 'zod';

/** The factor as customers see it: on the invoice, its mail, the customer's page and the payment page. */
export const factorRemitToSchema = z.object({
  name: z.string(),
  /** Lines joined by a line break. */
  remitTo: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
});
export type FactorRemitTo = z.infer<typeof factorRemitToSchema>;

/**
 * A factored invoice: paid to the factor only. The factor is null while the owner has not
 * recorded one: the invoice is still assigned, and the customer is asked to contact us.
 */
export const invoiceAssignmentSchema = z.object({ factor: factorRemitToSchema.nullable() });
export type InvoiceAssignment = z.infer<typeof invoiceAssignmentSchema>;
