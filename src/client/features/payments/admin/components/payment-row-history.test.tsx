// A payment's History opens below its row and is read from the server only once it is opened:
// a ledger page of fifty payments asks for no histories.
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminPayment } from '@shared/payments/admin-payments';
import { stubNetwork } from '@/test-support/fake-network';
import { renderWithApp } from '@/test-support/render';
import { PaymentRow } from './payment-row';

const HISTORY = 'GET /api/admin/payments/pay_card_1/history';

const PAYMENT: AdminPayment = {
  id: 'pay_card_1',
  createdAt: '2026-04-12T15:30:00.000Z',
  updatedAt: '2026-04-12T15:30:00.000Z',
  provider: 'stripe',
  method: 'credit_card',
  amount: '210.00',
  currency: 'usd',
  status: 'succeeded',
  serviceRequestId: 7,
  reference: 'SR-2026-0412-8831-0042',
  payerEmail: 'jordan@rivera.example',
  providerPaymentId: null,
  providerCaptureId: null,
  failureReason: null,
  notes: null,
  verifiedBy: null,
  verifiedAt: null,
  overpayment: false,
  appliedAmount: null,
  invoiceBalance: null,
  refundedAmount: '0.00',
  refundPendingAmount: '0.00',
  refundableAmount: '0.00',
  refundDue: null,
  invoiceSettled: true,
  refunds: [],
};

afterEach(() => vi.unstubAllGlobals());

describe("a payment's history", () => {
  it('is asked for only when opened, and closes again', async () => {
    const network = stubNetwork({
      [HISTORY]: {
        status: 200,
        body: {
          items: [
            {
              id: 9,
              occurredAt: '2026-04-12T15:31:00.000Z',
              actorKind: 'system',
              actorAdminId: null,
              actorLabel: 'system',
              action: 'payment.received',
              recordType: 'payment',
              recordId: 'pay_card_1',
              changes: { status: { before: 'pending', after: 'succeeded' } },
              clientAddress: null,
              requestId: null,
            },
          ],
          nextCursor: null,
        },
      },
    });
    const { user } = renderWithApp(<PaymentRow payment={PAYMENT} />);
    const toggle = screen.getByRole('button', { name: 'History' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(network.requests).toEqual([]);

    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const history = await screen.findByRole('list', { name: 'History' });
    expect(history.textContent).toContain('Payment received');
    expect(history.textContent).toContain('System');
    expect(history.textContent).toContain('status: pending → succeeded');
    expect(network.requestsTo(HISTORY)).toHaveLength(1);

    await user.click(toggle);
    await waitFor(() => expect(screen.queryByRole('list', { name: 'History' })).toBeNull());
  });
});
