// Starting a card payment: the hosted Checkout page (redirect) or a PaymentIntent for the card
// form on our page. The ledger entry is written first, so every attempt is on the books even if
// the provider call fails, and the provider gets our ledger id to echo back.
import { CURRENCY, type CheckoutSessionView } from '../../../shared/payments.js';
import { HttpError } from '../../errors.js';
import type { PaymentDeps } from './deps.js';
import { findLedgerByProviderId, insertLedgerEntry, markLedgerStatus, setProviderPaymentId, type LedgerRow } from './ledger-repository.js';
import { resolvePaymentTarget, type PaymentRequest, type PaymentTarget } from './payment-target.js';
import type { CardProvider } from './providers/card-provider.js';

export interface CardPaymentRequest extends PaymentRequest {
  notes?: string | undefined;
}

export const CARDS_UNAVAILABLE = 'Card payments are not available right now. Please choose another method or call us.';

export async function startCheckout(deps: PaymentDeps, request: CardPaymentRequest): Promise<{ url: string }> {
  const card = cardProvider(deps);
  const { target, entry } = await openAttempt(deps, card, request);
  const reference = encodeURIComponent(target.reference ?? '');
  try {
    const session = await card.createCheckoutSession({
      amountCents: target.amountCents,
      description: target.description,
      email: target.email,
      successUrl: `${deps.publicBaseUrl}/payment/success?session_id={CHECKOUT_SESSION_ID}&reference=${reference}`,
      cancelUrl: `${deps.publicBaseUrl}/payment/cancel?reference=${reference}`,
      metadata: { ledgerId: entry.id, reference: target.reference ?? '' },
    });
    await setProviderPaymentId(deps.db, entry.id, session.id);
    return { url: session.url };
  } catch (error) {
    throw await providerFailed(deps, entry, error, 'Failed to create checkout session');
  }
}

export async function startPaymentIntent(deps: PaymentDeps, request: CardPaymentRequest): Promise<{ clientSecret: string; paymentIntentId: string }> {
  const card = cardProvider(deps);
  const { target, entry } = await openAttempt(deps, card, request);
  try {
    const intent = await card.createPaymentIntent({
      amountCents: target.amountCents,
      description: target.description,
      email: target.email,
      metadata: { ledgerId: entry.id, reference: target.reference ?? '' },
    });
    await setProviderPaymentId(deps.db, entry.id, intent.id);
    return { clientSecret: intent.clientSecret, paymentIntentId: intent.id };
  } catch (error) {
    throw await providerFailed(deps, entry, error, 'Failed to start the card payment');
  }
}

/** What the success page shows: read from the provider, for sessions we started only. */
export async function checkoutSessionView(deps: PaymentDeps, sessionId: string): Promise<CheckoutSessionView> {
  const card = cardProvider(deps);
  const entry = await findLedgerByProviderId(deps.db, [card.provider], sessionId);
  const session = entry ? await card.retrieveCheckoutSession(sessionId) : undefined;
  if (!entry || !session) throw new HttpError(404, 'We could not find that payment.');
  return { ...session, reference: session.reference ?? entry.customerReference, test_mode: card.provider === 'test' };
}

function cardProvider(deps: PaymentDeps): CardProvider {
  if (!deps.providers.card) throw new HttpError(503, CARDS_UNAVAILABLE);
  return deps.providers.card;
}

async function openAttempt(deps: PaymentDeps, card: CardProvider, request: CardPaymentRequest): Promise<{ target: PaymentTarget; entry: LedgerRow }> {
  const target = await resolvePaymentTarget(deps.db, request, deps.settings.maxAmount, deps.company.name);
  const entry = await insertLedgerEntry(deps.db, {
    serviceRequestId: target.invoice?.id ?? null,
    customerReference: target.reference ?? null,
    payerEmail: target.email ?? null,
    provider: card.provider,
    method: 'credit_card',
    amount: target.amount,
    currency: CURRENCY,
    status: 'created',
    notes: request.notes ?? null,
  });
  return { target, entry };
}

async function providerFailed(deps: PaymentDeps, entry: LedgerRow, error: unknown, message: string): Promise<HttpError> {
  deps.log.error({ err: error, ledgerId: entry.id }, 'card provider call failed');
  await markLedgerStatus(deps.db, entry.id, 'failed', { reason: `provider error: ${error instanceof Error ? error.message.slice(0, 200) : 'unknown'}` });
  return new HttpError(502, message);
}
