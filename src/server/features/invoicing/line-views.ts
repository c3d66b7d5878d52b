// Lines and documents as the back office reads them, and billed lines as everyone else does.
import type { BilledLine, DetentionEvidence } from '../../../shared/invoicing/billed-lines.js';
import type { InvoiceDocument, InvoiceLine, LineEvidence } from '../../../shared/invoicing/invoice-line-schemas.js';
import { billedTotalCents, trimDecimal } from '../../../shared/invoicing/invoice-lines.js';
import { centsToAmount } from '../../../shared/money-format.js';
import type { DocumentRow, LineRow } from './document-repository.js';

export function lineView(row: LineRow): InvoiceLine {
  return {
    id: row.id,
    position: row.position,
    kind: row.kind,
    description: row.description,
    quantity: trimDecimal(row.quantity),
    unit: row.unit,
    rate: trimRate(row.rate),
    amount: row.amount,
    state: row.state,
    source: row.source,
    evidence: row.evidence,
    waiveReason: row.waiveReason,
    decidedBy: row.decidedBy,
    decidedAt: row.decidedAt?.toISOString() ?? null,
  };
}

/** A rate keeps at least its cents ("2.5000" -> "2.50", "0.4150" -> "0.415"). */
function trimRate(rate: string): string {
  const trimmed = trimDecimal(rate);
  const [whole, fraction = ''] = trimmed.split('.');
  return `${whole}.${fraction.padEnd(2, '0')}`;
}

/** A document with its lines; a draft's total is its approved lines' sum, a sent one's is fixed. */
export function documentView(document: DocumentRow, lines: readonly LineRow[]): InvoiceDocument {
  const own = lines.filter((line) => line.invoiceId === document.id);
  return {
    id: document.id,
    state: document.state,
    number: document.number,
    sentAt: document.sentAt?.toISOString() ?? null,
    total: document.total ?? centsToAmount(billedTotalCents(own)),
    lines: own.map(lineView),
  };
}

/** The billed lines of a document (approved only), as customers, mails and checkouts read them. */
export function billedLines(lines: readonly LineRow[]): BilledLine[] {
  return lines
    .filter((line) => line.state === 'approved')
    .map((line) => {
      const detention = line.kind === 'detention' ? detentionEvidenceOf(line.evidence) : undefined;
      return {
        kind: line.kind,
        description: line.description,
        quantity: trimDecimal(line.quantity),
        unit: line.unit,
        rate: trimRate(line.rate),
        amount: line.amount,
        ...(detention ? { detention } : {}),
      };
    });
}

/** The times a detention line was proven by, when its evidence holds them all. */
function detentionEvidenceOf(evidence: LineEvidence | null): DetentionEvidence | undefined {
  if (!evidence?.arrivedAt || !evidence.departedAt || !evidence.stop) return undefined;
  if (evidence.freeMinutes === undefined || evidence.billedMinutes === undefined) return undefined;
  return {
    stop: evidence.stop,
    arrivedAt: evidence.arrivedAt,
    departedAt: evidence.departedAt,
    ...(evidence.appointmentAt ? { appointmentAt: evidence.appointmentAt } : {}),
    freeMinutes: evidence.freeMinutes,
    billedMinutes: evidence.billedMinutes,
    ...(evidence.timeZone ? { timeZone: evidence.timeZone } : {}),
  };
}
