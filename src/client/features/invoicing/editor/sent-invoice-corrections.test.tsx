// Correcting a sent invoice in the back office (decision 069): its credit notes are listed with
// number, amount, reason, who, when and PDF, and the balance after them; "Issue credit note" sends
// an amount and a reason only and shows the server's refusal; "Void and re-issue" asks why, names
// the invoice on its button, and shows a refusal too; axe finds nothing to fix.
import { screen, within } from '@testing-library/react';
import axe from 'axe-core';
import { describe, expect, it, vi } from 'vitest';
import { stubNetwork } from '@/test-support/fake-network';
import { renderWithApp } from '@/test-support/render';
import { shownToasts } from '@/test-support/toasts';
import type { CreditNote } from '@shared/invoicing/credit-notes';
import { invoiceDocumentSchema, type InvoiceDocument } from '@shared/invoicing/invoice-line-schemas';
import { CREDIT_AMOUNT_ERROR, CREDIT_REASON_ERROR } from './credit-note-dialog';
import { SentInvoiceView } from './sent-invoice-view';
import { VOID_REASON_ERROR } from './void-invoice-dialog';

const CREDIT_NOTES = 'GET /api/admin/service-requests/7/invoice/credit-notes';
const ISSUE = 'POST /api/admin/service-requests/7/invoice/credit-notes';
const VOID = 'POST /api/admin/service-requests/7/invoice/void';

const INVOICE: InvoiceDocument = invoiceDocumentSchema.parse({
  id: 40,
  state: 'sent',
  number: 'INV-2026-000123',
  sentAt: '2026-04-12T15:30:00.000Z',
  total: '2082.78',
  lines: [
    {
      id: 1,
      position: 1,
      kind: 'linehaul',
      description: 'Detroit, MI to Chicago, IL',
      quantity: '812',
      unit: 'miles',
      rate: '2.15',
      amount: '1745.80',
      state: 'approved',
      source: 'staff',
      evidence: null,
      waiveReason: null,
      decidedBy: null,
      decidedAt: null,
    },
  ],
});

const NOTE: CreditNote = {
  id: 9,
  invoiceId: 40,
  invoiceNumber: 'INV-2026-000123',
  number: 'CN-2026-000004',
  amount: '82.78',
  reason: 'Fuel surcharge corrected',
  createdBy: 'accounting',
  createdAt: '2026-04-13T16:00:00.000Z',
};

/** `root`: the open dialog, when one is (Radix hides the page behind it from assistive technology, as it should). */
async function expectNoAxeViolations(state: string, root: Element = document.body) {
  // As the editor's tests do: contrast needs a real browser's layout; Radix's focus guards pass in one.
  const context = { include: [root], exclude: ['[data-radix-focus-guard]'] };
  const results = await axe.run(context, {
    runOnly: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'],
    rules: { 'color-contrast': { enabled: false } },
  });
  expect(results.violations.map((violation) => `${state}: ${violation.id}`)).toEqual([]);
}

describe('the credit notes of a sent invoice', () => {
  it('are listed with number, amount, reason, who, when and PDF, and the balance after them', async () => {
    stubNetwork({ [CREDIT_NOTES]: { status: 200, body: { creditNotes: [NOTE] } } });
    renderWithApp(<SentInvoiceView requestId={7} invoice={INVOICE} />);
    const list = await screen.findByRole('list', { name: 'Credit notes' });
    const [item] = within(list).getAllByRole('listitem');
    expect(item?.textContent).toContain('CN-2026-000004');
    expect(item?.textContent).toContain('-$82.78');
    expect(item?.textContent).toContain('Fuel surcharge corrected');
    expect(item?.textContent).toContain('accounting');
    expect(within(item!).getByRole('link', { name: 'PDF of credit note CN-2026-000004' }).getAttribute('href')).toBe(
      '/api/admin/credit-notes/9.pdf',
    );
    expect(screen.getByText('Balance after credit notes').nextSibling?.textContent).toBe('$2,000.00');
    await expectNoAxeViolations('credit notes');
  });
});

