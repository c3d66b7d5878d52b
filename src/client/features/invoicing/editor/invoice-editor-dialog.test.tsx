// The invoice editor in the back office (issue 37, decision 066): a new draft starts from the
// request's linehaul, amounts and the total are previewed with the server's rounding rule, lines
// are added, removed and reordered, Save sends no amount or total, the server's refusals are shown
// on their lines, sending asks first and says what the spec says, a sent invoice is read only,
// proposals are kept apart, and axe finds nothing to fix.
import { screen, within } from '@testing-library/react';
import axe from 'axe-core';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, stubNetwork, type RecordedRequest } from '@/test-support/fake-network';
import { invalidFields } from '@/test-support/form-state';
import { renderWithApp } from '@/test-support/render';
import { shownToasts } from '@/test-support/toasts';
import { invoiceDocumentSchema, type InvoiceDocument, type InvoiceLine } from '@shared/invoicing/invoice-line-schemas';
import { MARKED_LINES } from './draft-editor';
import type { InvoiceEditorRequest } from './draft-row';
import { InvoiceEditorDialog } from './invoice-editor-dialog';
import { SENT_CANNOT_CHANGE } from './sent-invoice-view';

const REQUEST: InvoiceEditorRequest = {
  id: 7,
  referenceId: 'SR-2026-0412-8831-0042',
  pickupCity: 'Detroit',
  pickupState: 'MI',
  deliveryCity: 'Chicago',
  deliveryState: 'IL',
  estimatedQuote: '1100.00',
};

const INVOICES = 'GET /api/admin/service-requests/7/invoices';
const SAVE = 'PUT /api/admin/service-requests/7/invoice/draft';
const SEND = 'POST /api/admin/service-requests/7/invoice/draft/send';

let nextLineId = 100;

/** A line as the server answers it (amount computed by the server). */
function line(
  fields: Partial<InvoiceLine> & Pick<InvoiceLine, 'kind' | 'description' | 'quantity' | 'unit' | 'rate' | 'amount'>,
): InvoiceLine {
  return {
    id: (nextLineId += 1),
    position: 1,
    state: 'approved',
    source: 'staff',
    evidence: null,
    waiveReason: null,
    decidedBy: null,
    decidedAt: null,
    ...fields,
  };
}

const LINEHAUL = () =>
  line({
    kind: 'linehaul',
    description: 'Detroit, MI to Chicago, IL',
    quantity: '812.000',
    unit: 'miles',
    rate: '2.1500',
    amount: '1745.80',
  });
const FUEL = () =>
  line({ kind: 'fuel_surcharge', description: 'Diesel $3.859', quantity: '812.000', unit: 'miles', rate: '0.4150', amount: '336.98' });

// Parsed by the shared schema: an answer the server could give.
function invoiceDoc(fields: Partial<InvoiceDocument> & Pick<InvoiceDocument, 'lines' | 'total'>): InvoiceDocument {
  return invoiceDocumentSchema.parse({ id: 40, state: 'draft', number: null, sentAt: null, ...fields });
}

/** The lines the form shows, as [kind, description, quantity, unit, rate, amount]. */
function shownLines(): string[][] {
  return screen.queryAllByRole('group', { name: /^Line \d+$/ }).map((group) => {
    const scope = within(group);
    const value = (label: string) => scope.getByLabelText<HTMLInputElement | HTMLSelectElement>(label).value;
    const amount = scope.queryByTestId('line-amount')?.textContent ?? '—';
    return [value('Kind'), value('Description'), value('Quantity'), value('Unit'), value('Rate (USD)'), amount];
  });
}

function lineGroup(number: number) {
  return within(screen.getByRole('group', { name: `Line ${number}` }));
}

function total(): string {
  return screen.getByTestId('draft-total').textContent ?? '';
}

async function expectNoAxeViolations(state: string) {
  // Contrast needs a real browser's layout and colours (the e2e walks check it); every other WCAG A/AA rule runs here.
  // Radix's focus guards (empty, focusable, hidden) pass in a browser, where axe sees the modal open
  // and lets them be (its focusable-modal-open check); that check needs a layout happy-dom lacks.
  const context = { include: [document.body], exclude: ['[data-radix-focus-guard]'] };
  const results = await axe.run(context, {
    runOnly: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'],
    rules: { 'color-contrast': { enabled: false } },
  });
  expect(
    results.violations.map((violation) => `${state}: ${violation.id} ${violation.nodes.map((node) => node.html).join(' | ')}`),
  ).toEqual([]);
}

