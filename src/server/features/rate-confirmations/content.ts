// A version's content, frozen when it is made: the office's lane, days, equipment, commodity and
// weight; the rest from stored data only. The lines and the total are the quote's (amounts from
// the database, never the browser), detention's terms the accessorial catalogue's (the broker's
// rate, else the default), the payment terms the request's account's (else due on receipt).
import type {
  RateConfirmationContent,
  RateConfirmationLine,
  RateConfirmationStop,
} from '../../../shared/rate-confirmations/rate-confirmation.js';
import type { MadeRateConfirmationInput } from '../../../shared/rate-confirmations/rate-confirmation-schemas.js';
import { amountToCents, centsToAmount } from '../../../shared/money-format.js';
import { trimDecimal } from '../../../shared/invoicing/invoice-lines.js';
import type { Executor } from '../../db/client.js';
import { termsOfAccount } from '../accounts/index.js';
import { accessorialRateFor } from '../invoicing/index.js';
import { quoteLinesOf } from '../service-requests/index.js';
import { CARRIER_TERMS_TEXT } from './carrier-terms.js';
import type { RateConfirmationDeps } from './deps.js';
import type { RequestFacts } from './repository.js';

type Request = NonNullable<RequestFacts>;

export async function rateConfirmationContent(
  tx: Executor,
  deps: Pick<RateConfirmationDeps, 'company' | 'scac'>,
  request: Request,
  input: MadeRateConfirmationInput,
): Promise<RateConfirmationContent> {
  const lines = await linesOf(tx, request);
  const totalCents = lines.reduce((sum, line) => sum + amountToCents(line.amount), 0);
  return {
    referenceId: request.referenceId,
    broker: {
      name: request.contactName,
      ...(request.contactCompany ? { company: request.contactCompany } : {}),
      email: request.contactEmail,
      phone: request.contactPhone,
    },
    carrier: {
      name: deps.company.name,
      mcNumber: deps.company.mcNumber,
      dotNumber: deps.company.dotNumber,
      ...(deps.scac ? { scac: deps.scac } : {}),
    },
    pickup: stopOf(input.pickup),
    delivery: stopOf(input.delivery),
    equipment: input.equipment,
    commodity: input.commodity,
    ...(input.weightLbs ? { weightLbs: input.weightLbs } : {}),
    lines,
    total: centsToAmount(totalCents),
    detention: await detentionTerms(tx, request),
    paymentTerms: await termsOfAccount(tx, request.accountId),
    terms: CARRIER_TERMS_TEXT,
  };
}

/** The quote's lines; a quote with none (set before lines existed) is its one all-in amount. */
async function linesOf(tx: Executor, request: Request): Promise<RateConfirmationLine[]> {
  const lines = await quoteLinesOf(tx, request.id);
  if (lines.length > 0) {
    // Quantities and rates as people write them ("283", "2.5"), not as the columns pad them.
    return lines.map(({ kind, description, quantity, unit, rate, amount }) => ({
      kind,
      description,
      quantity: trimDecimal(quantity),
      unit,
      rate: trimDecimal(rate),
      amount,
    }));
  }
  const amount = request.estimatedQuote ?? '0.00';
  return [{ kind: 'linehaul', description: 'Linehaul, all-in', quantity: '1', unit: 'flat', rate: amount, amount }];
}

/** Free time in hours and the hourly rate; null when the catalogue has no detention terms. */
async function detentionTerms(tx: Executor, request: Request): Promise<RateConfirmationContent['detention']> {
  const rate = await accessorialRateFor(tx, 'detention', { contactEmail: request.contactEmail, contactCompany: request.contactCompany });
  if (!rate || rate.freeMinutes === null) return null;
  return { freeHours: trimDecimal((rate.freeMinutes / 60).toFixed(2)), hourlyRate: rate.rate };
}

function stopOf(stop: MadeRateConfirmationInput['pickup']): RateConfirmationStop {
  return {
    ...(stop.address ? { address: stop.address } : {}),
    city: stop.city,
    state: stop.state,
    zip: stop.zip,
    ...(stop.appointmentAt ? { appointmentAt: new Date(stop.appointmentAt).toISOString() } : {}),
    ...(stop.date ? { date: stop.date } : {}),
  };
}
