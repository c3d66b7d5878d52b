// The Set Quote dialog shows the instant estimate the customer saw, so the quote is set beside it.
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminServiceRequestSummary } from '@shared/service-requests/admin-service-requests';
import { stubNetwork } from '@/test-support/fake-network';
import { renderWithApp } from '@/test-support/render';
import { QuoteDialog } from './quote-dialog';

const REQUEST: AdminServiceRequestSummary = {
  id: 7,
  referenceId: 'SR-2026-0412-8831-0042',
  status: 'received',
  userRole: 'shipper',
  serviceType: 'ltl-freight',
  serviceDescription: 'Two pallets of tiles',
  urgency: 'standard',
  contactName: 'Jordan Rivera',
  contactCompany: null,
  contactEmail: 'jordan@rivera.example',
  contactPhone: '(313) 555-0100',
  pickupCity: 'Detroit',
  pickupState: 'MI',
  deliveryCity: 'Chicago',
  deliveryState: 'IL',
  estimatedQuote: null,
  quoteValidUntil: null,
  quoteResponse: null,
  quoteRespondedAt: null,
  quoteDeclineReason: null,
  customerEstimate: { lowCents: 98_700, highCents: 123_400, miles: 279.6 },
  finalAmount: null,
  invoiceNumber: null,
  invoiceStatus: 'pending',
  paymentStatus: 'unpaid',
  refundDue: false,
  createdAt: '2026-04-10T12:00:00.000Z',
  paymentUrl: 'https://lakeshore.example/payment?ref=SR-2026-0412-8831-0042',
  language: 'en',
};

afterEach(() => vi.unstubAllGlobals());

describe('the Set Quote dialog', () => {
  it("shows the customer's estimate in its description", () => {
    stubNetwork({});
    renderWithApp(<QuoteDialog request={REQUEST} onClose={() => {}} />);
    const dialog = screen.getByRole('dialog', { name: 'Set Quote' });
    expect(dialog.textContent).toContain('Customer saw an estimate of $987 – $1,234 (279.6 mi).');
  });

  it('says nothing of an estimate the customer did not see', () => {
    stubNetwork({});
    renderWithApp(<QuoteDialog request={{ ...REQUEST, customerEstimate: null }} onClose={() => {}} />);
    expect(screen.getByRole('dialog', { name: 'Set Quote' }).textContent).not.toContain('Customer saw');
  });
});