/** The editor as a tab opens it: closing it takes it off the page. */
function ClosableEditor() {
  const [open, setOpen] = useState(true);
  return open ? <InvoiceEditorDialog request={REQUEST} onClose={() => setOpen(false)} /> : <p>Editor closed</p>;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('a new draft', () => {
  it("starts with one linehaul line from the request's route and quote, saved only on Save", async () => {
    const network = stubNetwork({ [INVOICES]: { status: 200, body: { invoices: [] } } });
    renderWithApp(<InvoiceEditorDialog request={REQUEST} onClose={() => {}} />);

    expect(await screen.findByRole('group', { name: 'Line 1' })).toBeTruthy();
    expect(shownLines()).toEqual([['linehaul', 'Detroit, MI to Chicago, IL', '1', 'flat', '1100', '$1,100.00']]);
    expect(total()).toBe('Total: $1,100.00');
    expect(lineGroup(1).getByRole('option', { name: 'Linehaul', selected: true })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Send invoice' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByText('Save at least one line before sending.')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'See the PDF' })).toBeNull();
    // The quote's lines are asked for (a new draft starts from them: decision 070); a quote without lines leaves the linehaul.
    expect(network.requests.map((request) => `${request.method} ${request.url}`)).toEqual([
      `GET /api/admin/service-requests/7/invoices`,
      `GET /api/admin/service-requests/7/quote/lines`,
    ]);
  });

  it('leaves the rate empty when the request has no quote', async () => {
    stubNetwork({ [INVOICES]: { status: 200, body: { invoices: [] } } });
    renderWithApp(<InvoiceEditorDialog request={{ ...REQUEST, estimatedQuote: null }} onClose={() => {}} />);
    await screen.findByRole('group', { name: 'Line 1' });
    expect(shownLines()).toEqual([['linehaul', 'Detroit, MI to Chicago, IL', '1', 'flat', '', '—']]);
    expect(total()).toBe("Total: complete each line's quantity and rate");
  });
});

describe('editing the lines', () => {
  it("previews each line's amount and the total with the server's rounding rule as staff type", async () => {
    stubNetwork({ [INVOICES]: { status: 200, body: { invoices: [] } } });
    const { user } = renderWithApp(<InvoiceEditorDialog request={REQUEST} onClose={() => {}} />);
    await screen.findByRole('group', { name: 'Line 1' });

    await user.clear(lineGroup(1).getByLabelText('Quantity'));
    await user.type(lineGroup(1).getByLabelText('Quantity'), '812');
    await user.selectOptions(lineGroup(1).getByLabelText('Unit'), 'miles');
    await user.clear(lineGroup(1).getByLabelText('Rate (USD)'));
    await user.type(lineGroup(1).getByLabelText('Rate (USD)'), '2.15');
    expect(shownLines()[0]?.[5]).toBe('$1,745.80');

    await user.click(screen.getByRole('button', { name: 'Add line' }));
    expect(total()).toBe("Total: complete each line's quantity and rate");
    await user.selectOptions(lineGroup(2).getByLabelText('Kind'), 'fuel_surcharge');
    await user.clear(lineGroup(2).getByLabelText('Quantity'));
    await user.type(lineGroup(2).getByLabelText('Quantity'), '812');
    await user.type(lineGroup(2).getByLabelText('Rate (USD)'), '0.415');
    // 812 x 0.415 = 336.98 exactly; 1.5 x 33.33 = 49.995 rounds half up to 50.00.
    expect(shownLines()[1]?.[5]).toBe('$336.98');
    expect(total()).toBe('Total: $2,082.78');

    await user.click(screen.getByRole('button', { name: 'Add line' }));
    await user.clear(lineGroup(3).getByLabelText('Quantity'));
    await user.type(lineGroup(3).getByLabelText('Quantity'), '1.5');
    await user.type(lineGroup(3).getByLabelText('Rate (USD)'), '33.33');
    expect(shownLines()[2]?.[5]).toBe('$50.00');
    expect(total()).toBe('Total: $2,132.78');
  });

  it('adds, removes and reorders lines, keeping the focus on the control that moved', async () => {
    stubNetwork({ [INVOICES]: { status: 200, body: { invoices: [] } } });
    const { user } = renderWithApp(<InvoiceEditorDialog request={REQUEST} onClose={() => {}} />);
    await screen.findByRole('group', { name: 'Line 1' });

    await user.click(screen.getByRole('button', { name: 'Add line' }));
    // The new line's first control takes the focus: typing goes on from there.
    expect(document.activeElement).toBe(lineGroup(2).getByLabelText('Kind'));
    await user.type(lineGroup(2).getByLabelText('Description'), 'Liftgate at delivery');
    await user.click(screen.getByRole('button', { name: 'Add line' }));
    await user.type(lineGroup(3).getByLabelText('Description'), 'Extra stop in Gary');
    const descriptions = () => shownLines().map((shown) => shown[1]);
    expect(descriptions()).toEqual(['Detroit, MI to Chicago, IL', 'Liftgate at delivery', 'Extra stop in Gary']);

    await user.click(screen.getByRole('button', { name: 'Move line 3 up' }));
    expect(descriptions()).toEqual(['Detroit, MI to Chicago, IL', 'Extra stop in Gary', 'Liftgate at delivery']);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Move line 2 up' }));
    // By keyboard: Enter on the focused button moves the line again; at the top the focus goes to "down".
    await user.keyboard('{Enter}');
    expect(descriptions()).toEqual(['Extra stop in Gary', 'Detroit, MI to Chicago, IL', 'Liftgate at delivery']);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Move line 1 down' }));
    expect(screen.getByRole('button', { name: 'Move line 1 up' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('button', { name: 'Move line 3 down' }).hasAttribute('disabled')).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Move line 2 down' }));
    expect(descriptions()).toEqual(['Extra stop in Gary', 'Liftgate at delivery', 'Detroit, MI to Chicago, IL']);

    await user.click(screen.getByRole('button', { name: 'Remove line 1' }));
    expect(descriptions()).toEqual(['Liftgate at delivery', 'Detroit, MI to Chicago, IL']);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Remove line 1' }));
    await user.click(screen.getByRole('button', { name: 'Remove line 2' }));
    await user.click(screen.getByRole('button', { name: 'Remove line 1' }));
    expect(shownLines()).toEqual([]);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Add line' }));
  });
});

describe('saving', () => {
  it('sends the kind, words, quantity, unit and rate of each line in order, never an amount or a total', async () => {
    const linehaul = LINEHAUL();
    const saved = invoiceDoc({ lines: [linehaul, { ...FUEL(), position: 2 }], total: '2082.78' });
    let invoices: InvoiceDocument[] = [invoiceDoc({ lines: [linehaul], total: '1745.80' })];
    const network = stubNetwork({
      [INVOICES]: () => ({ status: 200, body: { invoices } }),
      [SAVE]: () => {
        invoices = [saved];
        return { status: 200, body: saved };
      },
    });
    const { user } = renderWithApp(<InvoiceEditorDialog request={REQUEST} onClose={() => {}} />);
    await screen.findByRole('group', { name: 'Line 1' });
    expect(shownLines()).toEqual([['linehaul', 'Detroit, MI to Chicago, IL', '812', 'miles', '2.15', '$1,745.80']]);
    expect(screen.getByRole('button', { name: 'Save' }).hasAttribute('disabled')).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Add line' }));
    await user.selectOptions(lineGroup(2).getByLabelText('Kind'), 'fuel_surcharge');
    await user.type(lineGroup(2).getByLabelText('Description'), '  Diesel $3.859 ');
    await user.clear(lineGroup(2).getByLabelText('Quantity'));
    await user.type(lineGroup(2).getByLabelText('Quantity'), '812.000');
    await user.selectOptions(lineGroup(2).getByLabelText('Unit'), 'miles');
    await user.type(lineGroup(2).getByLabelText('Rate (USD)'), '0.4150');
    expect(screen.getByText('Save your changes before sending.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await vi.waitFor(() => expect(network.requestsTo(SAVE)).toHaveLength(1));
    const [request] = network.requestsTo(SAVE) as [RecordedRequest];
    expect(request.body).toEqual({
      lines: [
        { id: linehaul.id, kind: 'linehaul', description: 'Detroit, MI to Chicago, IL', quantity: '812', unit: 'miles', rate: '2.15' },
        { kind: 'fuel_surcharge', description: 'Diesel $3.859', quantity: '812', unit: 'miles', rate: '0.415' },
      ],
    });
    expect(JSON.stringify(request.body)).not.toMatch(/amount|total/);

    // Saved: the server's total, and the draft may now be sent and seen as a PDF.
    await vi.waitFor(() => expect(screen.getByRole('status').textContent).toBe('Draft saved: the server priced 2 lines, total $2,082.78.'));
    expect(screen.getByRole('button', { name: 'Save' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('button', { name: 'Send invoice' }).hasAttribute('disabled')).toBe(false);
    expect(screen.getByRole('link', { name: 'See the PDF' }).getAttribute('href')).toBe('/api/admin/service-requests/7/invoice/draft.pdf');
    expect(shownLines().map((shown) => shown[1])).toEqual(['Detroit, MI to Chicago, IL', 'Diesel $3.859']);
  });

  it("shows the server's refusal of a field on its line, tied to the field, and its other refusals above the lines", async () => {
    let refusal = 0;
    const network = stubNetwork({
      [INVOICES]: { status: 200, body: { invoices: [] } },
      [SAVE]: () =>
        (refusal += 1) === 1
          ? {
              status: 400,
              body: apiError(
                'Bad Request',
                {
                  code: 'api.invalidInput',
                  message:
                    'Please correct these fields: lines.1.rate: Enter the rate as a number with at most 4 decimals, like 2.15 or 0.415',
                },
                {
                  fieldErrors: { 'lines.1.rate': 'Enter the rate as a number with at most 4 decimals, like 2.15 or 0.415' },
                  fieldErrorCodes: { 'lines.1.rate': { code: 'api.invalidInput' } },
                },
              ),
            }
          : {
              status: 400,
              body: apiError('Bad Request', {
                code: 'api.invalidInput',
                message: 'Line 2 comes to less than half a cent: raise its quantity or rate, or remove it.',
              }),
            },
    });
    const { user } = renderWithApp(<InvoiceEditorDialog request={REQUEST} onClose={() => {}} />);
    await screen.findByRole('group', { name: 'Line 1' });
    await user.click(screen.getByRole('button', { name: 'Add line' }));
    await user.type(lineGroup(2).getByLabelText('Description'), 'Scale fee');
    await user.type(lineGroup(2).getByLabelText('Rate (USD)'), '0.001');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await vi.waitFor(() =>
      expect(invalidFields()).toEqual(['Line 2 / Rate (USD): Enter the rate as a number with at most 4 decimals, like 2.15 or 0.415']),
    );
    expect(screen.getByRole('alert').textContent).toBe(MARKED_LINES);
    expect(document.activeElement).toBe(lineGroup(2).getByLabelText('Rate (USD)'));
    // Changing the field clears its message; the server decides again on the next save.
    await user.type(lineGroup(2).getByLabelText('Rate (USD)'), '{Backspace}4');
    expect(invalidFields()).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(
        'Line 2 comes to less than half a cent: raise its quantity or rate, or remove it.',
      ),
    );
    expect(network.requestsTo(SAVE)).toHaveLength(2);
  });

  it('checks each line with the shared schema first: a line without words is marked and nothing is sent', async () => {
    const network = stubNetwork({ [INVOICES]: { status: 200, body: { invoices: [] } } });
    const { user } = renderWithApp(<InvoiceEditorDialog request={REQUEST} onClose={() => {}} />);
    await screen.findByRole('group', { name: 'Line 1' });
    await user.click(screen.getByRole('button', { name: 'Add line' }));
    await user.type(lineGroup(2).getByLabelText('Rate (USD)'), '1,5');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    const marked = invalidFields();
    expect(marked.map((field) => field.split(':')[0])).toEqual(['Line 2 / Description', 'Line 2 / Rate (USD)']);
    expect(marked[1]).toContain('Enter the rate as a number with at most 4 decimals');
    expect(document.activeElement).toBe(lineGroup(2).getByLabelText('Description'));
    expect(network.requestsTo(SAVE)).toEqual([]);
  });
});

describe('sending', () => {
  it("asks first, sends the saved draft, closes and says what the spec's Invoice dialog says", async () => {
    const network = stubNetwork({
      [INVOICES]: { status: 200, body: { invoices: [invoiceDoc({ lines: [LINEHAUL(), { ...FUEL(), position: 2 }], total: '2082.78' })] } },
      [SEND]: { status: 200, body: { id: 7, finalAmount: '2082.78', invoiceNumber: 'INV-2026-000123' } },
    });
    const { user } = renderWithApp(<ClosableEditor />);
    await screen.findByRole('group', { name: 'Line 1' });

    await user.click(screen.getByRole('button', { name: 'Send invoice' }));
    const confirm = within(await screen.findByRole('alertdialog', { name: 'Send this invoice?' }));
    expect(confirm.getByText('$2,082.78')).toBeTruthy();
    expect(network.requestsTo(SEND)).toEqual([]);
    await user.click(confirm.getByRole('button', { name: 'Send invoice of $2,082.78' }));

    await vi.waitFor(() =>
      expect(shownToasts()).toEqual([['Invoice sent successfully', 'Customer will receive payment instructions via email']]),
    );
    expect(screen.getByText('Editor closed')).toBeTruthy();
    expect(network.requestsTo(SEND)).toHaveLength(1);
    expect(network.requestsTo(SEND)[0]?.body).toBeUndefined();
  });

  it("keeps the server's refusal in the confirmation, where the admin can read it", async () => {
    stubNetwork({
      [INVOICES]: { status: 200, body: { invoices: [invoiceDoc({ lines: [LINEHAUL()], total: '1745.80' })] } },
      [SEND]: {
        status: 409,
        body: apiError('Conflict', {
          code: 'api.conflict',
          message: 'Request SR-2026-0412-8831-0042 already has an invoice of 1745.80 USD.',
        }),
      },
    });
    const { user } = renderWithApp(<InvoiceEditorDialog request={REQUEST} onClose={() => {}} />);
    await screen.findByRole('group', { name: 'Line 1' });
    await user.click(screen.getByRole('button', { name: 'Send invoice' }));
    await user.click(await screen.findByRole('button', { name: 'Send invoice of $1,745.80' }));
    const confirm = within(screen.getByRole('alertdialog'));
    expect((await confirm.findByRole('alert')).textContent).toBe('Request SR-2026-0412-8831-0042 already has an invoice of 1745.80 USD.');
    expect(shownToasts()).toEqual([]);
  });
});

describe('a sent invoice', () => {
  it('shows its number, lines and total, read only, and says it cannot change', async () => {
    stubNetwork({
      [INVOICES]: {
        status: 200,
        body: {
          invoices: [
            invoiceDoc({
              state: 'sent',
              number: 'INV-2026-000123',
              sentAt: '2026-04-12T15:30:00.000Z',
              lines: [LINEHAUL(), { ...FUEL(), position: 2 }],
              total: '2082.78',
            }),
          ],
        },
      },
      'GET /api/admin/service-requests/7/invoice/credit-notes': { status: 200, body: { creditNotes: [] } },
    });
    renderWithApp(<InvoiceEditorDialog request={REQUEST} onClose={() => {}} />);
    expect(await screen.findByText(SENT_CANNOT_CHANGE)).toBeTruthy();
    expect(screen.getByRole('heading', { name: /^Invoice INV-2026-000123/ })).toBeTruthy();
    const lines = within(screen.getByRole('list', { name: 'Lines of invoice INV-2026-000123' })).getAllByRole('listitem');
    expect(lines.map((item) => item.textContent)).toEqual([
      'Linehaul$1,745.80Detroit, MI to Chicago, IL812 miles × $2.15',
      'Fuel surcharge$336.98Diesel $3.859812 miles × $0.415',
    ]);
    expect(screen.getByText('$2,082.78')).toBeTruthy();
    expect(screen.queryAllByRole('textbox')).toEqual([]);
    expect(screen.queryByRole('button', { name: /^(Save|Add line|Send invoice)$/ })).toBeNull();
    expect(screen.getByRole('link', { name: 'Invoice PDF' }).getAttribute('href')).toBe('/api/admin/service-requests/7/invoice.pdf');
    await expectNoAxeViolations('a sent invoice');
  });
});

describe('proposed and waived lines', () => {
  it('are listed apart with their evidence, are not billed, and hold sending back until decided', async () => {
    const proposal = line({
      kind: 'detention',
      description: 'Detention at pickup',
      quantity: '1.250',
      unit: 'hours',
      rate: '75.0000',
      amount: '93.75',
      state: 'proposed',
      source: 'detention',
      evidence: {
        stop: 'pickup',
        arrivedAt: '2026-04-11T13:00:00.000Z',
        departedAt: '2026-04-11T16:15:00.000Z',
        freeMinutes: 120,
        billedMinutes: 75,
        driverFirstName: 'Ana',
        location: 'Detroit, MI',
      },
    });
    const waived = line({
      kind: 'lumper',
      description: 'Lumper receipt',
      quantity: '1.000',
      unit: 'flat',
      rate: '40.0000',
      amount: '40.00',
      state: 'waived',
      source: 'driver_receipt',
      waiveReason: 'Shipper paid the lumper',
    });
    stubNetwork({
      [INVOICES]: { status: 200, body: { invoices: [invoiceDoc({ lines: [LINEHAUL(), proposal, waived], total: '1745.80' })] } },
    });
    renderWithApp(<InvoiceEditorDialog request={REQUEST} onClose={() => {}} />);
    await screen.findByRole('group', { name: 'Line 1' });

    // Only the billed line is editable; the total is the billed lines'.
    expect(shownLines().map((shown) => shown[1])).toEqual(['Detroit, MI to Chicago, IL']);
    expect(total()).toBe('Total: $1,745.80');
    // A proposal is decided here (Approve, Waive), with the evidence it rests on.
    const proposed = screen.getByRole('listitem', { name: 'Detention at pickup' });
    expect(within(proposed).getByRole('button', { name: 'Approve: Detention at pickup' })).toBeTruthy();
    expect(within(proposed).getByRole('button', { name: 'Waive: Detention at pickup' })).toBeTruthy();
    expect(proposed.textContent).toContain('Free time2 h');
    expect(proposed.textContent).toContain('Billed time1 h 15 min');
    expect(proposed.textContent).toContain('DriverAna');
    expect(proposed.textContent).toContain('PlaceDetroit, MI');
    // A waived line is listed read only, with its reason.
    const [waivedItem] = within(screen.getByRole('list', { name: 'Proposed and waived lines' })).getAllByRole('listitem');
    expect(waivedItem?.textContent).toContain('Reason: Shipper paid the lumper');
    expect(screen.getByText('Approve or waive each proposed line before sending.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Send invoice' }).hasAttribute('disabled')).toBe(true);
  });
});

describe('accessibility', () => {
  it('a new draft, and a draft with errors on its lines, have no axe violations', async () => {
    stubNetwork({ [INVOICES]: { status: 200, body: { invoices: [] } } });
    const { user } = renderWithApp(<InvoiceEditorDialog request={REQUEST} onClose={() => {}} />);
    await screen.findByRole('group', { name: 'Line 1' });
    await expectNoAxeViolations('a new draft');

    await user.click(screen.getByRole('button', { name: 'Add line' }));
    await user.type(lineGroup(2).getByLabelText('Rate (USD)'), 'abc');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(invalidFields()).toHaveLength(2);
    await expectNoAxeViolations('a draft with errors');
  });

  it('says when the invoices cannot be loaded', async () => {
    stubNetwork({
      [INVOICES]: { status: 403, body: apiError('Forbidden', { code: 'api.forbidden', message: 'Your role cannot do this.' }) },
    });
    renderWithApp(<InvoiceEditorDialog request={REQUEST} onClose={() => {}} />);
    expect((await screen.findByRole('alert')).textContent).toBe('Your role cannot do this.');
    expect(screen.getByText("Could not load this request's invoices.")).toBeTruthy();
  });
});
