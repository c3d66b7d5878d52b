// Stripe's events, from the verified webhook or from test mode's local checkout (which builds
// the same events): each is acted on once, and only for attempts we started. Payments are
// confirmed through confirmation-service.ts; refunds, including ones made in Stripe's dashboard, through
// refund-service.ts.
import type Stripe from 'stripe';
import type { Transaction } from '../../db/client.js';
import { actingAs, SYSTEM_ACTOR, type AuditOrigin } from '../../platform/audit/audit-context.js';
import { afterConfirmation, confirmLedgerPayment, failLedgerPayment, type ConfirmationResult } from './confirmation-service.js';
import type { PaymentDeps } from './deps.js';
import { lockLedgerByProviderId, lockLedgerEntry, moveLedgerStatus, recordProviderEvent, type LedgerRow } from './ledger-repository.js';
import { providerRefundOfStripe } from './providers/stripe-refund.js';
import type { ProviderRefund } from './providers/refunds.js';
import { applyProviderRefund } from './refund-service.js';

export type CardEventOutcome = 'processed' | 'duplicate' | 'ignored' | 'unknown-payment' | 'amount-mismatch';

/**
 * `origin` is the request that delivered the event (Stripe's webhook call, or test mode's page):
 * what it changes is recorded as the system's doing, the provider's word, not that request's.
 */
export async function processCardEvent(
  deps: PaymentDeps,
  provider: 'stripe' | 'test',
  event: Stripe.Event,
  origin: AuditOrigin,
): Promise<CardEventOutcome> {
  const action = await actionOf(deps, event);
  const audit = actingAs(origin, SYSTEM_ACTOR);
  if (!action) return 'ignored';
  let confirmation: ConfirmationResult | undefined;
  const outcome = await deps.outbox.transaction(async (tx): Promise<CardEventOutcome> => {
    // Stripe delivers at least once and retries for days: the event id makes a replay a no-op.
    if (!(await recordProviderEvent(tx, provider, event.id, event.type))) return 'duplicate';
    const entry = await findAttempt(tx, provider, action.providerId, action.kind === 'refunds' ? undefined : metadataOf(event).ledgerId);
    if (!entry) {
      deps.log.warn({ eventId: event.id, type: event.type }, 'payment event for an attempt we did not start; ignored');
      return 'unknown-payment';
    }
    switch (action.kind) {
      case 'succeeded':
        confirmation = await confirmLedgerPayment(tx, deps, entry, {
          captureId: action.captureId,
          amountCents: action.amountCents,
          currency: action.currency,
          payerEmail: action.payerEmail,
          receivedBy: audit,
        });
        return confirmation.outcome === 'amount-mismatch' ? 'amount-mismatch' : 'processed';
      case 'processing':
        await moveLedgerStatus(tx, entry.id, ['created'], 'pending');
        return 'processed';
      case 'abandoned':
        // The customer left the checkout, or it expired: the attempt is over, nothing failed on the invoice.
        await moveLedgerStatus(tx, entry.id, ['created'], 'canceled', 'checkout abandoned or expired');
        return 'processed';
      case 'failed':
        await failLedgerPayment(tx, entry, action.reason);
        return 'processed';
      case 'refunds':
        await applyProviderRefund(tx, deps, entry, provider, action.refunds, audit);
        return 'processed';
    }
  });
  await afterConfirmation(deps, confirmation);
  return outcome;
}

// By the provider's id first (a session, an intent, or the intent a session paid with). A
// checkout's payment intent can be announced before the session's completion links the two:
// then the ledger id we put in the (signed) metadata finds it.
async function findAttempt(
  tx: Transaction,
  provider: 'stripe' | 'test',
  providerId: string,
  ledgerId: string | undefined,
): Promise<LedgerRow | undefined> {
  const byProviderId = await lockLedgerByProviderId(tx, [provider], providerId);
  if (byProviderId || !ledgerId || !/^[0-9a-f-]{36}$/.test(ledgerId)) return byProviderId;
  const byLedgerId = await lockLedgerEntry(tx, ledgerId);
  return byLedgerId?.provider === provider ? byLedgerId : undefined;
}

function metadataOf(event: Stripe.Event): { ledgerId?: string } {
  const object = event.data.object as { metadata?: Record<string, string> | null };
  return object.metadata ?? {};
}

type EventAction =
  | { kind: 'succeeded'; providerId: string; captureId: string | null; amountCents: number; currency: string; payerEmail: string | null }
  | { kind: 'processing'; providerId: string }
  | { kind: 'abandoned'; providerId: string }
  | { kind: 'failed'; providerId: string; reason: string }
  | { kind: 'refunds'; providerId: string; refunds: ProviderRefund[] };

async function actionOf(deps: PaymentDeps, event: Stripe.Event): Promise<EventAction | undefined> {
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded': {
      const session = event.data.object;
      // A session completed with a delayed method is not money yet: its async event follows.
      if (session.payment_status !== 'paid' && session.payment_status !== 'no_payment_required') {
        return { kind: 'processing', providerId: session.id };
      }
      return {
        kind: 'succeeded',
        providerId: session.id,
        captureId: idOf(session.payment_intent),
        amountCents: session.amount_total ?? 0,
        currency: session.currency ?? '',
        payerEmail: session.customer_details?.email ?? null,
      };
    }
    case 'checkout.session.async_payment_failed':
      return { kind: 'failed', providerId: event.data.object.id, reason: 'the bank declined the delayed payment' };
    case 'checkout.session.expired':
      return { kind: 'abandoned', providerId: event.data.object.id };
    case 'payment_intent.succeeded': {
      const intent = event.data.object;
      return {
        kind: 'succeeded',
        providerId: intent.id,
        captureId: intent.id,
        amountCents: intent.amount_received,
        currency: intent.currency,
        payerEmail: intent.receipt_email ?? null,
      };
    }
    case 'payment_intent.payment_failed': {
      const intent = event.data.object;
      return { kind: 'failed', providerId: intent.id, reason: intent.last_payment_error?.message ?? 'the card payment failed' };
    }
    case 'refund.created':
    case 'refund.updated':
    case 'refund.failed': {
      const refund = event.data.object;
      const intentId = idOf(refund.payment_intent);
      return intentId ? { kind: 'refunds', providerId: intentId, refunds: [providerRefundOfStripe(refund)] } : undefined;
    }
    case 'charge.refunded': {
      const charge = event.data.object;
      const intentId = idOf(charge.payment_intent);
      if (!intentId) return undefined;
      // Newer API versions no longer embed the refunds in the charge: ask for them.
      const embedded = charge.refunds?.data;
      const refunds =
        embedded && embedded.length > 0 ? embedded.map(providerRefundOfStripe) : await deps.providers.card?.listRefunds(intentId);
      return refunds ? { kind: 'refunds', providerId: intentId, refunds } : undefined;
    }
    default:
      return undefined;
  }
}

function idOf(value: string | { id: string } | null | undefined): string | null {
  if (!value) return null;
  return typeof value === 'string' ? value : value.id;
}
