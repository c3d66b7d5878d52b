// Starting a card payment: the hosted Checkout page (redirect) or a PaymentIntent for the card
// form on our page. The ledger entry is written first (attempt-opening-service.ts: one open
// attempt per invoice), so every attempt is on the books even if the provider call fails, and the
// provider gets our ledger id to echo back.
import { PAYMENT_MESSAGES } from '../../../shared/payments/payment-messages.js';
import { amountToCents } from '../../../shared/money.js';
import { maskEmail, type CheckoutSessionView } from '../../../shared/payments/payments.js';
import { HttpError, notFound } from '../../errors.js';
import type { PaymentDeps } from './deps.js';
import { findLedgerByProviderId, markLedgerStatus } from './ledger-repository.js';
import { attachProviderId, openAttempt, type AttemptRequest, type OpenedAttempt } from './attempt-opening-service.js';
import { invoiceItemsOf } from './invoice-items-service.js';
import { outcomeOf } from './payment-outcome-service.js';
import type { CardProvider, PaymentIntentInput } from './providers/card-provider.js';

export type CardPaymentRequest = AttemptRequest;

export async function startCheckout(deps: PaymentDeps, request: CardPaymentRequest): Promise<{ url: string }> {
  const card = cardProvider(deps);
  const attempt = await openAttempt(deps, card.provider, 'credit_card', request);
  const reference = encodeURIComponent(attempt.target.reference ?? '');
  const items = await invoiceItemsOf(deps, attempt);
  const session = await askProvider(deps, attempt, 'Failed to create checkout session', () =>
    card.createCheckoutSession({
      ...paymentOf(attempt),
      items,
      successUrl: `${deps.publicBaseUrl}/payment/success?session_id={CHECKOUT_SESSION_ID}&reference=${reference}`,
      cancelUrl: `${deps.publicBaseUrl}/payment/cancel?reference=${reference}`,
    }),
  );
  await attachProviderId(deps, attempt.entry, session.id);
  return { url: session.url };
}

export async function startPaymentIntent(
  deps: PaymentDeps,
  request: CardPaymentRequest,
): Promise<{ clientSecret: string; paymentIntentId: string }> {
  const card = cardProvider(deps);
  const attempt = await openAttempt(deps, card.provider, 'credit_card', request);
  const intent = await askProvider(deps, attempt, 'Failed to start the card payment', () => card.createPaymentIntent(paymentOf(attempt)));
  await attachProviderId(deps, attempt.entry, intent.id);
  return { clientSecret: intent.clientSecret, paymentIntentId: intent.id };
}

/** What the provider is told of an attempt, however it is paid; our ledger id comes back in its events. */
function paymentOf({ target, entry }: OpenedAttempt): PaymentIntentInput {
  return {
    amountCents: amountToCents(entry.amount),
    description: target.description,
    email: target.email,
    metadata: { ledgerId: entry.id, reference: target.reference ?? '' },
  };
}

/**
 * What the success page shows: the spec's session fields, and the outcome from our ledger, which
 * only the provider's verified confirmation marks paid. For sessions we started only.
 */
export async function checkoutSessionView(deps: PaymentDeps, sessionId: string): Promise<CheckoutSessionView> {
  const card = cardProvider(deps);
  const entry = await findLedgerByProviderId(deps.db, [card.provider], sessionId);
  if (!entry) throw notFound(PAYMENT_MESSAGES.paymentNotFound);
  let session;
  try {
    session = await card.retrieveCheckoutSession(sessionId);
  } catch (error) {
    // Our ledger still answers: the page can say what we know.
    deps.log.warn({ err: error, ledgerId: entry.id }, 'could not read the checkout session from the provider');
  }
  const outcome = outcomeOf(entry);
  const email = session?.customer_details.email ?? entry.payerEmail;
  return {
    id: sessionId,
    amount_total: session?.amount_total ?? amountToCents(entry.amount),
    currency: session?.currency ?? entry.currency.toLowerCase(),
    payment_status: session?.payment_status ?? (outcome.status === 'paid' ? 'paid' : 'unpaid'),
    payment_intent: outcome.paymentId ?? session?.payment_intent ?? null,
    customer_details: { email: email ? maskEmail(email) : null },
    reference: entry.customerReference,
    test_mode: card.provider === 'test',
    outcome,
  };
}

function cardProvider(deps: PaymentDeps): CardProvider {
  if (!deps.providers.card) throw new HttpError(503, PAYMENT_MESSAGES.cardsUnavailable);
  return deps.providers.card;
}

/** The provider's answer to `call`; when it fails, the attempt is marked failed and the customer gets a 502 saying `message`. */
async function askProvider<T>(deps: PaymentDeps, { entry }: OpenedAttempt, message: string, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    deps.log.error({ err: error, ledgerId: entry.id }, 'card provider call failed');
    await markLedgerStatus(deps.db, entry.id, 'failed', {
      reason: `provider error: ${error instanceof Error ? error.message.slice(0, 200) : 'unknown'}`,
    });
    throw new HttpError(502, message);
  }
}