describe('Issue credit note', () => {
  it('checks the amount and the reason in the browser, then sends only those and says it was issued', async () => {
    const network = stubNetwork({
      [CREDIT_NOTES]: { status: 200, body: { creditNotes: [] } },
      [ISSUE]: { status: 200, body: NOTE },
    });
    const { user } = renderWithApp(<SentInvoiceView requestId={7} invoice={INVOICE} />);
    await user.click(await screen.findByRole('button', { name: 'Issue credit note' }));
    const dialog = await screen.findByRole('dialog', { name: 'Issue a credit note on INV-2026-000123?' });
    expect(dialog.textContent).toContain('now $2,082.78');
    await user.type(within(dialog).getByLabelText('Amount (USD)'), '2,50');
    await user.click(within(dialog).getByRole('button', { name: 'Issue credit note' }));
    expect(within(dialog).getByText(CREDIT_AMOUNT_ERROR)).toBeTruthy();
    expect(within(dialog).getByText(CREDIT_REASON_ERROR)).toBeTruthy();
    expect(network.requests.filter((request) => request.method === 'POST')).toEqual([]);
    await expectNoAxeViolations('the credit note form with its errors', dialog);

    await user.clear(within(dialog).getByLabelText('Amount (USD)'));
    await user.type(within(dialog).getByLabelText('Amount (USD)'), '82.78');
    await user.type(within(dialog).getByLabelText('Reason (the customer reads it)'), 'Fuel surcharge corrected');
    await user.click(within(dialog).getByRole('button', { name: 'Issue credit note' }));
    await vi.waitFor(() =>
      expect(shownToasts()).toEqual([
        ['Credit note CN-2026-000004 issued', 'The customer is e-mailed the credit note and the new amount due.'],
      ]),
    );
    expect(network.requests.filter((request) => request.method === 'POST').map((request) => request.body)).toEqual([
      { amount: '82.78', reason: 'Fuel surcharge corrected' },
    ]);
  });

  it("shows the server's refusal in the dialog", async () => {
    stubNetwork({
      [CREDIT_NOTES]: { status: 200, body: { creditNotes: [] } },
      [ISSUE]: {
        status: 409,
        body: {
          error: 'Conflict',
          message: 'Invoice INV-2026-000123 is paid: money already received is corrected by a refund (Payments), not by a credit note.',
        },
      },
    });
    const { user } = renderWithApp(<SentInvoiceView requestId={7} invoice={INVOICE} />);
    await user.click(await screen.findByRole('button', { name: 'Issue credit note' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('Amount (USD)'), '10');
    await user.type(within(dialog).getByLabelText('Reason (the customer reads it)'), 'Late');
    await user.click(within(dialog).getByRole('button', { name: 'Issue credit note' }));
    expect((await within(dialog).findByRole('alert')).textContent).toContain('corrected by a refund');
  });
});

describe('Void and re-issue', () => {
  it('asks why, names the invoice on its button, and sends the reason only', async () => {
    const network = stubNetwork({
      [CREDIT_NOTES]: { status: 200, body: { creditNotes: [] } },
      [VOID]: { status: 200, body: {} },
    });
    const { user } = renderWithApp(<SentInvoiceView requestId={7} invoice={INVOICE} />);
    await user.click(await screen.findByRole('button', { name: 'Void and re-issue' }));
    const dialog = await screen.findByRole('dialog', { name: 'Void invoice INV-2026-000123?' });
    expect(dialog.textContent).toContain('a corrected invoice follows');
    const confirm = within(dialog).getByRole('button', { name: 'Void INV-2026-000123 and re-issue' });
    await user.click(confirm);
    expect(within(dialog).getByText(VOID_REASON_ERROR)).toBeTruthy();
    expect(network.requests.filter((request) => request.method === 'POST')).toEqual([]);

    await user.type(within(dialog).getByLabelText('Reason'), 'Wrong pickup address');
    await user.click(confirm);
    await vi.waitFor(() =>
      expect(shownToasts()).toEqual([
        ['Invoice INV-2026-000123 voided', 'Its lines are a new draft: correct them and send the new invoice.'],
      ]),
    );
    expect(network.requests.filter((request) => request.method === 'POST').map((request) => request.body)).toEqual([
      { reason: 'Wrong pickup address' },
    ]);
  });

  it("shows the server's refusal in the dialog", async () => {
    stubNetwork({
      [CREDIT_NOTES]: { status: 200, body: { creditNotes: [] } },
      [VOID]: {
        status: 409,
        body: {
          error: 'Conflict',
          message: 'A payment of invoice INV-2026-000123 is on its way: wait until it is confirmed or fails before voiding it.',
        },
      },
    });
    const { user } = renderWithApp(<SentInvoiceView requestId={7} invoice={INVOICE} />);
    await user.click(await screen.findByRole('button', { name: 'Void and re-issue' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('Reason'), 'Wrong address');
    await user.click(within(dialog).getByRole('button', { name: 'Void INV-2026-000123 and re-issue' }));
    expect((await within(dialog).findByRole('alert')).textContent).toContain('is on its way');
  });
});
