// The money: for each invoice, the ledger rows the product would have written (card and PayPal
// attempts, reported transfers confirmed or rejected, failures, abandoned checkouts), refunds in
// part and in full, overpayments due for a refund, and free-form payments with no invoice. The
// request's payment columns end as the payments feature leaves them.
import { and, eq } from 'drizzle-orm';
import { amountToCents, centsToAmount } from '../../shared/money-format.js';
import {
  FREE_FORM_PAYMENT_METHODS,
  isManualMethod,
  type LedgerStatus,
  type PaymentMethod,
  type PaymentProvider,
} from '../../shared/payments/payments.js';
import type { PaymentStatus } from '../../shared/service-requests/service-requests.js';
import { invoices, paymentRefunds, payments, serviceRequests } from '../db/schema.js';
import { recomputeInvoiceBalance } from '../features/invoicing/index.js';
import type { SeededRequest } from './demo-requests.js';
import { BY_CUSTOMER, BY_SYSTEM, byMember, DAY_MS, facts, laterThan, type SeedContext } from './seed-context.js';

type Outcome =
  | 'paid'
  | 'part-paid'
  | 'partial-refund'
  | 'full-refund'
  | 'overpayment'
  | 'overpayment-refunded'
  | 'reported'
  | 'failed'
  | 'rejected'
  | 'unpaid';

const INVOICE_METHODS: readonly (readonly [PaymentMethod, number])[] = [
  ['credit_card', 35],
  ['ach', 15],
  ['zelle', 15],
  ['paypal', 13],
  ['bank_transfer', 12],
  ['wire_transfer', 10],
];
const TRANSFER_METHODS = ['ach', 'zelle', 'bank_transfer', 'wire_transfer'] as const;

interface LedgerEntry {
  id: string;
  method: PaymentMethod;
  provider: PaymentProvider;
  amount: string;
  providerPaymentId: string | null;
  providerCaptureId: string | null;
  confirmedAt: Date;
}

function outcomeOf(context: SeedContext, invoiceAgeDays: number): Outcome {
  if (invoiceAgeDays < 3)
    return context.random.weighted<Outcome>([
      ['unpaid', 50],
      ['reported', 20],
      ['paid', 30],
    ]);
  return context.random.weighted<Outcome>([
    ['paid', 55],
    // Part of the invoice paid, the rest still owed (decision 073).
    ['part-paid', 5],
    ['partial-refund', 6],
    ['full-refund', 4],
    ['overpayment', 4],
    ['overpayment-refunded', 2],
    ['reported', 6],
    ['failed', 5],
    ['rejected', 3],
    ['unpaid', 8],
  ]);
}

/** Test-mode provider ids (the card and PayPal stand-ins): no real provider ever saw demo money. */
function providerIds(context: SeedContext, method: PaymentMethod) {
  const code = context.random.crockford(16);
  return method === 'paypal'
    ? { payment: `DEMO-ORDER-${code}`, capture: `DEMO-CAPTURE-${code}` }
    : { payment: `demo_pi_${code}`, capture: `demo_ch_${code}` };
}

/**
 * One payment that moved money, written as the product leaves it: a card or PayPal payment the
 * provider confirmed, or a transfer the customer reported and accounting confirmed.
 */
async function succeededPayment(
  context: SeedContext,
  request: SeededRequest | null,
  payment: {
    method: PaymentMethod;
    amount: string;
    at: Date;
    payerEmail: string | null;
    customerReference: string;
    overpayment: boolean;
    /** The part that paid the invoice (decision 073); null for a payment of no invoice. */
    applied: string | null;
  },
): Promise<LedgerEntry> {
  const id = context.random.uuid();
  const manual = isManualMethod(payment.method);
  const confirmedAt = manual ? laterThan(context, payment.at, 2, 60) : payment.at;
  const ids = manual ? null : providerIds(context, payment.method);
  const provider: PaymentProvider = manual ? 'manual' : 'test';
  const accounting = context.staff.accounting;
  await context.tx.insert(payments).values({
    id,
    serviceRequestId: request?.id ?? null,
    customerReference: payment.customerReference,
    payerEmail: payment.payerEmail,
    provider,
    method: payment.method,
    amount: payment.amount,
    status: 'succeeded',
    providerPaymentId: ids?.payment ?? null,
    providerCaptureId: ids?.capture ?? null,
    verifiedByAdminId: manual ? accounting.id : null,
    verifiedAt: manual ? confirmedAt : null,
    overpayment: payment.overpayment,
    appliedAmount: payment.applied,
    confirmedAt,
    createdAt: payment.at,
    updatedAt: confirmedAt,
  });
  const about = { amount: payment.amount, currency: 'USD', method: payment.method, provider, serviceRequestId: request?.id ?? null };
  if (manual) {
    context.audit.push(
      {
        ...BY_CUSTOMER,
        occurredAt: payment.at,
        action: 'payment.reported',
        recordType: 'payment',
        recordId: id,
        changes: facts({ status: 'pending_verification', ...about }),
      },
      {
        ...byMember(accounting),
        occurredAt: confirmedAt,
        action: 'payment.confirmed',
        recordType: 'payment',
        recordId: id,
        changes: {
          status: { before: 'pending_verification', after: 'succeeded' },
          ...facts({ ...about, overpayment: payment.overpayment }),
        },
      },
    );
  } else {
    context.audit.push({
      ...BY_SYSTEM,
      occurredAt: confirmedAt,
      action: 'payment.received',
      recordType: 'payment',
      recordId: id,
      changes: {
        status: { before: 'pending', after: 'succeeded' },
        ...facts({ ...about, providerId: ids?.capture ?? null, overpayment: payment.overpayment }),
      },
    });
  }
  return {
    id,
    method: payment.method,
    provider,
    amount: payment.amount,
    providerPaymentId: ids?.payment ?? null,
    providerCaptureId: ids?.capture ?? null,
    confirmedAt,
  };
}

