// A quote is a list of lines (issue 37, decision 070). Its total is the request's estimated_quote,
// which the quote dialog, the quote mail and the customer's accept/decline keep reading; both are
// written here, in one transaction, with the audit event and (for a new offer) the mail.
import type { BilledLine } from '../../../shared/invoicing/billed-lines.js';
import { lineAmountCents, routeDescription } from '../../../shared/invoicing/invoice-lines.js';
import type { QuoteLineInput } from '../../../shared/invoicing/quote-line-schemas.js';
import { REQUEST_NOT_FOUND } from '../../../shared/service-requests/admin-service-requests.js';
import { MAX_AMOUNT, amountToCents, centsToAmount, formatUsd } from '../../../shared/money-format.js';
import { utcToday } from '../../../shared/calendar-date.js';
import type { Executor, Transaction } from '../../db/client.js';
import { badRequest, conflict, notFound } from '../../errors.js';
import type { MemberAuditContext } from '../../platform/audit/audit-context.js';
import { changeOf } from '../../platform/audit/audit-changes.js';
import { recordAuditEvent } from '../../platform/audit/record-audit-event.js';
import { quoteEmail } from './admin-emails.js';
import { lockServiceRequest, setEstimatedQuote } from './admin-repository.js';
import type { ServiceRequestDeps } from './deps.js';
import { makesNewOffer, quoteValidUntil } from './quote-offer.js';
import { findQuoteLines, replaceQuoteLines, type PricedQuoteLine, type QuoteLineRow } from './quote-lines-repository.js';
import type { ServiceRequestRow } from './repository.js';

export type QuoteDeps = Pick<ServiceRequestDeps, 'outbox' | 'company' | 'publicBaseUrl' | 'quoteValidityDays' | 'quoteLock'>;

/** The quote's lines of a request, in order, as everyone reads them (empty before any quote). */
export async function quoteLinesOf(executor: Executor, serviceRequestId: number): Promise<BilledLine[]> {
  return (await findQuoteLines(executor, [serviceRequestId])).map(billedLineOf);
}

/**
 * The spec's Quote dialog: its one amount is the whole price (all-in), one linehaul line of
 * exactly that amount (quantity 1, flat), as migration 0023 made every earlier quote. Saving the
 * amount the lines already add up to keeps the lines (an edited quote is not flattened by a save
 * of the same total).
 */
export async function setSingleAmountQuote(deps: QuoteDeps, id: number, quote: string, audit: MemberAuditContext) {
  return deps.outbox.transaction(async (tx) => {
    const current = await lockServiceRequest(tx, id);
    if (!current) throw notFound(REQUEST_NOT_FOUND);
    await refuseWhenLocked(tx, deps, id);
    const before = await findQuoteLines(tx, [id]);
    const keepLines = before.length > 0 && current.estimatedQuote === quote;
    const lines = keepLines ? before.map(pricedOf) : [linehaulOf(current, quote)];
    return applyQuote(tx, deps, { current, before, lines, total: quote, action: 'service_request.quote_set' }, audit);
  });
}

/**
 * The quote lines editor: the lines in order, each priced by the server (quantity x rate, rounded
 * half up to the cent, decision 066); their sum becomes the quote. Refused (400) when a line or the
 * total comes to nothing or more than an amount can hold.
 */
export async function saveQuoteLines(deps: QuoteDeps, id: number, input: readonly QuoteLineInput[], audit: MemberAuditContext) {
  const lines = input.map(priced);
  const totalCents = lines.reduce((sum, line) => sum + amountToCents(line.amount), 0);
  if (totalCents > amountToCents(MAX_AMOUNT)) throw badRequest(`A quote's total can be at most ${formatUsd(MAX_AMOUNT)}.`);
  return deps.outbox.transaction(async (tx) => {
    const current = await lockServiceRequest(tx, id);
    if (!current) throw notFound(REQUEST_NOT_FOUND);
    await refuseWhenLocked(tx, deps, id);
    const before = await findQuoteLines(tx, [id]);
    const total = centsToAmount(totalCents);
    return applyQuote(tx, deps, { current, before, lines, total, action: 'service_request.quote_lines_saved' }, audit);
  });
}

