// The invoice payment page's states (spec sections 2, 3 and 7), from the server's answers alone:
// loading, an invalid link, an unknown or unreadable invoice, paid, refunded, a reported transfer,
// and an unpaid invoice with the methods the payments config offers.
// The company profile first: the receipt reads it as its module loads.
import '@/test-support/company-profile';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PAYMENT_MESSAGES } from '@shared/payments/payment-messages';
import { invoiceViewSchema, paymentsConfigSchema, type InvoiceView, type PaymentsConfig } from '@shared/payments/payments';
import { apiError, heldAnswer, stubNetwork, type Route } from '@/test-support/fake-network';
import { INVOICE_LINES } from '@/test-support/invoice-lines';
import { renderWithApp } from '@/test-support/render';
import { shownToasts } from '@/test-support/toasts';
import { InvoicePaymentPage } from './invoice-payment-page';

const REFERENCE_ID = 'SR-2026-0412-8831-0042';
const INVOICE_ROUTE = `GET /api/service-requests/${REFERENCE_ID}`;
const CONFIG_ROUTE = 'GET /api/payments/config';
const PAY_ROUTE = `POST /api/service-requests/${REFERENCE_ID}/pay`;
const BANK_METHODS = ['Bank Transfer', 'Zelle', 'Wire Transfer', 'ACH Transfer'];

// Parsed by the shared schemas: each is an answer the server could give.
function invoice(changes: Partial<InvoiceView> = {}): InvoiceView {
  return invoiceViewSchema.parse({
    referenceId: REFERENCE_ID,
    customerName: 'Jordan Rivera',
    contactEmail: 'j***@rivera.example',
    finalAmount: '1250.50',
    invoiceNumber: 'INV-2026-000123',
    invoiceStatus: 'sent',
    paymentStatus: 'unpaid',
    paymentMethod: null,
    paidAt: null,
    paymentId: null,
    amountRefunded: '0.00',
    pendingTransfer: null,
    lines: INVOICE_LINES,
    invoiceTotal: '1250.50',
    creditNotes: [],
    balance: '1250.50',
    amountPaid: '0.00',
    assignment: null,
    ...changes,
  });
}

function config(changes: Partial<PaymentsConfig> = {}): PaymentsConfig {
  return paymentsConfigSchema.parse({
    mode: 'live',
    stripePublishableKey: 'pk_live_0123456789',
    paypalClientId: 'paypal-client-id',
    cardAvailable: true,
    paypalAvailable: true,
    maxAmount: '25000.00',
    zelle: { email: 'payments@lakeshore.example', name: 'Lakeshore Freight LLC' },
    bankInstructions: null,
    ...changes,
  });
}

/** Production without card or PayPal keys. */
const MANUAL_CONFIG = config({
  mode: 'manual',
  stripePublishableKey: null,
  paypalClientId: null,
  cardAvailable: false,
  paypalAvailable: false,
});

