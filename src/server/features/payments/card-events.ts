// Stripe's events, from the verified webhook or from test mode's local checkout (which builds
// the same events): each is acted on once, and only for attempts we started.
import type Stripe from 'stripe';
import type { PaymentDeps } from './deps.js';
import { confirmLedgerPayment, failLedgerPayment } from './confirmations.js';
import type { Transaction } from '../../db/client.js';
import { lockLedgerByProviderId, lockLedgerEntry, markLedgerStatus, recordProviderEvent, type LedgerRow } from './ledger-repository.js';

export type CardEventOutcome = 'processed' | 'duplicate' | 'ignored' | 'unknown-payment' | 'amount-mismatch';

export async function processCardEvent(deps: PaymentDeps, provider: 'stripe' | 'test', event: Stripe.Event): Promise<CardEventOutcome> {
  const action = actionOf(event);
  if (!action) return 'ignored';
  let mailed = false;
  const outcome = await deps.db.transaction(async (tx): Promise<CardEventOutcome> => {
    // Stripe delivers at least once and retries for days: the event id makes a replay a no-op.
    if (!(await recordProviderEvent(tx, provider, event.id, event.type))) return 'duplicate';
    const entry = await findAttempt(tx, provider, action.providerId, metadataOf(event).ledgerId);
    if (!entry) {
      deps.log.warn({ eventId: event.id, type: event.type }, 'payment event for an attempt we did not start; ignored');
      return 'unknown-payment';
    }
    if (action.kind === 'succeeded') {
      const result = await confirmLedgerPayment(tx, deps, entry, { captureId: action.captureId, amountCents: action.amountCents, currency: action.currency });
      mailed = result === 'confirmed';
      return result === 'amount-mismatch' ? 'amount-mismatch' : 'processed';
    }
    if (action.kind === 'processing') {
      if (entry.status === 'created') await markLedgerStatus(tx, entry.id, 'pending');
      return 'processed';
    }
    // The customer left the checkout: the attempt is over, but nothing failed on the invoice.
    if (action.kind === 'abandoned') {
      if (entry.status === 'created') await markLedgerStatus(tx, entry.id, 'failed', { reason: 'checkout abandoned or expired' });
      return 'processed';
    }
    await failLedgerPayment(tx, entry, action.reason);
    return 'processed';
  });
  if (mailed) deps.onEmailQueued();
  return outcome;
}

// By the provider's id first. A checkout's payment intent can be announced before the session's
// completion links the two: then the ledger id we put in the (signed) metadata finds it.
async function findAttempt(tx: Transaction, provider: 'stripe' | 'test', providerId: string, ledgerId: string | undefined): Promise<LedgerRow | undefined> {
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
  | { kind: 'succeeded'; providerId: string; captureId: string | null; amountCents: number; currency: string }
  | { kind: 'processing'; providerId: string }
  | { kind: 'abandoned'; providerId: string }
  | { kind: 'failed'; providerId: string; reason: string };

function actionOf(event: Stripe.Event): EventAction | undefined {
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
        captureId: typeof session.payment_intent === 'string' ? session.payment_intent : (session.payment_intent?.id ?? null),
        amountCents: session.amount_total ?? 0,
        currency: session.currency ?? '',
      };
    }
    case 'checkout.session.async_payment_failed':
      return { kind: 'failed', providerId: event.data.object.id, reason: 'the bank declined the delayed payment' };
    case 'checkout.session.expired':
      return { kind: 'abandoned', providerId: event.data.object.id };
    case 'payment_intent.succeeded': {
      const intent = event.data.object;
      return { kind: 'succeeded', providerId: intent.id, captureId: intent.id, amountCents: intent.amount_received, currency: intent.currency };
    }
    case 'payment_intent.payment_failed': {
      const intent = event.data.object;
      return { kind: 'failed', providerId: intent.id, reason: intent.last_payment_error?.message ?? 'the card payment failed' };
    }
    default:
      return undefined;
  }
}
