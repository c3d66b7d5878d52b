// What the customer reads on the provider's checkout page (Stripe's line items, PayPal's order
// items): the sent invoice's billed lines, one item each (issue 37, "lines show wherever money
// shows"). Both providers take an item's quantity as a whole number, so each item is one of the
// line's amount, and our quantity x rate goes in its text ("812 miles x $2.15").
import type { BilledLine } from '../../../shared/invoicing/billed-lines.js';
import { formatRate, trimDecimal } from '../../../shared/invoicing/invoice-lines.js';
import { LINE_KIND_MESSAGES, LINE_UNIT_MESSAGES } from '../../../shared/labels/invoice-labels.js';
import { amountToCents } from '../../../shared/money-format.js';

export interface CheckoutItem {
  /** "Linehaul: Detroit, MI to Chicago, IL" (the kind's English label, then the line's description). */
  name: string;
  /** "812 miles x $2.15"; undefined for a flat line of one, whose amount says it all. */
  detail: string | undefined;
  amountCents: number;
}

/**
 * PayPal's limit for an item's name and description (Orders v2). Stripe takes longer texts, but
 * both pages show the same words.
 */
export const ITEM_TEXT_MAX_LENGTH = 127;

/**
 * The lines as checkout items, or undefined when they do not add up to `amountCents`, the amount
 * the attempt records: a provider would then charge (or PayPal refuse) another amount than the
 * ledger's, so the caller sends one item of the whole amount instead. Undefined without lines too.
 */
export function checkoutItemsOf(lines: readonly BilledLine[], amountCents: number): CheckoutItem[] | undefined {
  if (lines.length === 0) return undefined;
  const items = lines.map(itemOf);
  const sum = items.reduce((total, item) => total + item.amountCents, 0);
  return sum === amountCents ? items : undefined;
}

function itemOf(line: BilledLine): CheckoutItem {
  const kind = LINE_KIND_MESSAGES[line.kind].message;
  const description = line.description.trim();
  return {
    name: clip(description ? `${kind}: ${description}` : kind),
    detail: detailOf(line),
    amountCents: amountToCents(line.amount),
  };
}

function detailOf({ quantity, unit, rate }: BilledLine): string | undefined {
  const count = trimDecimal(quantity);
  const price = formatRate(rate, 'en');
  if (unit === 'flat') return count === '1' ? undefined : `${count} x ${price}`;
  return clip(`${count} ${LINE_UNIT_MESSAGES[unit].message} x ${price}`);
}

function clip(text: string): string {
  return text.length <= ITEM_TEXT_MAX_LENGTH ? text : `${text.slice(0, ITEM_TEXT_MAX_LENGTH - 1)}…`;
}
