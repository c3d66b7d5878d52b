// The View dialog of an invoiced request, from the server's answer alone: the billing section says
// the invoice's status once, and when it was sent on a line of its own.
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { adminServiceRequestDetailSchema, type AdminServiceRequestDetail } from '@shared/service-requests/admin-service-requests';
import { stubNetwork } from '@/test-support/fake-network';
import { renderWithApp } from '@/test-support/render';
import { RequestDetailsDialog } from './request-details-dialog';

const INVOICE_SENT_AT = '2026-04-12T15:30:00.000Z';

// Parsed by the shared schema: an answer the server could give.
function invoicedRequest(changes: Partial<AdminServiceRequestDetail> = {}): AdminServiceRequestDetail {
  return adminServiceRequestDetailSchema.parse({
    id: 7,
    referenceId: 'SR-2026-0412-8831-0042',
    status: 'in-progress',
    userRole: 'shipper',
    serviceType: 'ltl-freight',
    serviceDescription: 'Two pallets of tiles',
    urgency: 'standard',
    contactName: 'Jordan Rivera',
    contactCompany: null,
    contactEmail: 'jordan.rivera.logistics.department@very-long-company-domain.example',
    contactPhone: '(313) 555-0100',
    pickupCity: 'Detroit',
    pickupState: 'MI',
    deliveryCity: 'Chicago',
    deliveryState: 'IL',
    estimatedQuote: '1100.00',
    quoteValidUntil: null,
    quoteResponse: null,
    quoteRespondedAt: null,
    quoteDeclineReason: null,
    customerEstimate: null,
    finalAmount: '1250.00',
    invoiceStatus: 'sent',
    paymentStatus: 'unpaid',
    refundDue: false,
    createdAt: '2026-04-10T12:00:00.000Z',
    paymentUrl: 'https://lakeshore.example/payment?ref=SR-2026-0412-8831-0042',
    language: 'en',
    length: null,
    width: null,
    height: null,
    weight: null,
    itemType: null,
    specialHandling: null,
    pickupAddress: '1 Dock St',
    pickupAddress2: null,
    pickupZip: '48201',
    pickupInstructions: null,
    deliveryAddress: '2 Yard Ave',
    deliveryAddress2: null,
    deliveryZip: '60601',
    deliveryInstructions: null,
    preferredDate: null,
    preferredTime: null,
    carrierRequirements: null,
    loadVolume: null,
    contractTerms: null,
    preferredLanes: null,
    dispatchingRates: null,
    equipmentNeeded: null,
    loadTypes: null,
    coverageAreas: null,
    additionalNotes: null,
    paymentMethod: null,
    paymentReference: null,
    invoiceSentAt: INVOICE_SENT_AT,
    invoiceNumber: 'INV-2026-000123',
    paidAt: null,
    updatedAt: '2026-04-12T15:30:00.000Z',
    photos: [],
    history: [],
    ...changes,
  });
}

