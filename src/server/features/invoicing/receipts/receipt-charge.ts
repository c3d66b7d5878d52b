// What a driver's receipt bills (issue 37: "lumper at cost plus a fee"): the amount paid plus the
// catalogue's fee for the receipt's code, as one flat line. Exact decimal arithmetic, no floats.
import { formatUsd } from '../../../../shared/money-format.js';
import { formatRate, RATE_DECIMALS, trimDecimal, type ReceiptKind } from '../../../../shared/invoicing/invoice-lines.js';

const SCALE = 10n ** BigInt(RATE_DECIMALS);

/** A non-negative decimal string ("180.00", "25", "2.5") as ten-thousandths. */
function tenThousandths(decimal: string): bigint {
  const [whole = '0', fraction = ''] = decimal.split('.');
  return BigInt(whole || '0') * SCALE + BigInt(fraction.padEnd(RATE_DECIMALS, '0').slice(0, RATE_DECIMALS) || '0');
}

/** The line's rate: paid + fee, exact ("180.00" + "25" -> "205"; "12.5" + "0.1250" -> "12.625"). */
export function receiptRate(paid: string, fee: string | null): string {
  const sum = tenThousandths(paid) + (fee === null ? 0n : tenThousandths(fee));
  const whole = sum / SCALE;
  const fraction = String(sum % SCALE).padStart(RATE_DECIMALS, '0');
  return trimDecimal(`${whole}.${fraction}`);
}

const RECEIPT_WORDS: Record<ReceiptKind, string> = { lumper: 'Lumper receipt', scale_ticket: 'Scale ticket' };

/** "Lumper receipt $180.00 + $25.00 fee"; at cost when no fee applies ("Scale ticket $12.50"). */
export function receiptDescription(kind: ReceiptKind, paid: string, fee: string | null): string {
  const base = `${RECEIPT_WORDS[kind]} ${formatUsd(paid)}`;
  return fee === null ? base : `${base} + ${formatRate(fee, 'en')} fee`;
}
