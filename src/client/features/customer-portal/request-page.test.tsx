// The customer's one-request page from the server's answers alone: every section drawn from a
// detail, answering the quote (accept sends the amount shown; decline needs a reason; a refusal
// is shown in the section), the pay link only while something is owed, the documents, "Request
// again", and the signed-out, unknown and unreadable states. The network is stubbed at fetch.
import '@/test-support/company-profile';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CUSTOMER_SIGN_IN_REQUIRED_MESSAGE } from '@shared/customer-portal/customer-account';
import { CUSTOMER_API, PORTAL_NOT_FOUND_MESSAGE, QUOTE_MESSAGES, type PortalRequestDetail } from '@shared/customer-portal/customer-portal';
import { apiError, stubNetwork, type Route } from '@/test-support/fake-network';
import { renderWithApp } from '@/test-support/render';
import { shownToasts } from '@/test-support/toasts';
import { PortalRequestPage, type PortalRequestPageProps } from './request-page';
import { ACCEPT_ROUTE, DECLINE_ROUTE, DETAIL_ROUTE, detail, LONG_DESCRIPTION, REFERENCE_ID } from './test-support/portal-detail';

const REPEAT_ROUTE = `GET ${CUSTOMER_API.repeat(REFERENCE_ID)}`;

const INVOICED = {
  invoiceAmount: '1250.00',
  invoiceStatus: 'sent',
  quote: {
    amount: '1250.00',
    validUntil: '2026-03-16',
    expired: false,
    response: 'accepted',
    respondedAt: '2026-03-04T10:00:00.000Z',
    declineReason: null,
  },
  invoice: {
    amount: '1250.00',
    number: 'INV-2026-000123',
    lines: [
      { kind: 'linehaul', description: 'Detroit, MI to Chicago, IL', quantity: '1', unit: 'flat', rate: '1100.00', amount: '1100.00' },
      {
        kind: 'detention',
        description: 'Detention at delivery',
        quantity: '2',
        unit: 'hours',
        rate: '75.00',
        amount: '150.00',
        detention: {
          stop: 'delivery',
          arrivedAt: '2026-03-04T15:00:00.000Z',
          departedAt: '2026-03-04T19:00:00.000Z',
          freeMinutes: 120,
          billedMinutes: 120,
          timeZone: 'America/Chicago',
        },
      },
    ],
    sentAt: '2026-03-05T10:00:00.000Z',
    paidAt: null,
    pdfUrl: CUSTOMER_API.invoicePdf(REFERENCE_ID),
    invoiceTotal: '1250.00',
    creditNotes: [],
    payUrl: `/payment?ref=${REFERENCE_ID}`,
    assignment: null,
  },
} satisfies Partial<PortalRequestDetail>;

const timelineDrawn = vi.fn<PortalRequestPageProps['renderTimeline']>();
const startRequestFrom = vi.fn<PortalRequestPageProps['startRequestFrom']>();

