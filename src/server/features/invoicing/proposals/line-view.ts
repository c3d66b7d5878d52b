// A stored line as the back office reads it (invoiceLineSchema).
import type { InvoiceLine } from '../../../../shared/invoicing/invoice-line-schemas.js';
import { trimDecimal } from '../../../../shared/invoicing/invoice-lines.js';
import type { LineRow } from '../document-repository.js';

export function lineViewOf(row: LineRow): InvoiceLine {
  return {
    id: row.id,
    position: row.position,
    kind: row.kind,
    description: row.description,
    quantity: trimDecimal(row.quantity),
    unit: row.unit,
    rate: trimDecimal(row.rate),
    amount: row.amount,
    state: row.state,
    source: row.source,
    evidence: row.evidence,
    waiveReason: row.waiveReason,
    decidedBy: row.decidedBy,
    decidedAt: row.decidedAt?.toISOString() ?? null,
  };
}