/** A payment that moved no money: a declined card, an abandoned checkout, a transfer no one found. */
async function unsettledPayment(
  context: SeedContext,
  request: SeededRequest,
  entry: { method: PaymentMethod; status: LedgerStatus; at: Date; failureReason: string | null },
): Promise<void> {
  const id = context.random.uuid();
  const manual = isManualMethod(entry.method);
  const ids = manual ? null : providerIds(context, entry.method);
  const rejectedAt = entry.status === 'rejected' ? laterThan(context, entry.at, 4, 72) : null;
  await context.tx.insert(payments).values({
    id,
    serviceRequestId: request.id,
    customerReference: request.referenceId,
    payerEmail: request.contactEmail,
    provider: manual ? 'manual' : 'test',
    method: entry.method,
    amount: request.finalAmount ?? '0.50',
    status: entry.status,
    providerPaymentId: ids?.payment ?? null,
    failureReason: entry.failureReason,
    verifiedByAdminId: rejectedAt ? context.staff.accounting.id : null,
    verifiedAt: rejectedAt,
    createdAt: entry.at,
    updatedAt: rejectedAt ?? entry.at,
  });
  if (manual) {
    context.audit.push({
      ...BY_CUSTOMER,
      occurredAt: entry.at,
      action: 'payment.reported',
      recordType: 'payment',
      recordId: id,
      changes: facts({ status: 'pending_verification', amount: request.finalAmount, method: entry.method, serviceRequestId: request.id }),
    });
  }
  if (rejectedAt) {
    context.audit.push({
      ...byMember(context.staff.accounting),
      occurredAt: rejectedAt,
      action: 'payment.rejected',
      recordType: 'payment',
      recordId: id,
      changes: { status: { before: 'pending_verification', after: 'rejected' } },
    });
  }
}

/** A refund accounting made, succeeded (through the test stand-in, or at the bank for a transfer). */
async function refund(context: SeedContext, payment: LedgerEntry, amountCents: number, reason: string): Promise<Date> {
  const at = laterThan(context, payment.confirmedAt, 24, 24 * 20);
  const id = context.random.uuid();
  const amount = centsToAmount(amountCents);
  await context.tx.insert(paymentRefunds).values({
    id,
    paymentId: payment.id,
    provider: payment.provider,
    providerRefundId: payment.provider === 'manual' ? null : `demo_re_${context.random.crockford(16)}`,
    amount,
    status: 'succeeded',
    reason,
    requestedByAdminId: context.staff.accounting.id,
    customerNotifiedAt: at,
    createdAt: at,
    updatedAt: at,
  });
  context.audit.push({
    ...byMember(context.staff.accounting),
    occurredAt: at,
    action: 'payment.refunded',
    recordType: 'payment',
    recordId: payment.id,
    changes: facts({ refundId: id, amount, currency: 'USD', refundStatus: 'succeeded' }),
  });
  return at;
}

export async function seedInvoicePayments(context: SeedContext, requests: readonly SeededRequest[]): Promise<void> {
  for (const request of requests) {
    if (request.invoiceSentAt && request.finalAmount) await seedPaymentsOf(context, request, request.invoiceSentAt, request.finalAmount);
  }
}

