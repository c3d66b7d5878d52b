// An invoice (or a quote) is a list of lines: a kind of charge, what it is, a quantity in a unit,
// a rate, and the amount the server computes from them (docs/decisions/066-invoice-lines.md).
// Plain constants and exact decimal arithmetic, no zod: the payment page and the customer's page
// read these without downloading the schemas (invoice-line-schemas.ts).
import { centsToAmount } from '../money-format.js';
import { INTL_LOCALES, type Locale } from '../i18n.js';

/** Linehaul, the fuel surcharge, and the accessorials a carrier bills (issue 37). */
export const LINE_KINDS = [
  'linehaul',
  'fuel_surcharge',
  'detention',
  'layover',
  'lumper',
  'liftgate',
  'inside_delivery',
  'extra_stop',
  'truck_ordered_not_used',
  'scale_ticket',
  'other',
] as const;
export type LineKind = (typeof LINE_KINDS)[number];

/** The accessorials: every kind but linehaul, the fuel surcharge and a free-form line. */
export const ACCESSORIAL_CODES = [
  'detention',
  'layover',
  'lumper',
  'liftgate',
  'inside_delivery',
  'extra_stop',
  'truck_ordered_not_used',
  'scale_ticket',
] as const satisfies readonly LineKind[];
export type AccessorialCode = (typeof ACCESSORIAL_CODES)[number];

export const LINE_UNITS = ['miles', 'hours', 'days', 'stops', 'flat'] as const;
export type LineUnit = (typeof LINE_UNITS)[number];

/**
 * A line the server proposed (detention from the driver's stages, a receipt the driver sent) is
 * not billed until the office approves it; a waived one never is. Staff's own lines are approved.
 * The customer sees approved lines only.
 */
export const LINE_STATES = ['proposed', 'approved', 'waived'] as const;
export type LineState = (typeof LINE_STATES)[number];

/** What a driver photographs on the road and the office may bill: the receipt's kind is its line's. */
export const RECEIPT_KINDS = ['lumper', 'scale_ticket'] as const satisfies readonly AccessorialCode[];
export type ReceiptKind = (typeof RECEIPT_KINDS)[number];

/** Where a line came from: typed by staff, or proposed by the server from evidence. */
export const LINE_SOURCES = ['staff', 'detention', 'driver_receipt', 'fuel_schedule', 'quote', 'migration'] as const;
export type LineSource = (typeof LINE_SOURCES)[number];

/** A draft is edited until it is sent; a sent invoice never changes (a credit note or a void corrects it). */
export const INVOICE_DOCUMENT_STATES = ['draft', 'sent', 'void'] as const;
export type InvoiceDocumentState = (typeof INVOICE_DOCUMENT_STATES)[number];

/** Digits after the point each number keeps (the database's numeric scales). */
export const QUANTITY_DECIMALS = 3;
export const RATE_DECIMALS = 4;
/** numeric(12,3) and numeric(12,4): at most this many digits before the point. */
export const QUANTITY_WHOLE_DIGITS = 9;
export const RATE_WHOLE_DIGITS = 8;
/** More lines than any load earns; keeps one invoice's page and PDF small. */
export const MAX_INVOICE_LINES = 100;
export const MAX_LINE_DESCRIPTION = 200;

/** The parts of a line that decide its amount. */
export interface PricedLine {
  /** Decimal string, at most QUANTITY_DECIMALS after the point ("812", "2.25"). */
  quantity: string;
  /** US dollars per unit, decimal string, at most RATE_DECIMALS after the point ("2.15", "0.415"). */
  rate: string;
}

/** A decimal string as an integer count of 10^-scale units ("2.25", 3 -> 2250n). Expects digits and at most one point. */
function scaled(decimal: string, scale: number): bigint {
  const [whole = '0', fraction = ''] = decimal.split('.');
  return BigInt(whole || '0') * 10n ** BigInt(scale) + BigInt(fraction.padEnd(scale, '0').slice(0, scale) || '0');
}

/**
 * The one rounding rule (decision 066): a line's amount is quantity × rate computed exactly, then
 * rounded to the cent, half up (every factor is positive: half away from zero). The total is the
 * sum of the rounded line amounts, so the lines a customer reads always add up to the total.
 */
export function lineAmountCents({ quantity, rate }: PricedLine): number {
  const product = scaled(quantity, QUANTITY_DECIMALS) * scaled(rate, RATE_DECIMALS);
  const perCent = 10n ** BigInt(QUANTITY_DECIMALS + RATE_DECIMALS - 2);
  return Number((product + perCent / 2n) / perCent);
}

/** A line's amount as a decimal string ("341.04"). */
export function lineAmount(line: PricedLine): string {
  return centsToAmount(lineAmountCents(line));
}

/** The total of the lines that are billed (approved), in cents. */
export function billedTotalCents(lines: readonly (PricedLine & { state: LineState })[]): number {
  return lines.filter((line) => line.state === 'approved').reduce((sum, line) => sum + lineAmountCents(line), 0);
}

/** "2.250" -> "2.25", "812.000" -> "812", "0.4150" -> "0.415": how a quantity or rate reads. */
export function trimDecimal(decimal: string): string {
  return decimal.includes('.') ? decimal.replace(/0+$/, '').replace(/\.$/, '') : decimal;
}

const rateFormats = new Map<Locale, Intl.NumberFormat>();

/** A rate in dollars with its cents and up to RATE_DECIMALS digits: "0.415" -> "$0.415", "2.5" -> "$2.50". */
export function formatRate(rate: string, locale: Locale): string {
  let format = rateFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(INTL_LOCALES[locale], {
      style: 'currency',
      currency: 'USD',
      minimumFractionDigits: 2,
      maximumFractionDigits: RATE_DECIMALS,
    });
    rateFormats.set(locale, format);
  }
  // At most 12 significant digits (numeric 12,4): exact through a double.
  return format.format(Number(rate));
}

/** "Detroit, MI to Chicago, IL": a linehaul line's words when nobody typed any (the server's and the editor's). */
export function routeDescription(request: {
  pickupCity: string;
  pickupState: string;
  deliveryCity: string;
  deliveryState: string;
}): string {
  return `${request.pickupCity}, ${request.pickupState} to ${request.deliveryCity}, ${request.deliveryState}`;
}
