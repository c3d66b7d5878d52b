// A refund's amount is read by the shared rule before anything is sent
// (docs/decisions/054-unambiguous-amounts.md): "2,50" on a $1,000 card payment is refused with how
// to write it, never sent (or refunded at Stripe) as $250.00.
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminPayment } from '@shared/payments/admin-payments';
import { stubNetwork } from '@/test-support/fake-network';
import { renderWithApp } from '@/test-support/render';
import { RefundDialog } from './refund-dialog';

const REFUNDS = 'POST /api/admin/payments/pay_card_1/refunds';
const HOW_TO_WRITE = 'Write the amount in dollars with a point before the cents, like 1234.56 or 1,234.56';

const CARD_PAYMENT: AdminPayment = {
  id: 'pay_card_1',
  createdAt: '2026-04-12T15:30:00.000Z',
  updatedAt: '2026-04-12T15:30:00.000Z',
  provider: 'stripe',
  method: 'credit_card',
  amount: '1000.00',
  currency: 'usd',
  status: 'succeeded',
  serviceRequestId: 7,
  reference: 'SR-2026-0412-8831-0042',
  payerEmail: 'jordan@rivera.example',
  providerPaymentId: 'cs_test_1',
  providerCaptureId: 'pi_test_1',
  failureReason: null,
  notes: null,
  verifiedBy: null,
  verifiedAt: null,
  overpayment: false,
  appliedAmount: null,
  invoiceBalance: null,
  refundedAmount: '0.00',
  refundPendingAmount: '0.00',
  refundableAmount: '1000.00',
  refundDue: null,
  invoiceSettled: true,
  refunds: [],
};

afterEach(() => vi.unstubAllGlobals());

async function refund(typed: string) {
  const network = stubNetwork({ [REFUNDS]: { status: 201, body: {} } });
  const { user } = renderWithApp(<RefundDialog payment={CARD_PAYMENT} onClose={() => {}} />);
  const amount = screen.getByLabelText('Refund amount (USD)');
  await user.clear(amount);
  await user.type(amount, typed);
  await user.click(screen.getByLabelText('Reason'));
  await user.paste('The customer cancelled the load');
  return { network, user, amount };
}

describe('the refund amount', () => {
  it.each(['2,50', '1,5', '1.000,00', '2.505'])('refuses %j with how to write it, sending nothing', async (typed) => {
    const { network, user, amount } = await refund(typed);
    // The button names no amount it cannot read.
    await user.click(screen.getByRole('button', { name: 'Refund to the card' }));
    expect(screen.getByText(HOW_TO_WRITE)).toBeTruthy();
    expect(amount.getAttribute('aria-invalid')).toBe('true');
    expect(network.requests).toEqual([]);
  });

  it('takes "1,000" as one thousand dollars', async () => {
    const { network, user } = await refund('1,000');
    await user.click(screen.getByRole('button', { name: 'Refund $1,000.00 to the card' }));
    await vi.waitFor(() =>
      expect(network.requestsTo(REFUNDS).map((request) => request.body)).toEqual([
        { amount: '1000.00', reason: 'The customer cancelled the load' },
      ]),
    );
  });
});

describe('a refund of what paid an invoice (decision 073)', () => {
  const paidInFull: AdminPayment = { ...CARD_PAYMENT, appliedAmount: '1000.00', invoiceBalance: '0.00' };

  it('offers the credit note that keeps the invoice closed, and sends it only when ticked', async () => {
    const network = stubNetwork({ [REFUNDS]: { status: 201, body: {} } });
    const { user } = renderWithApp(<RefundDialog payment={paidInFull} onClose={() => {}} />);
    expect(screen.getByText('Without a credit note, what this refund returns of the invoice’s payment is owed again.')).toBeTruthy();
    const credit = screen.getByRole('checkbox', { name: /The customer no longer owes this/ });
    await user.click(credit);
    expect(screen.getByText('The invoice stays closed at zero; the customer is e-mailed the credit note.')).toBeTruthy();
    const amount = screen.getByLabelText('Refund amount (USD)');
    await user.clear(amount);
    await user.type(amount, '250');
    await user.click(screen.getByLabelText('Reason'));
    await user.paste('The load was cancelled');
    await user.click(screen.getByRole('button', { name: 'Refund $250.00 to the card' }));
    await vi.waitFor(() =>
      expect(network.requestsTo(REFUNDS).map((request) => request.body)).toEqual([
        { amount: '250.00', reason: 'The load was cancelled', creditNote: true },
      ]),
    );
  });

  it('offers none while the invoice still owes: the refund makes it owe more', () => {
    stubNetwork({});
    renderWithApp(<RefundDialog payment={{ ...paidInFull, invoiceBalance: '300.00' }} onClose={() => {}} />);
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(screen.getByText('Without a credit note, what this refund returns of the invoice’s payment is owed again.')).toBeTruthy();
  });
});
