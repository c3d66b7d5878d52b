// A request's Payments section says where its invoice stands before listing the payments
// (decision 073): total, credits, paid so far and the balance, from the server's answer.
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubNetwork } from '@/test-support/fake-network';
import { renderWithApp } from '@/test-support/render';
import { RequestPayments } from './request-payments';

afterEach(() => vi.unstubAllGlobals());

describe("a request's payments", () => {
  it('leads with the invoice total, credits, paid so far and the balance', async () => {
    stubNetwork({
      'GET /api/admin/service-requests/7/payments': {
        status: 200,
        body: { items: [], invoice: { total: '1000.00', credited: '200.00', paid: '700.00', balance: '100.00' } },
      },
    });
    renderWithApp(<RequestPayments requestId={7} />);
    const standing = await screen.findByLabelText('Invoice balance');
    const pairs = within(standing)
      .getAllByRole('term')
      .map((term) => `${term.textContent} ${term.nextElementSibling?.textContent}`);
    expect(pairs).toEqual(['Invoice total $1,000.00', 'Credited $200.00', 'Paid so far $700.00', 'Balance $100.00']);
    expect(screen.getByText('No payments recorded for this request.')).toBeTruthy();
  });
});
