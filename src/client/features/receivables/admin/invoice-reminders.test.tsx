// A request's payment reminders on its view, from the server's answer alone: each one's day, the
// balance it asked for, when and to whom; a sent invoice with none says so.
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { invoiceRemindersSchema, type InvoiceReminders as Answer } from '@shared/receivables/invoice-reminders';
import { stubNetwork } from '@/test-support/fake-network';
import { renderWithApp } from '@/test-support/render';
import { InvoiceReminders } from './invoice-reminders';

const URL = 'GET /api/admin/service-requests/7/invoice/reminders';
const CONTACTS = ['ap@acme.example', 'controller@acme.example'];

// Parsed by the shared schema: an answer the server could give.
const answer = (reminders: Answer['reminders']): Answer => invoiceRemindersSchema.parse({ reminders });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("a request's payment reminders", () => {
  it('list each reminder: its day, final notice, the balance asked, the invoice and who got it', async () => {
    stubNetwork({
      [URL]: {
        status: 200,
        body: answer([
          {
            invoiceNumber: 'INV-2027-000001',
            offsetDays: -3,
            finalNotice: false,
            balance: '1250.00',
            recipients: CONTACTS,
            sentAt: '2027-01-28T06:00:00.000Z',
          },
          {
            invoiceNumber: 'INV-2027-000001',
            offsetDays: 1,
            finalNotice: false,
            balance: '500.00',
            recipients: CONTACTS,
            sentAt: '2027-02-01T06:00:00.000Z',
          },
          {
            invoiceNumber: 'INV-2027-000001',
            offsetDays: 30,
            finalNotice: true,
            balance: '500.00',
            recipients: CONTACTS,
            sentAt: '2027-03-02T06:00:00.000Z',
          },
        ]),
      },
    });
    renderWithApp(<InvoiceReminders requestId={7} />);

    const list = await screen.findByRole('list', { name: 'Payment reminders' });
    const items = within(list)
      .getAllByRole('listitem')
      .map((item) => item.textContent ?? '');
    expect(items).toHaveLength(3);
    expect(items[0]).toContain('3 days before due · $1,250.00 asked');
    expect(items[1]).toContain('1 day overdue · $500.00 asked');
    expect(items[2]).toContain('30 days overdue, final notice · $500.00 asked');
    for (const item of items) expect(item).toContain('INV-2027-000001 · to ap@acme.example, controller@acme.example');
    expect(items[0]).toMatch(/2027/);
  });

  it('say when none was sent yet', async () => {
    stubNetwork({ [URL]: { status: 200, body: answer([]) } });
    renderWithApp(<InvoiceReminders requestId={7} />);
    expect(await screen.findByText('No reminder sent yet.')).toBeTruthy();
  });

  it('say so when they cannot be loaded', async () => {
    stubNetwork({
      [URL]: { status: 500, body: { error: 'Internal Server Error', code: 'api.status.500', message: 'Something went wrong.' } },
    });
    renderWithApp(<InvoiceReminders requestId={7} />);
    expect((await screen.findByRole('alert')).textContent).toContain('Could not load the reminders');
  });
});