/** The billing section's label/value pairs, as the admin reads them. */
function billingItems(): Record<string, string> {
  const section = screen.getByRole('heading', { name: 'Billing' }).closest('section');
  if (!section) throw new Error('no Billing section');
  const items: Record<string, string> = {};
  for (const term of within(section).getAllByRole('term')) items[term.textContent ?? ''] = term.nextElementSibling?.textContent ?? '';
  return items;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the request details of an invoiced request', () => {
  it('say the invoice was sent once, with the date under its own label', async () => {
    stubNetwork({ 'GET /api/admin/service-requests/7': { status: 200, body: invoicedRequest() } });
    renderWithApp(<RequestDetailsDialog id={7} onClose={() => {}} requestPayments={() => null} invoiceEditor={() => null} />);

    await screen.findByRole('heading', { name: 'Billing' });
    const billing = billingItems();
    expect(billing['Invoice Status']).toBe('Sent');
    expect(billing['Invoice Sent On']).toMatch(/2026/);
    expect(billing['Invoice Sent On']).not.toMatch(/sent/i);
    expect(billing['Invoice Number']).toBe('INV-2026-000123');
    const dialogText = screen.getByRole('dialog').textContent ?? '';
    expect(dialogText).not.toMatch(/sent,\s*sent/i);
  });

  it('open the invoice editor the app hands over, over the request, and take it away when it closes', async () => {
    stubNetwork({ 'GET /api/admin/service-requests/7': { status: 200, body: invoicedRequest() } });
    const opened: string[] = [];
    const { user } = renderWithApp(
      <RequestDetailsDialog
        id={7}
        onClose={() => {}}
        requestPayments={() => null}
        invoiceEditor={(request, onClose) => {
          opened.push(request.referenceId);
          return (
            <button type="button" onClick={onClose}>
              Close the editor
            </button>
          );
        }}
      />,
    );
    await user.click(await screen.findByRole('button', { name: 'Invoice lines' }));
    expect(opened[0]).toBe('SR-2026-0412-8831-0042');
    await user.click(screen.getByRole('button', { name: 'Close the editor' }));
    expect(screen.queryByRole('button', { name: 'Close the editor' })).toBeNull();
    expect(screen.getByRole('heading', { name: 'Billing' })).toBeTruthy();
  });

  it('offer the invoice as a PDF once it went out', async () => {
    stubNetwork({ 'GET /api/admin/service-requests/7': { status: 200, body: invoicedRequest() } });
    renderWithApp(<RequestDetailsDialog id={7} onClose={() => {}} requestPayments={() => null} invoiceEditor={() => null} />);
    const link = await screen.findByRole('link', { name: 'Invoice PDF' });
    expect(link.getAttribute('href')).toBe('/api/admin/service-requests/7/invoice.pdf');
  });

  it('leave the sent date out while the invoice is not sent', async () => {
    stubNetwork({
      'GET /api/admin/service-requests/7': {
        status: 200,
        body: invoicedRequest({ invoiceStatus: 'pending', invoiceSentAt: null, invoiceNumber: null }),
      },
    });
    renderWithApp(<RequestDetailsDialog id={7} onClose={() => {}} requestPayments={() => null} invoiceEditor={() => null} />);

    await screen.findByRole('heading', { name: 'Billing' });
    const billing = billingItems();
    expect(billing['Invoice Status']).toBe('Not sent yet');
    expect(billing).not.toHaveProperty('Invoice Sent On');
    expect(screen.queryByRole('link', { name: 'Invoice PDF' })).toBeNull();
  });

  it("show the sent invoice's payment reminders the app hands over, and none before it is sent", async () => {
    const reminders = (requestId: number) => <p>Reminders of request {requestId}</p>;
    stubNetwork({ 'GET /api/admin/service-requests/7': { status: 200, body: invoicedRequest() } });
    const sent = renderWithApp(
      <RequestDetailsDialog
        id={7}
        onClose={() => {}}
        requestPayments={() => null}
        invoiceEditor={() => null}
        invoiceReminders={reminders}
      />,
    );
    expect(await screen.findByText('Reminders of request 7')).toBeTruthy();
    sent.unmount();

    stubNetwork({
      'GET /api/admin/service-requests/7': {
        status: 200,
        body: invoicedRequest({ invoiceStatus: 'pending', invoiceSentAt: null, invoiceNumber: null }),
      },
    });
    renderWithApp(
      <RequestDetailsDialog
        id={7}
        onClose={() => {}}
        requestPayments={() => null}
        invoiceEditor={() => null}
        invoiceReminders={reminders}
      />,
    );
    await screen.findByRole('heading', { name: 'Billing' });
    expect(screen.queryByText('Reminders of request 7')).toBeNull();
  });
});

describe("the request's documents", () => {
  it('show what the app hands over for the request', async () => {
    stubNetwork({ 'GET /api/admin/service-requests/7': { status: 200, body: invoicedRequest() } });
    renderWithApp(
      <RequestDetailsDialog
        id={7}
        onClose={() => {}}
        requestPayments={() => null}
        invoiceEditor={() => null}
        requestDocuments={(requestId) => <p>Documents of request {requestId}</p>}
      />,
    );
    expect(await screen.findByText('Documents of request 7')).toBeTruthy();
  });
});

