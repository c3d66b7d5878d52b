// The Send Invoice dialog warns before invoicing a quote the customer has not accepted.
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminServiceRequestSummary } from '@shared/service-requests/admin-service-requests';
import { stubNetwork } from '@/test-support/fake-network';
import { renderWithApp } from '@/test-support/render';
import { InvoiceDialog, NOT_ACCEPTED_WARNING } from './invoice-dialog';

const REQUEST: AdminServiceRequestSummary = {
  id: 7,
  referenceId: 'SR-2026-0412-8831-0042',
  status: 'in-progress',
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
  estimatedQuote: '1100.00',
  quoteValidUntil: '2026-12-08',
  quoteResponse: null,
  quoteRespondedAt: null,
  quoteDeclineReason: null,
  customerEstimate: null,
  finalAmount: null,
  invoiceNumber: null,
  invoiceStatus: 'pending',
  paymentStatus: 'unpaid',
  refundDue: false,
  createdAt: '2026-04-10T12:00:00.000Z',
  paymentUrl: 'https://lakeshore.example/payment?ref=SR-2026-0412-8831-0042',
  language: 'en',
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the Send Invoice dialog', () => {
  it.each([[null], ['declined' as const]])(
    "warns when the quote is %s, and still sends with the spec's Send Invoice",
    async (quoteResponse) => {
      const network = stubNetwork({
        'POST /api/admin/service-requests/7/invoice': { status: 200, body: { ...REQUEST, finalAmount: '1100.00' } },
      });
      const { user } = renderWithApp(<InvoiceDialog request={{ ...REQUEST, quoteResponse }} onClose={() => {}} />);
      expect(screen.getByRole('alert').textContent).toBe(NOT_ACCEPTED_WARNING);
      expect(NOT_ACCEPTED_WARNING).toBe('The customer has not accepted the quote. Send the invoice anyway?');
      await user.type(screen.getByLabelText('Final amount (USD)'), '1100');
      await user.click(screen.getByRole('button', { name: 'Send Invoice' }));
      await vi.waitFor(() => expect(network.requestsTo('POST /api/admin/service-requests/7/invoice')).toHaveLength(1));
    },
  );

  it('says nothing about a quote when there is none', () => {
    stubNetwork({});
    renderWithApp(<InvoiceDialog request={{ ...REQUEST, estimatedQuote: null, quoteValidUntil: null }} onClose={() => {}} />);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says nothing more once the customer accepted', () => {
    stubNetwork({});
    renderWithApp(
      <InvoiceDialog
        request={{ ...REQUEST, quoteResponse: 'accepted', quoteRespondedAt: '2026-11-24T15:00:00.000Z' }}
        onClose={() => {}}
      />,
    );
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('button', { name: 'Send Invoice' })).toBeTruthy();
  });
});
