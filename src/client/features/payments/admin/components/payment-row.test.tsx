// Confirm on a reported transfer asks first: the dialog names the payment and what confirming does,
// Cancel sends nothing, and only the dialog's own button confirms, once.
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminPayment } from '@shared/payments/admin-payments';
import { stubNetwork } from '@/test-support/fake-network';
import { renderWithApp } from '@/test-support/render';
import { shownToasts } from '@/test-support/toasts';
import { PaymentRow } from './payment-row';

const CONFIRM = 'POST /api/admin/payments/pay_zelle_1/confirm';

const REPORTED_TRANSFER: AdminPayment = {
  id: 'pay_zelle_1',
  createdAt: '2026-04-12T15:30:00.000Z',
  updatedAt: '2026-04-12T15:30:00.000Z',
  provider: 'manual',
  method: 'zelle',
  amount: '210.00',
  currency: 'usd',
  status: 'pending_verification',
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
  invoiceSettled: false,
  refunds: [],
};

afterEach(() => vi.unstubAllGlobals());

describe('Confirm on a reported transfer', () => {
  it('opens a confirmation naming the payment, and Cancel confirms nothing', async () => {
    const network = stubNetwork({ [CONFIRM]: { status: 204 } });
    const { user } = renderWithApp(<PaymentRow payment={REPORTED_TRANSFER} />);
    await user.click(screen.getByRole('button', { name: 'Confirm' }));

    const dialog = screen.getByRole('alertdialog', { name: 'Confirm this payment?' });
    expect(dialog.textContent).toContain('SR-2026-0412-8831-0042');
    expect(dialog.textContent).toContain('jordan@rivera.example');
    expect(dialog.textContent).toContain(
      '$210.00 is recorded as received: the invoice SR-2026-0412-8831-0042 is marked paid and the payer is e-mailed a receipt.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Confirm' })));
    expect(network.requests).toEqual([]);
  });

  it('confirms once through the dialog, and says so', async () => {
    const network = stubNetwork({ [CONFIRM]: { status: 204 } });
    const { user } = renderWithApp(<PaymentRow payment={REPORTED_TRANSFER} />);
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await user.click(screen.getByRole('button', { name: 'Confirm $210.00 payment' }));

    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(network.requestsTo(CONFIRM).map((request) => request.body)).toEqual([{}]);
    expect(shownToasts()).toContainEqual(['Payment confirmed', '$210.00 marked as received; the customer gets a receipt.']);
  });

  it('on an invoice paid meanwhile, records the transfer as an overpayment only after saying so', async () => {
    const network = stubNetwork({ [CONFIRM]: { status: 204 } });
    const { user } = renderWithApp(<PaymentRow payment={{ ...REPORTED_TRANSFER, invoiceSettled: true }} />);
    await user.click(screen.getByRole('button', { name: 'Record as overpayment' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Record this overpayment?' });
    expect(dialog.textContent).toContain('$210.00 is recorded as an overpayment, due for a refund to the customer');
    expect(network.requests).toEqual([]);

    await user.click(within(dialog).getByRole('button', { name: 'Record $210.00 as overpayment' }));
    await waitFor(() => expect(network.requestsTo(CONFIRM).map((request) => request.body)).toEqual([{ recordAsOverpayment: true }]));
  });
});

describe('a transfer that arrived short or long (decision 073)', () => {
  const onInvoice: AdminPayment = { ...REPORTED_TRANSFER, invoiceBalance: '200.00' };

  it('confirms what arrived, saying what it does to the invoice', async () => {
    const network = stubNetwork({ [CONFIRM]: { status: 204 } });
    const { user } = renderWithApp(<PaymentRow payment={onInvoice} />);
    await user.click(screen.getByRole('button', { name: 'Other amount arrived' }));
    const dialog = screen.getByRole('dialog', { name: 'Confirm the amount that arrived' });
    const amount = within(dialog).getByLabelText('Amount that arrived (USD)');
    await user.type(amount, '180');
    expect(dialog.textContent).toContain(
      '$180.00 is recorded as received: it is applied to the invoice SR-2026-0412-8831-0042, which then still owes $20.00, and the payer is e-mailed a receipt.',
    );
    await user.clear(amount);
    await user.type(amount, '230');
    expect(dialog.textContent).toContain(
      'the invoice SR-2026-0412-8831-0042 is marked paid with $200.00 of it, the other $30.00 is recorded as an overpayment due for a refund,',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Confirm $230.00 payment' }));
    await waitFor(() => expect(network.requestsTo(CONFIRM).map((request) => request.body)).toEqual([{ amount: '230.00' }]));
    expect(shownToasts()).toContainEqual([
      'Payment confirmed',
      '$230.00 marked as received ($210.00 was reported); the customer gets a receipt.',
    ]);
  });

  it('shows what a confirmed payment applied and what the invoice owes now', () => {
    stubNetwork({});
    renderWithApp(
      <PaymentRow
        payment={{
          ...REPORTED_TRANSFER,
          status: 'succeeded',
          amount: '230.00',
          appliedAmount: '200.00',
          overpayment: true,
          invoiceBalance: '0.00',
        }}
      />,
    );
    expect(screen.getByText('$200.00 applied to the invoice · Invoice balance now $0.00')).toBeTruthy();
  });
});
