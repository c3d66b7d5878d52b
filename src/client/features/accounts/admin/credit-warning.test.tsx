// The credit check under a quote's or an invoice's amount (decision 072): once a readable amount is
// typed, the server's figures for the request's account; a warning (read out at once) past the
// limit, a quiet line within it, and nothing for a one-off customer or an amount it cannot read.
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CreditCheck } from '@shared/accounts/account-schemas';
import { stubNetwork } from '@/test-support/fake-network';
import { renderWithApp } from '@/test-support/render';
import { CreditWarning } from './credit-warning';

const ACCOUNT = { id: 3, name: 'Limited Credit LLC' };

function check(adding: string): CreditCheck {
  const after = (75000 + Math.round(Number(adding) * 100)) / 100;
  return {
    account: ACCOUNT,
    creditLimit: '1000.00',
    openBalance: '750.00',
    adding,
    balanceAfter: after.toFixed(2),
    exceedsLimit: after > 1000,
  };
}

afterEach(() => vi.unstubAllGlobals());

function renderWarning(amount: string, answer: (adding: string) => CreditCheck = check) {
  const network = stubNetwork({
    'GET /api/admin/service-requests/12/credit': (request) => ({
      status: 200,
      body: answer(new URL(request.url, 'http://x').searchParams.get('adding') ?? ''),
    }),
  });
  return { ...renderWithApp(<CreditWarning requestId={12} amount={amount} />), network };
}

describe('the credit check', () => {
  it("warns when the amount takes the account past its limit, with the server's figures", async () => {
    const { network } = renderWarning('$400');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(
      "Over Limited Credit LLC's credit limit: it owes $750.00 on other invoices, $1,150.00 with this one, against a limit of $1,000.00.",
    );
    expect(network.requestsTo('GET /api/admin/service-requests/12/credit').map((request) => request.url)).toEqual([
      '/api/admin/service-requests/12/credit?adding=400.00',
    ]);
  });

  it('says quietly what the account owes when it stays within its limit', async () => {
    renderWarning('250');
    await screen.findByText('Limited Credit LLC owes $750.00 on other invoices, $1,000.00 with this one, within its limit of $1,000.00.');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('asks nothing for an amount it cannot read, and says nothing for a one-off customer', async () => {
    vi.useFakeTimers();
    try {
      const unreadable = renderWarning('2,50');
      // Well past the typing pause: an amount it cannot read is never sent.
      act(() => {
        vi.advanceTimersByTime(5_000);
      });
      expect(unreadable.network.requests).toEqual([]);
      unreadable.unmount();
    } finally {
      vi.useRealTimers();
    }

    const oneOff = renderWarning('500', (adding) => ({ ...check(adding), account: null, creditLimit: null, exceedsLimit: false }));
    await waitFor(() => expect(oneOff.network.requests).toHaveLength(1));
    expect(oneOff.container.textContent).toBe('');
  });
});