describe('the bill of lading', () => {
  it('opens the editor the app hands over for a load, and offers none for a cancelled request', async () => {
    const editor = (request: { id: number; referenceId: string }) => <p>Bill of lading of {request.referenceId}</p>;
    stubNetwork({ 'GET /api/admin/service-requests/7': { status: 200, body: invoicedRequest() } });
    const open = renderWithApp(
      <RequestDetailsDialog
        id={7}
        onClose={() => {}}
        requestPayments={() => null}
        invoiceEditor={() => null}
        billOfLadingEditor={editor}
      />,
    );
    (await screen.findByRole('button', { name: 'Bill of lading' })).click();
    expect(await screen.findByText('Bill of lading of SR-2026-0412-8831-0042')).toBeTruthy();
    open.unmount();

    stubNetwork({ 'GET /api/admin/service-requests/7': { status: 200, body: invoicedRequest({ status: 'cancelled' }) } });
    renderWithApp(
      <RequestDetailsDialog
        id={7}
        onClose={() => {}}
        requestPayments={() => null}
        invoiceEditor={() => null}
        billOfLadingEditor={editor}
      />,
    );
    await screen.findByRole('heading', { name: 'Billing' });
    expect(screen.queryByRole('button', { name: 'Bill of lading' })).toBeNull();
  });
});

describe("the customer's instant estimate", () => {
  it('shows beside the quote what the customer saw before sending', async () => {
    const customerEstimate = { lowCents: 98_700, highCents: 123_400, miles: 279.6 };
    stubNetwork({ 'GET /api/admin/service-requests/7': { status: 200, body: invoicedRequest({ customerEstimate }) } });
    renderWithApp(<RequestDetailsDialog id={7} onClose={() => {}} requestPayments={() => null} invoiceEditor={() => null} />);

    await screen.findByRole('heading', { name: 'Billing' });
    const billing = billingItems();
    expect(billing['Estimated Quote']).toBe('$1,100.00');
    expect(billing['Customer Saw Estimate']).toBe('$987 – $1,234 (279.6 mi)');
    const labels = Object.keys(billing);
    expect(labels.indexOf('Customer Saw Estimate')).toBe(labels.indexOf('Estimated Quote') + 1);
  });

  it('is left out when the customer saw none', async () => {
    stubNetwork({ 'GET /api/admin/service-requests/7': { status: 200, body: invoicedRequest() } });
    renderWithApp(<RequestDetailsDialog id={7} onClose={() => {}} requestPayments={() => null} invoiceEditor={() => null} />);

    await screen.findByRole('heading', { name: 'Billing' });
    expect(billingItems()).not.toHaveProperty('Customer Saw Estimate');
  });
});

describe("the customer's answer to the quote", () => {
  async function answerShown(changes: Partial<AdminServiceRequestDetail>): Promise<string | undefined> {
    stubNetwork({ 'GET /api/admin/service-requests/7': { status: 200, body: invoicedRequest(changes) } });
    renderWithApp(<RequestDetailsDialog id={7} onClose={() => {}} requestPayments={() => null} invoiceEditor={() => null} />);
    await screen.findByRole('heading', { name: 'Billing' });
    return billingItems()["Customer's Answer"];
  }

  it('says when the customer accepted, with a badge by the title', async () => {
    expect(
      await answerShown({ quoteValidUntil: '2026-12-08', quoteResponse: 'accepted', quoteRespondedAt: '2026-11-24T15:00:00.000Z' }),
    ).toBe('Accepted on Nov 24, 2026');
    expect(within(screen.getByRole('heading', { level: 2 })).getByText('Quote accepted')).toBeTruthy();
  });

  it('says when and why the customer declined', async () => {
    expect(
      await answerShown({
        quoteValidUntil: '2026-12-08',
        quoteResponse: 'declined',
        quoteRespondedAt: '2026-11-25T15:00:00.000Z',
        quoteDeclineReason: 'Too expensive',
      }),
    ).toBe('Declined on Nov 25, 2026: Too expensive');
  });

  it('says until when an open quote holds', async () => {
    expect(await answerShown({ quoteValidUntil: '2999-12-08' })).toBe("Waiting for the customer's answer (valid until Dec 8, 2999)");
  });

  it('says when an unanswered quote lapsed', async () => {
    expect(await answerShown({ quoteValidUntil: '2020-01-31' })).toBe('Expired on Jan 31, 2020 without an answer');
  });

  it('is left out without a quote to answer', async () => {
    expect(await answerShown({ estimatedQuote: null })).toBeUndefined();
  });
});

