// Starting a card or PayPal attempt. For an invoice, one at a time: with the invoice's row locked
// we decide its amount from the balance then (the whole of it or the part asked for, decision 073),
// refuse a settled invoice, a reported transfer the customer has not chosen to pay past, and
// money already on its way; we close the invoice's earlier open attempt of the same kind, and
// write the new one, all in one transaction. The earlier attempt is then ended at the provider;
// if it had already taken money, the new one is called off before it could take more.
import { PAYMENT_MESSAGES } from '../../../shared/payments/payment-messages.js';
import { CURRENCY, type PaymentMethod, type PaymentProvider } from '../../../shared/payments/payments.js';
import { conflict, notFound } from '../../errors.js';
import { endAttemptsAtProvider } from './attempt-closing-service.js';
import type { PaymentDeps } from './deps.js';
import {
  cancelOpenAttempts,
  findAttemptInFlight,
  findPendingReport,
  insertLedgerEntry,
  moveLedgerStatus,
  setProviderPaymentId,
  type LedgerRow,
  type NewLedgerRow,
} from './ledger-repository.js';
import { invoiceTarget, resolvePaymentTarget, type PaymentRequest, type PaymentTarget } from './payment-target.js';
import { invoiceBalanceOf } from '../invoicing/index.js';
import { lockInvoiceById } from '../service-requests/index.js';

export interface AttemptRequest extends PaymentRequest {
  notes?: string | undefined;
  acknowledgeReportedTransfer?: boolean | undefined;
}

export interface OpenedAttempt {
  target: PaymentTarget;
  entry: LedgerRow;
}

export async function openAttempt(
  deps: PaymentDeps,
  provider: PaymentProvider,
  method: PaymentMethod,
  request: AttemptRequest,
): Promise<OpenedAttempt> {
  const target = await resolvePaymentTarget(deps.db, request, deps.settings.maxAmount, deps.company.name);
  const values: NewLedgerRow = {
    serviceRequestId: target.invoice?.id ?? null,
    customerReference: target.reference ?? null,
    payerEmail: target.email ?? null,
    provider,
    method,
    amount: target.amount,
    currency: CURRENCY,
    status: 'created',
    notes: request.notes ?? null,
  };
  const invoiceId = target.invoice?.id;
  if (invoiceId === undefined) return { target, entry: await insertLedgerEntry(deps.db, values) };

  const { entry, replaced, locked } = await deps.db.transaction(async (tx) => {
    const invoice = await lockInvoiceById(tx, invoiceId);
    if (!invoice?.finalAmount) throw notFound(PAYMENT_MESSAGES.invoiceNotFound);
    // The amount as the locked row has it now (the balance, or the part of it asked for), not as read before the lock.
    const locked = invoiceTarget(invoice, await invoiceBalanceOf(tx, invoice.id), request.amount, deps.company.name);
    const report = await findPendingReport(tx, invoice.id);
    if (report && !request.acknowledgeReportedTransfer) throw conflict(PAYMENT_MESSAGES.reportedTransferPending(report.method));
    if (await findAttemptInFlight(tx, invoice.id)) throw conflict(PAYMENT_MESSAGES.paymentInProgress);
    const closed = await cancelOpenAttempts(
      tx,
      invoice.id,
      { providers: [provider], methods: [method] },
      'replaced by a newer attempt for the same invoice',
    );
    const inserted = await insertLedgerEntry(tx, { ...values, amount: locked.amount });
    return { entry: inserted, replaced: closed, locked };
  });

  const outcomes = await endAttemptsAtProvider(deps, replaced);
  if (outcomes.includes('completed')) {
    await moveLedgerStatus(deps.db, entry.id, ['created'], 'canceled', 'an earlier attempt went through while this one was being started');
    throw conflict(PAYMENT_MESSAGES.paymentInProgress);
  }
  return { target: locked, entry };
}

/**
 * Records the provider's id for the attempt. When a newer attempt replaced this one meanwhile,
 * ends what the provider just opened and refuses: only the newest attempt may take money.
 */
export async function attachProviderId(deps: PaymentDeps, entry: LedgerRow, providerPaymentId: string): Promise<void> {
  if (await setProviderPaymentId(deps.db, entry.id, providerPaymentId)) return;
  await endAttemptsAtProvider(deps, [{ id: entry.id, provider: entry.provider, providerPaymentId }]);
  throw conflict(PAYMENT_MESSAGES.attemptReplaced);
}