afterEach(() => {
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

function openPage(routes: Record<string, Route>, search = `?ref=${REFERENCE_ID}`) {
  window.history.replaceState(null, '', `/payment${search}`);
  const network = stubNetwork({ [CONFIG_ROUTE]: { status: 200, body: config() }, ...routes });
  return { ...renderWithApp(<InvoicePaymentPage />), network };
}

const heading = () => screen.getByRole('heading', { level: 1 }).textContent;
/** The offered methods' names, in order (each radio's label also holds a hint); none when no method is offered. */
const methodLabels = () => {
  const group = screen.queryByRole('group', { name: 'Payment Method' });
  if (!group) return [];
  return within(group)
    .queryAllByRole('radio')
    .map((radio) => radio.closest('label')?.querySelector('.font-medium')?.textContent);
};
/** The value shown next to a term of a details list. */
const detail = (term: string) => screen.getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;

describe('before the invoice is shown', () => {
  it('waits for the invoice and the payments config, with a spinner', async () => {
    const held = heldAnswer({ status: 200, body: invoice() });
    openPage({ [INVOICE_ROUTE]: held.route });
    expect(screen.getByRole('status').textContent).toBe('Loading…');
    expect(screen.queryByRole('heading')).toBeNull();
    held.release();
    await screen.findByRole('heading', { name: 'Pay Your Invoice' });
  });

  it('a link without a reference is invalid, and nothing is asked of the server for it', async () => {
    const { network } = openPage({}, '');
    expect(heading()).toBe('Invalid Payment Link');
    expect(screen.getByRole('alert').textContent).toBe('This payment link is invalid or has expired.');
    expect(screen.getByRole('link', { name: 'Return Home' }).getAttribute('href')).toBe('/');
    expect(network.requestsTo(INVOICE_ROUTE)).toEqual([]);
  });

  it('an unknown reference (404) is not found', async () => {
    openPage({ [INVOICE_ROUTE]: { status: 404, body: { error: 'Not Found', message: 'Service request not found' } } });
    await screen.findByRole('heading', { name: 'Service Request Not Found' });
    expect(screen.getByRole('alert').textContent).toBe('The requested service could not be found.');
    expect(screen.getByRole('link', { name: 'Return Home' }).getAttribute('href')).toBe('/');
  });

  it.each([
    ['a server error', { status: 500, body: { error: 'Internal Server Error', message: 'database down' } }],
    ['a network failure', 'network-error'],
  ] as const)('%s while loading asks to try again later', async (_case, answer) => {
    openPage({ [INVOICE_ROUTE]: answer });
    await screen.findByRole('heading', { name: 'Something went wrong' });
    expect(screen.getByRole('alert').textContent).toBe('We could not load this invoice. Please try again in a moment.');
  });
});

describe('an invoice already paid', () => {
  it('shows its receipt and nothing to pay with', async () => {
    openPage({
      [INVOICE_ROUTE]: {
        status: 200,
        body: invoice({ paymentStatus: 'paid', paymentMethod: 'zelle', paymentId: 'pay_0042', paidAt: '2026-04-12T15:30:00.000Z' }),
      },
    });
    await screen.findByRole('heading', { name: 'Payment Successful!' });
    expect(screen.getByText('Thank you for your payment.')).toBeTruthy();
    expect(detail('Amount Paid')).toBe('$1,250.50');
    expect(detail('Payment Status')).toBe('Paid');
    expect(detail('Method')).toBe('Zelle');
    expect(detail('Payment ID')).toBe('pay_0042');
    expect(detail('Invoice number')).toBe('INV-2026-000123');
    expect(screen.queryByText('Amount Refunded')).toBeNull();
    expect(screen.queryAllByRole('radio')).toEqual([]);
  });

  it('partly refunded: still paid, with what went back', async () => {
    const partlyRefunded = invoice({ paymentStatus: 'partially_refunded', paymentMethod: 'credit_card', amountRefunded: '250.00' });
    openPage({ [INVOICE_ROUTE]: { status: 200, body: partlyRefunded } });
    await screen.findByRole('heading', { name: 'Payment Successful!' });
    expect(detail('Amount Paid')).toBe('$1,250.50');
    expect(detail('Amount Refunded')).toBe('$250.00');
    expect(detail('Payment Status')).toBe('Partially Refunded');
    expect(screen.queryAllByRole('radio')).toEqual([]);
  });

  it('refunded in full: says so in the title and the headline', async () => {
    const refunded = invoice({ paymentStatus: 'refunded', paymentMethod: 'credit_card', amountRefunded: '1250.50' });
    openPage({ [INVOICE_ROUTE]: { status: 200, body: refunded } });
    await screen.findByRole('heading', { name: 'Payment Refunded' });
    expect(screen.getByText('This invoice was paid, and $1,250.50 was refunded to you. Nothing is due.')).toBeTruthy();
    expect(detail('Payment Status')).toBe('Refunded');
  });
});

describe('a corrected invoice (decision 069)', () => {
  it('lists each credit note under the total, with its reason, and the balance that is due', async () => {
    const credited = invoice({
      finalAmount: '1100.50',
      balance: '1100.50',
      creditNotes: [{ number: 'CN-2026-000004', amount: '150.00', reason: 'Detention waived', issuedAt: '2026-11-26T15:00:00.000Z' }],
    });
    openPage({ [INVOICE_ROUTE]: { status: 200, body: credited } });
    const table = await screen.findByRole('table', { name: 'What the invoice bills' });
    const rows = within(table)
      .getAllByRole('row')
      .map((row) => row.textContent);
    expect(rows.slice(-3)).toEqual([
      'Total$1,250.50',
      'Credit note CN-2026-000004Detention waived-$150.00',
      'Balance after credit notes$1,100.50',
    ]);
    expect(detail('Amount Due')).toBe('$1,100.50');
  });

  it('voided, before the corrected invoice is sent: nothing to pay, and no way to pay', async () => {
    const voided = invoice({ finalAmount: null, invoiceNumber: null, invoiceStatus: 'void', lines: [], invoiceTotal: null, balance: null });
    openPage({ [INVOICE_ROUTE]: { status: 200, body: voided } });
    expect(
      await screen.findByText(
        'The invoice for this request was voided: there is nothing to pay. We will e-mail you the corrected invoice and its payment link.',
      ),
    ).toBeTruthy();
    expect(screen.queryAllByRole('radio')).toEqual([]);
    expect(screen.queryByRole('button', { name: 'Pay' })).toBeNull();
  });
});

describe('an unpaid invoice', () => {
  it('live mode: shows the invoice and offers every method, card and PayPal last', async () => {
    openPage({ [INVOICE_ROUTE]: { status: 200, body: invoice() } });
    await screen.findByRole('heading', { name: 'Pay Your Invoice' });
    expect(screen.getByText(`Invoice for ${REFERENCE_ID}`)).toBeTruthy();
    expect(detail('Reference ID')).toBe(REFERENCE_ID);
    expect(detail('Invoice number')).toBe('INV-2026-000123');
    expect(detail('Customer')).toBe('Jordan Rivera');
    expect(detail('Amount Due')).toBe('$1,250.50');
    expect(detail('Invoice Status')).toBe('Sent');
    expect(detail('Payment Status')).toBe('Unpaid');
    expect(methodLabels()).toEqual([...BANK_METHODS, 'Credit / Debit Card', 'PayPal']);
    expect(screen.getAllByRole('radio').every((radio) => !radio.hasAttribute('disabled'))).toBe(true);
    expect(screen.getByText('Secure payment. Card details go straight to our card processor.')).toBeTruthy();
    expect(screen.queryByRole('note')).toBeNull();
    expect(screen.getByRole('button', { name: 'Pay' })).toBeTruthy();
  });

  it('lists every billed line with its arithmetic, the proof of its detention, and the total', async () => {
    openPage({ [INVOICE_ROUTE]: { status: 200, body: invoice() } });
    const table = await screen.findByRole('table', { name: 'What the invoice bills' });
    const rows = within(table)
      .getAllByRole('row')
      .map((row) => row.textContent);
    expect(rows[0]).toBe('ChargeAmount');
    expect(rows[1]).toBe('LinehaulDetroit, MI to Chicago, IL$999.25');
    expect(rows[2]).toBe('Fuel surchargeDiesel $3.859, week of 2026-11-30200 miles x $0.4125$82.50');
    expect(rows[3]).toMatch(
      /^DetentionDetention at pickup2\.25 hours x \$75\.00At pickup: arrived Nov 24, \d{1,2}:02\s?[AP]M \S+, left Nov 24, \d{1,2}:17\s?[AP]M \S+2 h free, 2 h 15 min billed\$168\.75$/,
    );
    expect(rows[4]).toBe('Total$1,250.50');
  });

  it('a provider that is down is shown, but cannot be chosen', async () => {
    openPage({
      [INVOICE_ROUTE]: { status: 200, body: invoice() },
      [CONFIG_ROUTE]: { status: 200, body: config({ cardAvailable: false }) },
    });
    const card = await screen.findByRole('radio', { name: /Credit \/ Debit Card/ });
    expect(card.hasAttribute('disabled')).toBe(true);
    expect(card.closest('label')?.textContent).toContain('Not available right now');
    expect(screen.getByRole('radio', { name: /PayPal/ }).hasAttribute('disabled')).toBe(false);
  });

  it('manual mode: offers the bank methods only, and says why', async () => {
    openPage({
      [INVOICE_ROUTE]: { status: 200, body: invoice() },
      [CONFIG_ROUTE]: { status: 200, body: MANUAL_CONFIG },
    });
    await screen.findByRole('heading', { name: 'Pay Your Invoice' });
    expect(methodLabels()).toEqual(BANK_METHODS);
    expect(screen.getByText(PAYMENT_MESSAGES.onlineUnavailable.message)).toBeTruthy();
    expect(screen.getByText('Secure payment.')).toBeTruthy();
  });

  it('test mode: the banner says no money moves', async () => {
    openPage({
      [INVOICE_ROUTE]: { status: 200, body: invoice() },
      [CONFIG_ROUTE]: { status: 200, body: config({ mode: 'test', stripePublishableKey: null, paypalClientId: null }) },
    });
    await screen.findByRole('heading', { name: 'Pay Your Invoice' });
    expect(screen.getByRole('note').textContent).toBe(PAYMENT_MESSAGES.testMode.message);
    expect(methodLabels()).toEqual([...BANK_METHODS, 'Credit / Debit Card', 'PayPal']);
  });

  it('without an amount yet: nothing to pay, and no methods', async () => {
    openPage({ [INVOICE_ROUTE]: { status: 200, body: invoice({ finalAmount: null, invoiceNumber: null, invoiceStatus: 'pending' }) } });
    await screen.findByRole('heading', { name: 'Pay Your Invoice' });
    expect(screen.getByRole('alert').textContent).toBe('This request has no invoice yet. We will e-mail you a payment link once it does.');
    expect(screen.queryByText('Invoice number', { selector: 'dt' })).toBeNull();
    expect(screen.queryAllByRole('radio')).toEqual([]);
  });

  // Once a loop: a failed config was asked for again by each observer that mounted (react-query's
  // retryOnMount), which put the page back on its spinner, which unmounted the layout that asked.
  it('when the payments config cannot be read: the invoice, no methods, and the config asked for once', async () => {
    const { network } = openPage({
      [INVOICE_ROUTE]: { status: 200, body: invoice() },
      [CONFIG_ROUTE]: { status: 503, body: { error: 'Service Unavailable', message: 'down' } },
    });
    await screen.findByRole('heading', { name: 'Pay Your Invoice' });
    expect(detail('Amount Due')).toBe('$1,250.50');
    expect(screen.getByRole('alert').textContent).toBe('The payment methods could not be loaded. Please reload the page in a moment.');
    expect(screen.queryAllByRole('radio')).toEqual([]);
    expect(network.requestsTo(CONFIG_ROUTE)).toHaveLength(1);
  });

  it('asks for a method first, then reports a Zelle payment and reads the invoice again', async () => {
    const { user, network } = openPage({
      [INVOICE_ROUTE]: { status: 200, body: invoice() },
      [PAY_ROUTE]: {
        status: 200,
        body: { paymentStatus: 'pending_verification', method: 'zelle', amount: '1250.50', memo: `Payment for ${REFERENCE_ID}` },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Pay' }));
    expect(shownToasts()).toEqual([['Payment Method Required', 'Please select a payment method to continue.']]);
    expect(network.requestsTo(PAY_ROUTE)).toEqual([]);

    await user.click(screen.getByRole('radio', { name: /Zelle/ }));
    const zelle = screen.getByRole('region', { name: 'Pay with Zelle' });
    expect(within(zelle).getByText('payments@lakeshore.example')).toBeTruthy();
    expect(within(zelle).getByText(`Payment for ${REFERENCE_ID}`)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: "I've Sent $1,250.50 by Zelle" }));

    await waitFor(() =>
      expect(shownToasts()).toEqual([['Payment Initiated', PAYMENT_MESSAGES.transferReported('zelle', '1250.50').message]]),
    );
    expect(network.requestsTo(PAY_ROUTE).map((request) => request.body)).toEqual([{ paymentMethod: 'zelle' }]);
    await waitFor(() => expect(network.requestsTo(INVOICE_ROUTE)).toHaveLength(2));
  });

  it('a refused report (409) is shown, and the page redrawn from the invoice as it is now', async () => {
    const alreadyPaid = PAYMENT_MESSAGES.invoiceAlreadyPaid(REFERENCE_ID);
    let reads = 0;
    const { user } = openPage({
      [INVOICE_ROUTE]: () => ({ status: 200, body: invoice(++reads > 1 ? { paymentStatus: 'paid', paymentMethod: 'credit_card' } : {}) }),
      [PAY_ROUTE]: { status: 409, body: apiError('Conflict', alreadyPaid) },
    });
    await user.click(await screen.findByRole('radio', { name: /Wire Transfer/ }));
    await user.click(screen.getByRole('button', { name: "I've Sent $1,250.50 by Wire Transfer" }));

    await screen.findByRole('heading', { name: 'Payment Successful!' });
    expect(shownToasts()).toEqual([['Payment Failed', alreadyPaid.message]]);
    expect(screen.getByRole('alert').textContent).toBe(alreadyPaid.message);
  });
});

describe('paying part of the balance (decision 073)', () => {
  const CHECKOUT_ROUTE = 'POST /api/payments/stripe/checkout';
  const partlyPaid = invoice({ paymentStatus: 'partially_paid', balance: '850.50', amountPaid: '400.00' });

  it('shows what was paid so far and offers the whole balance first', async () => {
    openPage({ [INVOICE_ROUTE]: { status: 200, body: partlyPaid } });
    await screen.findByRole('heading', { name: 'Pay Your Invoice' });
    expect(detail('Paid so far')).toBe('$400.00');
    expect(detail('Amount Due')).toBe('$850.50');
    expect(detail('Payment Status')).toBe('Partially Paid');
    const amounts = screen.getByRole('group', { name: 'How much to pay' });
    expect(within(amounts).getByRole('radio', { name: 'The whole balance, $850.50' })).toHaveProperty('checked', true);
    expect(within(amounts).getByRole('radio', { name: 'Part of it' })).toHaveProperty('checked', false);
    expect(screen.queryByRole('textbox', { name: 'Amount to pay now (USD)' })).toBeNull();
  });

  it('checks the part as it is typed: how to write it, not past the balance, not under the smallest payment', async () => {
    const { user, network } = openPage({ [INVOICE_ROUTE]: { status: 200, body: partlyPaid } });
    await user.click(await screen.findByRole('radio', { name: 'Part of it' }));
    // The field's code loads once part is chosen.
    const field = await screen.findByRole('textbox', { name: 'Amount to pay now (USD)' });
    expect(screen.getByText('From $0.50 to $850.50. The rest stays due, to pay later.')).toBeTruthy();
    await user.click(screen.getByRole('radio', { name: /Wire Transfer/ }));
    // Nothing typed: nothing to pay yet.
    expect(screen.getByRole('button', { name: 'Pay' }).hasAttribute('disabled')).toBe(true);

    const errorText = () => screen.getByRole('alert').textContent;
    await user.type(field, '2,50');
    expect(errorText()).toBe('Write the amount in dollars with a point before the cents, like 1234.56 or 1,234.56');
    await user.clear(field);
    await user.type(field, '850.51');
    expect(errorText()).toBe(PAYMENT_MESSAGES.amountOverBalance('850.50').message);
    await user.clear(field);
    await user.type(field, '0.49');
    expect(errorText()).toBe('The smallest amount we can take is $0.50.');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(network.requestsTo(PAY_ROUTE)).toEqual([]);
  });

  it('reports a transfer of the part typed', async () => {
    const { user, network } = openPage({
      [INVOICE_ROUTE]: { status: 200, body: partlyPaid },
      [PAY_ROUTE]: {
        status: 200,
        body: { paymentStatus: 'pending_verification', method: 'ach', amount: '300.00', memo: `Payment for ${REFERENCE_ID}` },
      },
    });
    await user.click(await screen.findByRole('radio', { name: 'Part of it' }));
    await user.type(await screen.findByRole('textbox', { name: 'Amount to pay now (USD)' }), '300');
    await user.click(screen.getByRole('radio', { name: /ACH Transfer/ }));
    await user.click(screen.getByRole('button', { name: "I've Sent $300.00 by ACH Transfer" }));
    await waitFor(() =>
      expect(network.requestsTo(PAY_ROUTE).map((request) => request.body)).toEqual([{ paymentMethod: 'ach', amount: '300.00' }]),
    );
    await waitFor(() => expect(shownToasts()).toEqual([['Payment Initiated', PAYMENT_MESSAGES.transferReported('ach', '300.00').message]]));
  });

  it('pays the part by card, and the whole balance without naming an amount', async () => {
    const { user, network } = openPage({
      [INVOICE_ROUTE]: { status: 200, body: partlyPaid },
      [CHECKOUT_ROUTE]: { status: 502, body: { error: 'Bad Gateway', message: 'Failed to create checkout session' } },
    });
    await user.click(await screen.findByRole('radio', { name: /Credit \/ Debit Card/ }));
    await user.click(screen.getByRole('button', { name: 'Pay $850.50 with Card' }));
    await user.click(screen.getByRole('radio', { name: 'Part of it' }));
    await user.type(await screen.findByRole('textbox', { name: 'Amount to pay now (USD)' }), '1,000.00');
    expect(screen.queryByRole('button', { name: /with Card/ })).toBeNull();
    await user.clear(screen.getByRole('textbox', { name: 'Amount to pay now (USD)' }));
    await user.type(screen.getByRole('textbox', { name: 'Amount to pay now (USD)' }), '120.5');
    await user.click(screen.getByRole('button', { name: 'Pay $120.50 with Card' }));
    await waitFor(() =>
      expect(network.requestsTo(CHECKOUT_ROUTE).map((request) => request.body)).toEqual([
        { referenceId: REFERENCE_ID },
        { referenceId: REFERENCE_ID, amount: '120.50' },
      ]),
    );
  });
});

describe('a transfer the customer reported', () => {
  const reported = invoice({
    paymentStatus: 'pending_verification',
    pendingTransfer: { method: 'zelle', reportedAt: '2026-04-12T15:30:00.000Z', amount: '1250.50' },
  });

  it('is shown as awaiting verification, not offered again, and paying another way needs a second thought', async () => {
    const { user } = openPage({ [INVOICE_ROUTE]: { status: 200, body: reported } });
    const status = await screen.findByText('Payment reported: awaiting verification');
    expect(status.closest('[role="status"]')?.textContent).toContain(PAYMENT_MESSAGES.transferReported('zelle', '1250.50').message);
    expect(detail('Payment Status')).toBe('Pending Verification');
    expect(screen.queryAllByRole('radio')).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Pay another way' }));
    expect(screen.getByText(PAYMENT_MESSAGES.reportedTransferPending('zelle').message)).toBeTruthy();
    expect(screen.getByText('Pay by card or PayPal only if your Zelle payment was not sent.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Yes, pay $1,250.50 another way' }));
    expect(methodLabels()).toEqual(['Credit / Debit Card', 'PayPal']);
    expect(screen.queryByRole('button', { name: 'Pay' })).toBeNull();
  });

  it('manual mode: nothing else to pay with, so no other way is offered', async () => {
    openPage({
      [INVOICE_ROUTE]: { status: 200, body: reported },
      [CONFIG_ROUTE]: { status: 200, body: MANUAL_CONFIG },
    });
    await screen.findByText('Payment reported: awaiting verification');
    expect(screen.queryByRole('button', { name: 'Pay another way' })).toBeNull();
  });
});

describe('an invoice assigned to our factor', () => {
  const FACTOR = {
    name: 'Prairie Capital Factoring',
    remitTo: 'Prairie Capital Factoring\nPO Box 4410\nDallas, TX 75201',
    email: 'remit@prairie.example',
    phone: '(214) 555-0199',
  };

  it('shows the notice of assignment and the remit-to, and no method, card or PayPal to pay us with', async () => {
    const { network } = openPage({ [INVOICE_ROUTE]: { status: 200, body: invoice({ assignment: { factor: FACTOR } }) } });
    const notice = await screen.findByRole('region', { name: 'Notice of assignment' });
    expect(
      within(notice).getByText(/^This invoice has been assigned to Prairie Capital Factoring\. Pay it to Prairie Capital Factoring only/),
    ).toBeTruthy();
    expect(within(notice).getByText(/including Lakeshore Freight, does not discharge the debt\.$/)).toBeTruthy();
    expect([...notice.querySelectorAll('address span')].map((line) => line.textContent)).toEqual([
      'Prairie Capital Factoring',
      'PO Box 4410',
      'Dallas, TX 75201',
    ]);
    expect(within(notice).getByText('Contact Prairie Capital Factoring: (214) 555-0199, remit@prairie.example')).toBeTruthy();
    expect(within(notice).getByText('Write invoice number INV-2026-000123 on your payment.')).toBeTruthy();
    expect(detail('Amount Due')).toBe('$1,250.50');
    expect(methodLabels()).toEqual([]);
    expect(screen.queryByRole('button', { name: /pay/i })).toBeNull();
    expect(network.requestsTo(PAY_ROUTE)).toEqual([]);
  });

  it('asks the customer to contact us while no factor is on file', async () => {
    openPage({ [INVOICE_ROUTE]: { status: 200, body: invoice({ assignment: { factor: null } }) } });
    const notice = await screen.findByRole('region', { name: 'Notice of assignment' });
    expect(notice.textContent).toContain(
      'This invoice has been assigned to our factoring company. Pay it to them only: ask Lakeshore Freight for their remit-to address.',
    );
    expect(methodLabels()).toEqual([]);
  });
});