beforeEach(() => {
  timelineDrawn.mockReset().mockImplementation(({ status, timeline }) => (
    <p>
      Drawn timeline: {timeline.map((step) => step.status).join(', ')}; now {status}
    </p>
  ));
  startRequestFrom.mockReset().mockReturnValue('/service-request?role=shipper');
});
afterEach(() => {
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

function openPage(routes: Record<string, Route>, search = `?ref=${REFERENCE_ID}`) {
  window.history.replaceState(null, '', `/account/request${search}`);
  const network = stubNetwork(routes);
  return { ...renderWithApp(<PortalRequestPage renderTimeline={timelineDrawn} startRequestFrom={startRequestFrom} />), network };
}

/** A detail route whose answer the test changes, as the server's record changes. */
function changingDetail(first: PortalRequestDetail) {
  let current = first;
  return { route: (() => ({ status: 200, body: current })) satisfies Route, set: (next: PortalRequestDetail) => (current = next) };
}

const section = (name: string) => screen.getByRole('region', { name });
const detailOf = (container: HTMLElement, term: string) =>
  within(container).getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;

describe('a request', () => {
  it('shows the header, the timeline, the quote, the details and the photos', async () => {
    openPage({ [DETAIL_ROUTE]: { status: 200, body: detail() } });

    const heading = await screen.findByRole('heading', { level: 1 });
    expect(heading.textContent).toBe(`Request${REFERENCE_ID}`);
    expect(document.activeElement).toBe(heading);
    expect(document.title).toContain(`Request ${REFERENCE_ID}`);
    expect(screen.getByText('Furniture')).toBeDefined();
    expect(screen.getByText('In Progress', { selector: 'span' })).toBeDefined();
    expect(screen.getByText('Detroit, MI to Chicago, IL')).toBeDefined();
    expect(screen.getByRole('link', { name: 'Back to my requests' }).getAttribute('href')).toBe('/account');

    expect(section('Progress').textContent).toContain('Drawn timeline: received, in-progress; now in-progress');

    const quote = section('Quote');
    expect(detailOf(quote, 'Amount')).toBe('$1,250.00');
    expect(detailOf(quote, 'Valid until')).toBe('Mar 16, 2026');
    expect(detailOf(quote, 'State')).toBe('Waiting for your answer');
    expect(within(quote).getByRole('button', { name: 'Accept quote' })).toBeDefined();
    expect(within(quote).getByRole('button', { name: 'Decline quote' })).toBeDefined();

    expect(section('Invoice').textContent).toContain('No invoice yet.');
    expect(section('Payments').textContent).toContain('No payments yet.');

    const details = section('Details as submitted');
    expect(detailOf(details, 'Item Type')).toBe('Dresser');
    const description = within(details).getByText('Description', { selector: 'dt' }).nextElementSibling;
    expect(description?.textContent).toBe(LONG_DESCRIPTION);
    expect(description?.className).toContain('break-words');

    const photos = within(section('Photos')).getAllByRole('img');
    expect(photos.map((photo) => photo.getAttribute('alt'))).toEqual(['Photo 1 of 2', 'Photo 2 of 2']);
    for (const [index, photo] of photos.entries()) {
      const url = CUSTOMER_API.photo(REFERENCE_ID, `ph_${index + 1}`);
      expect(photo.getAttribute('src')).toBe(url);
      expect(photo.getAttribute('loading')).toBe('lazy');
      expect([photo.getAttribute('width'), photo.getAttribute('height')]).toEqual(['96', '96']);
      const link = photo.closest('a');
      expect([link?.getAttribute('href'), link?.getAttribute('target')]).toEqual([url, '_blank']);
    }
  });

  it('shows the invoice with its pay link and PDF, and each payment with its refunds and receipt', async () => {
    openPage({
      [DETAIL_ROUTE]: {
        status: 200,
        body: detail({
          ...INVOICED,
          paymentStatus: 'partially_refunded',
          payments: [
            {
              id: 'pay_card',
              method: 'credit_card',
              amount: '1250.00',
              status: 'succeeded',
              confirmedAt: '2026-03-06T10:00:00.000Z',
              createdAt: '2026-03-06T09:58:00.000Z',
              receiptUrl: CUSTOMER_API.receiptPdf('pay_card'),
              refunds: [{ amount: '100.00', status: 'succeeded', createdAt: '2026-03-07T10:00:00.000Z' }],
            },
            {
              id: 'pay_zelle',
              method: 'zelle',
              amount: '40.00',
              status: 'pending_verification',
              confirmedAt: null,
              createdAt: '2026-03-06T08:00:00.000Z',
              receiptUrl: null,
              refunds: [],
            },
          ],
        }),
      },
    });

    const invoice = await screen.findByRole('region', { name: 'Invoice' });
    expect(detailOf(invoice, 'Invoice number')).toBe('INV-2026-000123');
    expect(detailOf(invoice, 'Amount')).toBe('$1,250.00');
    // What it bills, line by line, with the driver's times at the dock (Chicago's clock) for detention.
    const lines = within(within(invoice).getByRole('table', { name: 'What the invoice bills' })).getAllByRole('row');
    expect(lines.map((row) => row.textContent)).toEqual([
      'ChargeAmount',
      'LinehaulDetroit, MI to Chicago, IL$1,100.00',
      'DetentionDetention at delivery2 hours x $75.00At delivery: arrived Mar 4, 9:00 AM CST, left Mar 4, 1:00 PM CST2 h free, 2 h billed$150.00',
      'Total$1,250.00',
    ]);
    expect(detailOf(invoice, 'Sent')).not.toBe('Not sent yet');
    expect(detailOf(invoice, 'Status')).toBe('Partially Refunded');
    // A whole-document link: the payment page needs its own Content-Security-Policy.
    expect(within(invoice).getByRole('link', { name: 'Pay invoice' }).getAttribute('href')).toBe(`/payment?ref=${REFERENCE_ID}`);
    const pdf = within(invoice).getByRole('link', { name: 'Download invoice (PDF)' });
    expect(pdf.getAttribute('href')).toBe(CUSTOMER_API.invoicePdf(REFERENCE_ID));
    expect(pdf.hasAttribute('download')).toBe(true);

    const payments = within(section('Payments'))
      .getAllByRole('listitem')
      .filter((item) => item.parentElement?.closest('li') === null);
    expect(payments).toHaveLength(2);
    const [card, zelle] = payments as [HTMLElement, HTMLElement];
    expect(card.textContent).toContain('$1,250.00 by Credit / Debit Card');
    expect(card.textContent).toContain('Confirmed');
    expect(within(card).getByRole('list', { name: 'Refunds of the $1,250.00 payment' }).textContent).toContain('Refunded: $100.00');
    const receipt = within(card).getByRole('link', { name: /^Receipt \(PDF\)/ });
    expect(receipt.getAttribute('href')).toBe(CUSTOMER_API.receiptPdf('pay_card'));
    expect(receipt.hasAttribute('download')).toBe(true);
    expect(zelle.textContent).toContain('$40.00 by Zelle');
    expect(zelle.textContent).toContain('Pending Verification');
    expect(within(zelle).queryByRole('link')).toBeNull();

    // Answered before the invoice: the quote says so and offers nothing more.
    expect(section('Quote').textContent).toContain('You accepted this quote on');
    expect(within(section('Quote')).queryByRole('button')).toBeNull();
  });

  it('offers no pay link once nothing is owed', async () => {
    openPage({
      [DETAIL_ROUTE]: {
        status: 200,
        body: detail({
          ...INVOICED,
          paymentStatus: 'paid',
          invoice: { ...INVOICED.invoice, paidAt: '2026-03-06T10:00:00.000Z', payUrl: null },
        }),
      },
    });
    const invoice = await screen.findByRole('region', { name: 'Invoice' });
    expect(within(invoice).queryByRole('link', { name: 'Pay invoice' })).toBeNull();
    expect(within(invoice).getByRole('link', { name: 'Download invoice (PDF)' })).toBeDefined();
    expect(detailOf(invoice, 'Status')).toBe('Paid');
  });

  it('sends a factored invoice to the factor: the notice and the remit-to, no pay link (decision 078)', async () => {
    const factor = {
      name: 'Prairie Capital Factoring',
      remitTo: 'PO Box 4410\nDallas, TX 75201',
      email: 'remit@prairie.example',
      phone: null,
    };
    openPage({
      [DETAIL_ROUTE]: {
        status: 200,
        body: detail({ ...INVOICED, invoice: { ...INVOICED.invoice, payUrl: null, assignment: { factor } } }),
      },
    });
    const invoice = await screen.findByRole('region', { name: 'Invoice' });
    const notice = within(invoice).getByRole('region', { name: 'Notice of assignment' });
    expect(notice.textContent).toContain('This invoice has been assigned to Prairie Capital Factoring.');
    expect(notice.textContent).toContain('Does not discharge'.toLowerCase());
    expect([...notice.querySelectorAll('address span')].map((line) => line.textContent)).toEqual([
      'Prairie Capital Factoring',
      'PO Box 4410',
      'Dallas, TX 75201',
    ]);
    expect(within(invoice).queryByRole('link', { name: 'Pay invoice' })).toBeNull();
    expect(within(invoice).getByRole('link', { name: 'Download invoice (PDF)' })).toBeDefined();
  });

  it('shows a credit note under the total, the balance as the amount, and the credit note PDF (decision 069)', async () => {
    const pdfUrl = `/api/account/requests/${REFERENCE_ID}/credit-notes/CN-2026-000004.pdf`;
    openPage({
      [DETAIL_ROUTE]: {
        status: 200,
        body: detail({
          ...INVOICED,
          invoiceAmount: '1100.00',
          invoice: {
            ...INVOICED.invoice,
            amount: '1100.00',
            creditNotes: [
              { number: 'CN-2026-000004', amount: '150.00', reason: 'Detention waived', issuedAt: '2026-03-06T10:00:00.000Z', pdfUrl },
            ],
          },
        }),
      },
    });
    const invoice = await screen.findByRole('region', { name: 'Invoice' });
    const rows = within(within(invoice).getByRole('table'))
      .getAllByRole('row')
      .map((row) => row.textContent);
    expect(rows.slice(-3)).toEqual([
      'Total$1,250.00',
      'Credit note CN-2026-000004Detention waived-$150.00',
      'Balance after credit notes$1,100.00',
    ]);
    expect(detailOf(invoice, 'Amount')).toBe('$1,100.00');
    expect(within(invoice).getByRole('link', { name: 'Download credit note CN-2026-000004' }).getAttribute('href')).toBe(pdfUrl);
  });

  it('says a voided invoice leaves nothing to pay until the corrected one is sent', async () => {
    openPage({ [DETAIL_ROUTE]: { status: 200, body: detail({ ...INVOICED, invoiceAmount: null, invoiceStatus: 'void', invoice: null }) } });
    const invoice = await screen.findByRole('region', { name: 'Invoice' });
    expect(invoice.textContent).toContain('The invoice for this request was voided: there is nothing to pay.');
  });
});

describe('the delivery', () => {
  const updates: PortalRequestDetail['deliveryUpdates'] = [
    { at: '2026-03-04T09:00:00.000Z', kind: 'stage', stage: 'accepted', problem: null, driverFirstName: 'Maria' },
    { at: '2026-03-05T16:42:00.000Z', kind: 'stage', stage: 'delivered', problem: null, driverFirstName: 'Maria' },
  ];

  it("hands the driver's updates to the timeline, and shows who received the load, when, and the proof's PDF", async () => {
    openPage({
      [DETAIL_ROUTE]: {
        status: 200,
        body: detail({
          status: 'delivered',
          deliveryUpdates: updates,
          proofOfDelivery: { deliveredAt: '2026-03-05T16:42:00.000Z', receiverName: 'Sam Receiver' },
          proofOfDeliveryUrl: CUSTOMER_API.proofOfDeliveryPdf(REFERENCE_ID),
        }),
      },
    });
    const proof = await screen.findByRole('region', { name: 'Proof of delivery' });
    expect(timelineDrawn).toHaveBeenLastCalledWith(expect.objectContaining({ status: 'delivered', deliveryUpdates: updates }));
    expect(proof.textContent).toContain('Received by Sam Receiver on');
    expect(within(proof).getByText(/2026/, { selector: 'time' }).getAttribute('dateTime')).toBe('2026-03-05T16:42:00.000Z');
    const link = within(proof).getByRole('link', { name: 'Download proof of delivery (PDF)' });
    expect(link.getAttribute('href')).toBe(`/api/account/requests/${REFERENCE_ID}/proof-of-delivery.pdf`);
    expect(link.hasAttribute('download')).toBe(true);
  });

  it('shows no proof of delivery before the load is delivered', async () => {
    openPage({ [DETAIL_ROUTE]: { status: 200, body: detail({ deliveryUpdates: updates.slice(0, 1) }) } });
    await screen.findByRole('region', { name: 'Progress' });
    expect(timelineDrawn).toHaveBeenLastCalledWith(expect.objectContaining({ deliveryUpdates: updates.slice(0, 1) }));
    expect(screen.queryByRole('region', { name: 'Proof of delivery' })).toBeNull();
  });
});

describe('answering the quote', () => {
  it('accepts after a confirmation naming the amount, sends that amount, and shows the answer', async () => {
    const server = changingDetail(detail());
    const { user, network } = openPage({
      [DETAIL_ROUTE]: server.route,
      [ACCEPT_ROUTE]: () => {
        server.set(detail({ quote: { ...detail().quote!, response: 'accepted', respondedAt: '2026-03-04T10:00:00.000Z' } }));
        return { status: 200, body: {} };
      },
    });

    await user.click(await screen.findByRole('button', { name: 'Accept quote' }));
    const dialog = screen.getByRole('alertdialog', { name: `Accept the quote of $1,250.00 for ${REFERENCE_ID}?` });
    expect(network.requestsTo(ACCEPT_ROUTE)).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Accept $1,250.00' }));

    await waitFor(() => expect(detailOf(section('Quote'), 'State')).toBe('Accepted'));
    expect(network.requestsTo(ACCEPT_ROUTE).map((request) => request.body)).toEqual([{ amount: '1250.00' }]);
    expect(section('Quote').textContent).toContain('You accepted this quote on');
    expect(within(section('Quote')).queryByRole('button')).toBeNull();
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(shownToasts()).toContainEqual(['Quote accepted', `We will go ahead with ${REFERENCE_ID} at $1,250.00.`]);
  });

  it('shows a refusal (the quote was revised meanwhile) in the section and reads the request again', async () => {
    const server = changingDetail(detail());
    const revised = 'This quote has changed. Check the new amount before you accept.';
    const { user, network } = openPage({
      [DETAIL_ROUTE]: server.route,
      [ACCEPT_ROUTE]: () => {
        server.set(detail({ quote: { ...detail().quote!, amount: '1400.00' } }));
        return { status: 409, body: { error: 'Conflict', message: revised } };
      },
    });

    await user.click(await screen.findByRole('button', { name: 'Accept quote' }));
    await user.click(screen.getByRole('button', { name: 'Accept $1,250.00' }));

    const quote = section('Quote');
    await waitFor(() => expect(detailOf(quote, 'Amount')).toBe('$1,400.00'));
    expect(within(quote).getByRole('alert').textContent).toBe(revised);
    expect(network.requestsTo(DETAIL_ROUTE)).toHaveLength(2);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    // The new amount is the one a second try names and sends.
    await user.click(within(quote).getByRole('button', { name: 'Accept quote' }));
    expect(screen.getByRole('alertdialog', { name: `Accept the quote of $1,400.00 for ${REFERENCE_ID}?` })).toBeDefined();
  });

  it('declines only with a reason, in the shared schema words, and shows the reason given', async () => {
    const server = changingDetail(detail());
    const { user, network } = openPage({
      [DETAIL_ROUTE]: server.route,
      [DECLINE_ROUTE]: ({ body }) => {
        const { reason } = body as { reason: string };
        server.set(
          detail({ quote: { ...detail().quote!, response: 'declined', respondedAt: '2026-03-04T10:00:00.000Z', declineReason: reason } }),
        );
        return { status: 200, body: {} };
      },
    });

    await user.click(await screen.findByRole('button', { name: 'Decline quote' }));
    const dialog = screen.getByRole('dialog', { name: 'Decline this quote?' });
    const reason = within(dialog).getByRole('textbox', { name: 'Why are you declining?' });
    await user.type(reason, '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Decline quote' }));
    // The form's check runs after the click's events (the resolver is asynchronous).
    await waitFor(() => expect(reason.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(reason.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Tell us why, so we can revise the quote',
    );
    expect(network.requestsTo(DECLINE_ROUTE)).toEqual([]);

    await user.clear(reason);
    await user.type(reason, 'Another carrier quoted $900');
    await user.click(within(dialog).getByRole('button', { name: 'Decline quote' }));

    await waitFor(() => expect(detailOf(section('Quote'), 'State')).toBe('Declined'));
    expect(network.requestsTo(DECLINE_ROUTE).map((request) => request.body)).toEqual([{ reason: 'Another carrier quoted $900' }]);
    expect(section('Quote').textContent).toContain('Your reason: Another carrier quoted $900');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("keeps the dialog open with the server's word on a refused reason, and hands any other refusal to the section", async () => {
    let answer: Route = {
      status: 400,
      body: { error: 'Bad Request', message: 'Check the form', fieldErrors: { reason: 'Remove the control characters' } },
    };
    const { user } = openPage({ [DETAIL_ROUTE]: { status: 200, body: detail() }, [DECLINE_ROUTE]: () => answer as { status: number } });

    await user.click(await screen.findByRole('button', { name: 'Decline quote' }));
    const dialog = screen.getByRole('dialog', { name: 'Decline this quote?' });
    const reason = within(dialog).getByRole('textbox', { name: 'Why are you declining?' });
    await user.type(reason, 'Too much');
    await user.click(within(dialog).getByRole('button', { name: 'Decline quote' }));
    await waitFor(() => expect(reason.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(reason.getAttribute('aria-describedby') ?? '')?.textContent).toBe('Remove the control characters');

    answer = { status: 409, body: apiError('Conflict', QUOTE_MESSAGES.alreadyAnswered) };
    await user.click(within(dialog).getByRole('button', { name: 'Decline quote' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(within(section('Quote')).getByRole('alert').textContent).toBe(QUOTE_MESSAGES.alreadyAnswered.message);
  });

  it('says an expired quote has expired and offers no answer', async () => {
    openPage({ [DETAIL_ROUTE]: { status: 200, body: detail({ quote: { ...detail().quote!, expired: true } }) } });
    const quote = await screen.findByRole('region', { name: 'Quote' });
    expect(detailOf(quote, 'State')).toBe('Expired');
    expect(quote.textContent).toContain(QUOTE_MESSAGES.expired.message);
    expect(within(quote).queryByRole('button')).toBeNull();
  });
});

describe('request again', () => {
  it("hands the earlier request's values to the request flow and opens the form it names", async () => {
    const values = { serviceType: 'furniture', itemType: 'Dresser', pickupCity: 'Detroit' };
    const { user } = openPage({
      [DETAIL_ROUTE]: { status: 200, body: detail() },
      [REPEAT_ROUTE]: { status: 200, body: { role: 'shipper', values } },
    });
    await user.click(await screen.findByRole('button', { name: 'Request again' }));
    await waitFor(() => expect(window.location.pathname + window.location.search).toBe('/service-request?role=shipper'));
    expect(startRequestFrom.mock.calls).toEqual([['shipper', values]]);
  });

  it('stays, and says why, when the values cannot be read', async () => {
    const { user } = openPage({ [DETAIL_ROUTE]: { status: 200, body: detail() }, [REPEAT_ROUTE]: 'network-error' });
    await user.click(await screen.findByRole('button', { name: 'Request again' }));
    const again = section('Need it again?');
    expect((await within(again).findByRole('alert')).textContent).toBe(
      "We couldn't reach the server. Check your connection and try again.",
    );
    expect(startRequestFrom).not.toHaveBeenCalled();
    expect(window.location.pathname).toBe('/account/request');
  });
});

describe('instead of a request', () => {
  it('asks a customer who is not signed in to sign in', async () => {
    openPage({ [DETAIL_ROUTE]: { status: 401, body: apiError('Unauthorized', CUSTOMER_SIGN_IN_REQUIRED_MESSAGE) } });
    expect((await screen.findByText(CUSTOMER_SIGN_IN_REQUIRED_MESSAGE.message)).closest('[role="alert"]')).not.toBeNull();
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/account');
  });

  it('says a request is not under their address, with the way back to their list', async () => {
    openPage({ [DETAIL_ROUTE]: { status: 404, body: apiError('Not Found', PORTAL_NOT_FOUND_MESSAGE) } });
    expect((await screen.findByRole('alert')).textContent).toBe(PORTAL_NOT_FOUND_MESSAGE.message);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Request not found');
    expect(screen.getByRole('link', { name: 'Back to my requests' }).getAttribute('href')).toBe('/account');
  });

  it('asks nothing of the server for a ref that cannot be a request', async () => {
    const { network } = openPage({}, `?ref=${encodeURIComponent('<img src=x>')}`);
    expect((await screen.findByRole('alert')).textContent).toBe(PORTAL_NOT_FOUND_MESSAGE.message);
    expect(network.requests).toEqual([]);
  });

  it('offers to try again when the server cannot answer', async () => {
    let answer: Route = { status: 500, body: { error: 'Internal Server Error', message: 'Something went wrong on our side.' } };
    const { user } = openPage({ [DETAIL_ROUTE]: () => answer as { status: number } });
    expect((await screen.findByRole('alert')).textContent).toBe('Something went wrong on our side.');
    answer = { status: 200, body: detail() };
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: 'Quote' })).toBeDefined();
  });
});
