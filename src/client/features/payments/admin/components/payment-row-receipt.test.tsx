// Confirmed money has a receipt to download; money not (yet) confirmed has none.
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AdminPayment } from '@shared/payments/admin-payments';
import { renderWithApp } from '@/test-support/render';
import { PaymentRow } from './payment-row';

const CARD_PAYMENT: AdminPayment = {
  id: '0a1b2c3d-0000-4000-8000-000000000001',
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
  providerPaymentId: 'pi_1',
  providerCaptureId: 'ch_1',
  failureReason: null,
  notes: null,
  verifiedBy: null,
  verifiedAt: null,
  overpayment: false,
  appliedAmount: null,
  invoiceBalance: null,
  refundedAmount: '0.00',
  refundPendingAmount: '0.00',
  refundableAmount: '210.00',
  refundDue: null,
  invoiceSettled: true,
  refunds: [],
};

describe('Receipt PDF on a payment', () => {
  it('links a succeeded payment to its receipt download', () => {
    renderWithApp(<PaymentRow payment={CARD_PAYMENT} />);
    const link = screen.getByRole('link', { name: 'Receipt PDF' });
    expect(link.getAttribute('href')).toBe(`/api/admin/payments/${CARD_PAYMENT.id}/receipt.pdf`);
    expect(link.hasAttribute('download')).toBe(true);
  });

  it('offers none for money not confirmed', () => {
    renderWithApp(<PaymentRow payment={{ ...CARD_PAYMENT, status: 'pending_verification', provider: 'manual', method: 'zelle' }} />);
    expect(screen.queryByRole('link', { name: 'Receipt PDF' })).toBeNull();
  });
});