describe('changing the contact e-mail', () => {
  it('asks for the new address, names the move, and sends it only once confirmed', async () => {
    const network = stubNetwork({
      'GET /api/admin/service-requests/7': { status: 200, body: invoicedRequest() },
      'PATCH /api/admin/service-requests/7/contact-email': { status: 200, body: invoicedRequest({ contactEmail: 'new@customer.example' }) },
    });
    const { user } = renderWithApp(
      <RequestDetailsDialog id={7} onClose={() => {}} requestPayments={() => null} invoiceEditor={() => null} />,
    );
    await user.click(await screen.findByRole('button', { name: 'Edit contact e-mail' }));

    const field = screen.getByLabelText('New contact e-mail');
    await user.clear(field);
    await user.type(field, 'not an address');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Invalid email')).toBeTruthy();

    await user.clear(field);
    await user.type(field, 'new@customer.example');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect((await screen.findByRole('alert')).textContent).toContain("Requests move to new@customer.example's page");
    expect(network.requestsTo('PATCH /api/admin/service-requests/7/contact-email')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Move Request' }));
    await vi.waitFor(() => expect(network.requestsTo('PATCH /api/admin/service-requests/7/contact-email')).toHaveLength(1));
    expect(network.requestsTo('PATCH /api/admin/service-requests/7/contact-email')[0]?.body).toEqual({ email: 'new@customer.example' });
  });
});

describe('the item', () => {
  it('reads its figures as people write them, not as the database stores them', async () => {
    const item = { length: '48.00', width: '40.00', height: '50.00', weight: '1800.00' };
    stubNetwork({ 'GET /api/admin/service-requests/7': { status: 200, body: invoicedRequest(item) } });
    renderWithApp(<RequestDetailsDialog id={7} onClose={() => {}} requestPayments={() => null} invoiceEditor={() => null} />);

    const section = (await screen.findByRole('heading', { name: 'Item' })).closest('section');
    if (!section) throw new Error('no Item section');
    expect(within(section).getByText('48 × 40 × 50 in')).toBeDefined();
    expect(within(section).getByText('1,800 lb')).toBeDefined();
  });
});

describe('the status history', () => {
  it('names who moved the status: the member, or the customer or provider whose act it was', async () => {
    const history = [
      { fromStatus: null, toStatus: 'received', notes: null, changedBy: null, event: null, at: '2026-04-10T12:00:00.000Z' },
      {
        fromStatus: 'received',
        toStatus: 'in-progress',
        notes: 'Quote of 1100.00 USD accepted by the customer',
        changedBy: null,
        event: 'quote_accepted',
        at: '2026-04-11T12:00:00.000Z',
      },
      {
        fromStatus: 'in-progress',
        toStatus: 'in-transit',
        notes: null,
        changedBy: 'ops-lead@freight.example',
        event: null,
        at: '2026-04-12T12:00:00.000Z',
      },
    ] as const;
    stubNetwork({ 'GET /api/admin/service-requests/7': { status: 200, body: invoicedRequest({ history: [...history] }) } });
    renderWithApp(<RequestDetailsDialog id={7} onClose={() => {}} requestPayments={() => null} invoiceEditor={() => null} />);

    const list = (await screen.findByRole('heading', { name: 'Status History' })).closest('section');
    if (!list) throw new Error('no Status History section');
    const entries = within(list)
      .getAllByRole('listitem')
      .map((entry) => entry.textContent ?? '');
    expect(entries[0]).toMatch(/Submitted by the customer/);
    expect(entries[1]).toMatch(/Received → In Progress.*· The customer/);
    expect(entries[2]).toMatch(/ops-lead@freight\.example/);
  });
});

describe("the request's text messages", () => {
  it('show what the app hands over for the request', async () => {
    stubNetwork({ 'GET /api/admin/service-requests/7': { status: 200, body: invoicedRequest() } });
    renderWithApp(
      <RequestDetailsDialog
        id={7}
        onClose={() => {}}
        requestPayments={() => null}
        invoiceEditor={() => null}
        textMessages={(requestId) => <p>Texts of request {requestId}</p>}
      />,
    );
    expect(await screen.findByText('Texts of request 7')).toBeTruthy();
  });
});
