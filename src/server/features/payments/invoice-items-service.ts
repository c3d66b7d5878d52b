// The items an invoice attempt shows at the provider: the sent invoice's billed lines, read after
// the attempt recorded its amount. Without lines (a request invoiced before lines, or by tests
// directly) or when they do not add up to that amount (a part payment, decision 073, or an invoice a
// credit note lowered), undefined: the provider is told one item of the whole amount, as before
// lines existed.
import { sentInvoiceLines } from '../invoicing/index.js';
import { amountToCents } from '../../../shared/money-format.js';
import type { OpenedAttempt } from './attempt-opening-service.js';
import { checkoutItemsOf, type CheckoutItem } from './checkout-items.js';
import type { PaymentDeps } from './deps.js';

export async function invoiceItemsOf(
  deps: Pick<PaymentDeps, 'db' | 'log'>,
  { target, entry }: OpenedAttempt,
): Promise<CheckoutItem[] | undefined> {
  if (!target.invoice) return undefined;
  const lines = await sentInvoiceLines(deps.db, target.invoice.id);
  if (lines.length === 0) return undefined;
  const amountCents = amountToCents(entry.amount);
  const items = checkoutItemsOf(lines, amountCents);
  // Paying part of the balance, or what is left of it, is one item by design.
  if (!items && entry.amount === target.invoice.finalAmount && entry.amount === target.balance) {
    // The sent invoice's total is the request's final amount (decision 066): lines that disagree
    // are a bug to look into, not a reason to refuse the customer's payment.
    const linesCents = lines.reduce((sum, line) => sum + amountToCents(line.amount), 0);
    deps.log.error(
      { ledgerId: entry.id, amountCents, linesCents },
      'invoice lines do not add up to the amount charged: one item sent instead',
    );
  }
  return items;
}
