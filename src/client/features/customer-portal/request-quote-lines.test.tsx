// The customer's quote as lines (decision 070): a quote of several lines shows each charge with
// its arithmetic and the total, in English and in Spanish; a quote of one line (the Quote
// dialog's all-in amount) shows only the amount, as before.
import '@/test-support/company-profile';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PortalRequestDetail } from '@shared/customer-portal/customer-portal';
import { stubNetwork } from '@/test-support/fake-network';
import { inLanguage } from '@/test-support/i18n';
import { renderWithApp } from '@/test-support/render';
import { PortalRequestPage } from './request-page';
import { DETAIL_ROUTE, detail, REFERENCE_ID } from './test-support/portal-detail';

afterEach(() => {
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

const LINES = [
  { kind: 'linehaul', description: 'Detroit, MI to Chicago, IL', quantity: '283.000', unit: 'miles', rate: '2.1500', amount: '608.45' },
  {
    kind: 'fuel_surcharge',
    description: 'Fuel surcharge: diesel $3.859 (week of 2026-11-30), schedule from 2026-01-01',
    quantity: '283.000',
    unit: 'miles',
    rate: '0.5300',
    amount: '149.99',
  },
  { kind: 'liftgate', description: 'Liftgate at delivery', quantity: '1.000', unit: 'flat', rate: '75.0000', amount: '75.00' },
] satisfies NonNullable<PortalRequestDetail['quote']>['lines'];

function openPage(quote: Partial<NonNullable<PortalRequestDetail['quote']>>) {
  window.history.replaceState(null, '', `/account/request?ref=${REFERENCE_ID}`);
  const body = detail({ quote: { ...detail().quote!, ...quote } });
  stubNetwork({ [DETAIL_ROUTE]: { status: 200, body } });
  renderWithApp(<PortalRequestPage renderTimeline={() => null} startRequestFrom={() => '/service-request'} />);
}

describe("the customer's quote lines", () => {
  it('lists each charge with its arithmetic and the total, in English', async () => {
    openPage({ amount: '833.44', lines: LINES });
    const table = await screen.findByRole('table', { name: 'What the quote is made of' });
    const text = table.textContent ?? '';
    expect(text).toContain('Linehaul');
    expect(text).toContain('Fuel surcharge: diesel $3.859 (week of 2026-11-30)');
    expect(text).toContain('$608.45');
    expect(text).toContain('$149.99');
    expect(text).toContain('$75.00');
    expect(within(table).getByRole('rowheader').parentElement?.textContent).toContain('$833.44');
  });

  it('lists them in Spanish', async () => {
    inLanguage('es');
    openPage({ amount: '833.44', lines: LINES });
    const table = await screen.findByRole('table', { name: 'De qué se compone la cotización' });
    expect(table.textContent).toContain('Flete');
    expect(table.textContent).toContain('millas');
  });

  it('shows a one-line quote as its amount only', async () => {
    openPage({ lines: [LINES[0]!] });
    await screen.findByRole('region', { name: 'Quote' });
    expect(screen.queryByRole('table', { name: 'What the quote is made of' })).toBeNull();
  });
});