async function seedPaymentsOf(context: SeedContext, request: SeededRequest, invoiceSentAt: Date, amount: string): Promise<void> {
  const { random } = context;
  const outcome = outcomeOf(context, (context.now.getTime() - invoiceSentAt.getTime()) / DAY_MS);
  const paidAt = laterThan(context, invoiceSentAt, 2, 24 * 12);
  const base = { amount, payerEmail: request.contactEmail, customerReference: request.referenceId };
  let state: InvoiceState = {
    paymentStatus: 'unpaid',
    method: null,
    settledBy: null,
    refundDue: false,
  };

  // Some customers leave a card checkout before paying another way: a canceled attempt first.
  if (outcome !== 'unpaid' && random.chance(0.12)) {
    await unsettledPayment(context, request, {
      method: 'credit_card',
      status: 'canceled',
      at: laterThan(context, invoiceSentAt, 1, 20),
      failureReason: 'the checkout expired',
    });
  }

  if (outcome === 'unpaid') {
    // A checkout opened and still open, or waiting on the provider, or nothing yet.
    const open = random.weighted<LedgerStatus | null>([
      [null, 3],
      ['created', 1],
      ['pending', 1],
    ]);
    if (open)
      await unsettledPayment(context, request, {
        method: random.pick(['credit_card', 'paypal'] as const),
        status: open,
        at: paidAt,
        failureReason: null,
      });
  } else if (outcome === 'reported') {
    const method = random.pick(TRANSFER_METHODS);
    await unsettledPayment(context, request, { method, status: 'pending_verification', at: paidAt, failureReason: null });
    state = { ...state, paymentStatus: 'pending_verification', method };
  } else if (outcome === 'failed') {
    await unsettledPayment(context, request, {
      method: 'credit_card',
      status: 'failed',
      at: paidAt,
      failureReason: 'Your card was declined.',
    });
    state = { ...state, paymentStatus: 'failed' };
  } else if (outcome === 'rejected') {
    const method = random.pick(TRANSFER_METHODS);
    await unsettledPayment(context, request, {
      method,
      status: 'rejected',
      at: paidAt,
      failureReason: 'No matching transfer arrived at the bank.',
    });
    state = { ...state, paymentStatus: 'failed', method };
  } else {
    const method = random.weighted(INVOICE_METHODS);
    const cents = amountToCents(amount);
    if (outcome === 'part-paid') {
      const part = centsToAmount(Math.round((cents * random.int(20, 80)) / 100));
      await succeededPayment(context, request, { ...base, amount: part, method, at: paidAt, overpayment: false, applied: part });
      state = { ...state, paymentStatus: 'partially_paid', method };
      return finishInvoice(context, request, state, outcome);
    }
    const settledBy = await succeededPayment(context, request, { ...base, method, at: paidAt, overpayment: false, applied: amount });
    state = { paymentStatus: 'paid', method, settledBy, refundDue: false };
    if (outcome === 'partial-refund') {
      await refund(context, settledBy, Math.round((cents * random.int(10, 40)) / 100), 'Delivery arrived a day late: partial credit.');
      state.paymentStatus = 'partially_refunded';
    } else if (outcome === 'full-refund') {
      await refund(context, settledBy, cents, 'Shipment cancelled after payment.');
      state.paymentStatus = 'refunded';
    } else if (outcome === 'overpayment' || outcome === 'overpayment-refunded') {
      // The customer also sent a transfer after paying by card (or the other way round).
      const second = method === 'credit_card' ? random.pick(TRANSFER_METHODS) : 'credit_card';
      const extra = await succeededPayment(context, request, {
        ...base,
        method: second,
        at: laterThan(context, paidAt, 2, 72),
        overpayment: true,
        applied: '0.00',
      });
      if (outcome === 'overpayment-refunded') await refund(context, extra, cents, 'Paid twice: the second payment returned.');
      state.refundDue = outcome === 'overpayment';
    }
  }
  await finishInvoice(context, request, state, outcome);
}

interface InvoiceState {
  paymentStatus: PaymentStatus;
  method: PaymentMethod | null;
  settledBy: LedgerEntry | null;
  refundDue: boolean;
}

/**
 * The request's payment state, and its invoice's balance from the ledger (decision 073). Refunds
 * seeded here come with no credit note: their invoice is read as migration 0024 reads the ones
 * made before balances existed (the deal closed, nothing owed).
 */
async function finishInvoice(context: SeedContext, request: SeededRequest, state: InvoiceState, outcome: Outcome): Promise<void> {
  await recomputeInvoiceBalance(context.tx, request.id);
  if (outcome === 'partial-refund' || outcome === 'full-refund') {
    await context.tx
      .update(invoices)
      .set({ balance: '0' })
      .where(and(eq(invoices.serviceRequestId, request.id), eq(invoices.state, 'sent')));
  }
  await context.tx
    .update(serviceRequests)
    .set({
      paymentStatus: state.paymentStatus,
      paymentMethod: state.method,
      refundDue: state.refundDue,
      ...(state.settledBy
        ? {
            invoiceStatus: 'paid' as const,
            paidAt: state.settledBy.confirmedAt,
            paymentReference: state.settledBy.providerCaptureId ?? state.settledBy.providerPaymentId ?? state.settledBy.id,
          }
        : {}),
    })
    .where(eq(serviceRequests.id, request.id));
}

/** Payments made on the free-form pages: a customer's own reference, no invoice. */
export async function seedFreeFormPayments(context: SeedContext, count: number): Promise<void> {
  const { random } = context;
  for (let index = 0; index < count; index += 1) {
    const at = new Date(context.now.getTime() - random.next() * 170 * DAY_MS - DAY_MS);
    // Every free-form method at least once, then as customers choose.
    const method = FREE_FORM_PAYMENT_METHODS[index] ?? random.pick(FREE_FORM_PAYMENT_METHODS);
    await succeededPayment(context, null, {
      method,
      amount: centsToAmount(random.int(4, 120) * 2500),
      at,
      payerEmail: `customer.${index + 1}@example.com`,
      customerReference: `PO-${random.int(10000, 99999)}`,
      overpayment: false,
      applied: null,
    });
  }
}
