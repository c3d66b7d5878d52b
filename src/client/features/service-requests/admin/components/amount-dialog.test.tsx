// Set Quote and Send Invoice read an amount by the shared rule before anything is sent
// (docs/decisions/054-unambiguous-amounts.md): "2,50" is refused with how to write it, never
// sent as 250; "1,234.56" is sent as 1234.56.
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminServiceRequestSummary } from '@shared/service-requests/admin-service-requests';
import { AMOUNT_MESSAGES } from '@shared/money';
import { stubNetwork } from '@/test-support/fake-network';
import { renderWithApp } from '@/test-support/render';
import { InvoiceDialog } from './invoice-dialog';
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

const HOW_TO_WRITE = 'Write the amount in dollars with a point before the cents, like 1234.56 or 1,234.56';

const DIALOGS = [
  {
    name: 'Set Quote',
    route: 'PATCH /api/admin/service-requests/7/quote',
    field: 'quote',
    label: 'Estimated quote (USD)',
    button: 'Save Quote',
    dialog: () => <QuoteDialog request={REQUEST} onClose={() => {}} />,
  },
  {
    name: 'Send Invoice',
    route: 'POST /api/admin/service-requests/7/invoice',
    field: 'finalAmount',
    label: 'Final amount (USD)',
    button: 'Send Invoice',
    dialog: () => <InvoiceDialog request={REQUEST} onClose={() => {}} />,
  },
];

afterEach(() => vi.unstubAllGlobals());

describe.each(DIALOGS)('the $name dialog', ({ route, field, label, button, dialog }) => {
  it.each(['2,50', '1.234,56', '1.250', '1,2345', '2,50 $'])('refuses %j with how to write it, sending nothing', async (typed) => {
    const network = stubNetwork({ [route]: { status: 200, body: REQUEST } });
    const { user } = renderWithApp(dialog());
    await user.type(screen.getByLabelText(label), typed);
    await user.click(screen.getByRole('button', { name: button }));
    expect(AMOUNT_MESSAGES.format.message).toBe(HOW_TO_WRITE);
    expect(screen.getByText(HOW_TO_WRITE)).toBeTruthy();
    expect(screen.getByLabelText(label).getAttribute('aria-invalid')).toBe('true');
    expect(network.requests).toEqual([]);
  });

  it('takes "$1,234.56" as it is written, and sends 1234.56', async () => {
    const network = stubNetwork({ [route]: { status: 200, body: REQUEST } });
    const { user } = renderWithApp(dialog());
    // A text field: what was typed stays as typed (a number field would have emptied it).
    expect(screen.getByLabelText(label).getAttribute('type')).toBe('text');
    await user.type(screen.getByLabelText(label), '$1,234.56');
    await user.click(screen.getByRole('button', { name: button }));
    await vi.waitFor(() => expect(network.requestsTo(route).map((request) => request.body)).toEqual([{ [field]: '1234.56' }]));
  });
});
