// The reminders of one request's invoices, as the back office reads them.
import { eq } from 'drizzle-orm';
import type { InvoiceReminders } from '../../../../shared/receivables/invoice-reminders.js';
import { REQUEST_NOT_FOUND } from '../../../../shared/service-requests/admin-service-requests.js';
import type { Executor } from '../../../db/client.js';
import { serviceRequests } from '../../../db/schema.js';
import { notFound } from '../../../errors.js';
import { remindersOfRequest } from './reminders-repository.js';

export async function remindersOfRequestOrNotFound(db: Executor, serviceRequestId: number): Promise<InvoiceReminders> {
  const [request] = await db.select({ id: serviceRequests.id }).from(serviceRequests).where(eq(serviceRequests.id, serviceRequestId));
  if (!request) throw notFound(REQUEST_NOT_FOUND);
  const rows = await remindersOfRequest(db, serviceRequestId);
  return {
    reminders: rows.map((row) => ({
      // A reminder is only ever sent for a sent invoice, and a sent invoice has its number.
      invoiceNumber: row.invoiceNumber ?? '',
      offsetDays: row.offsetDays,
      finalNotice: row.finalNotice,
      balance: row.balance,
      recipients: row.recipients,
      sentAt: row.sentAt.toISOString(),
    })),
  };
}
