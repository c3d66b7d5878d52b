// The SQL of marking invoices overdue: one batch at a time, each in its caller's transaction.
import { sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client.js';

export interface MarkedOverdue {
  invoiceId: number;
  serviceRequestId: number;
  number: string;
  dueOn: string;
  balance: string;
  total: string;
}

/**
 * Stamps up to `limit` sent invoices that still owe, fell due before `today` (YYYY-MM-DD, billing
 * time zone) and were never marked; returns them. The condition is checked again in the UPDATE,
 * on locked rows, so an invoice paid or voided meanwhile is left alone and none is marked twice.
 */
export async function markOverdueBatch(executor: Executor, today: string, markedAt: Date, limit: number): Promise<MarkedOverdue[]> {
  const result: unknown = await executor.execute(sql`
    update invoices i
    set overdue_marked_at = ${markedAt}
    where i.id in (
      select id from invoices
      where state = 'sent' and balance > 0 and due_on < ${today}::date and overdue_marked_at is null
      order by due_on, id
      limit ${limit}
      for update skip locked
    )
    and i.state = 'sent' and i.balance > 0 and i.overdue_marked_at is null
    returning i.id as "invoiceId", i.service_request_id as "serviceRequestId", i.number,
      i.due_on::text as "dueOn", i.balance::text as balance, i.total::text as total`);
  return (result as { rows: MarkedOverdue[] }).rows;
}
