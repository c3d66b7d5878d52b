// The invoice look-up's database work and answer, shared by its two limit servers: the product's
// one statement for an unpaid invoice (named and prepared, as the product's `invoice_by_reference`
// is, text copied from PostgreSQL's log of the product) and the same JSON.
import type pg from 'pg';
import type { LimitAnswer } from './limit-server.js';

const INVOICE_BY_REFERENCE =
  'select "id", "reference_id", "contact_name", "contact_email", "final_amount", "invoice_number", "invoice_status", "payment_status", ' +
  '"payment_method", "payment_reference", "paid_at", "refund_due" from "service_requests" ' +
  'where "service_requests"."reference_id" = $1 limit $2';

interface InvoiceRow {
  reference_id: string;
  contact_name: string;
  contact_email: string;
  final_amount: string | null;
  invoice_number: string | null;
  invoice_status: string;
  payment_status: string;
  payment_method: string | null;
  payment_reference: string | null;
  paid_at: Date | null;
}

export async function invoiceAnswer(referenceId: string, pool: pg.Pool): Promise<LimitAnswer> {
  const { rows } = await pool.query<InvoiceRow>({ name: 'invoice_by_reference', text: INVOICE_BY_REFERENCE, values: [referenceId, 1] });
  const row = rows[0];
  if (!row) return { status: 404, json: '{"error":"Not Found"}' };
  const [local = '', domain = ''] = row.contact_email.split('@');
  return {
    status: 200,
    json: JSON.stringify({
      referenceId: row.reference_id,
      customerName: row.contact_name,
      contactEmail: `${local.slice(0, 1)}***@${domain}`,
      finalAmount: row.final_amount,
      invoiceNumber: row.invoice_number,
      invoiceStatus: row.invoice_status,
      paymentStatus: row.payment_status,
      paymentMethod: row.payment_method,
      paidAt: row.paid_at?.toISOString() ?? null,
      paymentId: row.payment_reference,
      amountRefunded: '0.00',
      pendingTransfer: null,
    }),
  };
}