/** A quote the broker signed a rate confirmation for is their contract: it no longer changes (409). */
async function refuseWhenLocked(tx: Transaction, deps: QuoteDeps, id: number): Promise<void> {
  const locked = await deps.quoteLock(tx, id);
  if (locked) throw conflict(locked);
}

interface QuoteChange {
  current: ServiceRequestRow;
  before: readonly QuoteLineRow[];
  lines: readonly PricedQuoteLine[];
  total: string;
  action: 'service_request.quote_set' | 'service_request.quote_lines_saved';
}

/**
 * Writes the lines and the total. A new offer (quote-offer.ts: a new amount, or renewing a declined
 * or lapsed one) holds for quoteValidityDays from today, clears the customer's answer, and is
 * mailed with its lines.
 */
async function applyQuote(tx: Transaction, deps: QuoteDeps, change: QuoteChange, audit: MemberAuditContext) {
  const { current, before, lines, total } = change;
  const today = utcToday();
  const newOffer = makesNewOffer(current, total, today);
  await replaceQuoteLines(tx, current.id, lines);
  const updated = await setEstimatedQuote(tx, current.id, total, newOffer ? quoteValidUntil(today, deps.quoteValidityDays) : null);
  if (!updated) throw notFound(REQUEST_NOT_FOUND);
  await recordAuditEvent(tx, audit, {
    action: change.action,
    recordType: 'service_request',
    recordId: current.id,
    changes: {
      ...changeOf('estimatedQuote', current.estimatedQuote, updated.estimatedQuote),
      ...changeOf('quoteLines', linesSummary(before), linesSummary(lines)),
      ...changeOf('quoteValidUntil', current.quoteValidUntil, updated.quoteValidUntil),
      ...changeOf('quoteResponse', current.quoteResponse, updated.quoteResponse),
    },
  });
  const billed = lines.map(billedLineOf);
  if (newOffer) await deps.outbox.enqueue(tx, [quoteEmail(updated, billed, deps)]);
  return { row: updated, lines: billed };
}

function priced(line: QuoteLineInput, index: number): PricedQuoteLine {
  const cents = lineAmountCents(line);
  if (cents === 0) throw badRequest(`Line ${index + 1} comes to less than half a cent: raise its quantity or rate, or remove it.`);
  if (cents > amountToCents(MAX_AMOUNT))
    throw badRequest(`Line ${index + 1} comes to more than ${formatUsd(MAX_AMOUNT)}: split it or check its quantity and rate.`);
  return {
    kind: line.kind,
    description: line.description,
    quantity: line.quantity,
    unit: line.unit,
    rate: line.rate,
    amount: centsToAmount(cents),
  };
}

function linehaulOf(request: ServiceRequestRow, amount: string): PricedQuoteLine {
  return { kind: 'linehaul', description: routeDescription(request), quantity: '1', unit: 'flat', rate: amount, amount };
}

function pricedOf(row: QuoteLineRow): PricedQuoteLine {
  return { kind: row.kind, description: row.description, quantity: row.quantity, unit: row.unit, rate: row.rate, amount: row.amount };
}

function billedLineOf(row: PricedQuoteLine): BilledLine {
  return { kind: row.kind, description: row.description, quantity: row.quantity, unit: row.unit, rate: row.rate, amount: row.amount };
}

/** "linehaul 1200.00; fuel_surcharge 95.40": what the audit keeps of a quote's lines (kinds and amounts, no words). */
function linesSummary(lines: readonly PricedQuoteLine[]): string | null {
  return lines.length === 0 ? null : lines.map((line) => `${line.kind} ${centsToAmount(amountToCents(line.amount))}`).join('; ');
}
