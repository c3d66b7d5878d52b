// The office sees a driver's receipt beside the line it proposed (issue 37): what was paid, by
// whom, when, and a "View receipt" link to its photo; a detention line has no such link.
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { InvoiceLine } from '@shared/invoicing/invoice-line-schemas';
import { renderWithApp } from '@/test-support/render';
import { ProposedLines } from './proposed-lines';

const base: Omit<InvoiceLine, 'id' | 'kind' | 'description' | 'rate' | 'amount' | 'source' | 'evidence' | 'unit' | 'quantity'> = {
  position: 1,
  state: 'proposed',
  waiveReason: null,
  decidedBy: null,
  decidedAt: null,
};

const receiptLine: InvoiceLine = {
  ...base,
  id: 31,
  kind: 'lumper',
  description: 'Lumper receipt $180.00 + $25.00 fee',
  quantity: '1',
  unit: 'flat',
  rate: '205',
  amount: '205.00',
  source: 'driver_receipt',
  evidence: { receiptId: 9, receiptAmount: '180.00', driverFirstName: 'Maria', recordedAt: '2026-11-24T15:05:00.000Z' },
};

const detentionLine: InvoiceLine = {
  ...base,
  id: 32,
  position: 2,
  kind: 'detention',
  description: 'Detention at pickup: 2 h over 2 h free',
  quantity: '2',
  unit: 'hours',
  rate: '75',
  amount: '150.00',
  source: 'detention',
  evidence: { arrivedAt: '2026-11-24T13:00:00.000Z', departedAt: '2026-11-24T17:00:00.000Z', driverFirstName: 'Maria' },
};

describe("a driver's receipt among the proposed lines", () => {
  it('shows what was paid and links to the photo under the request, in a new tab', () => {
    renderWithApp(<ProposedLines requestId={42} lines={[receiptLine, detentionLine]} onChanged={() => {}} />);
    const receipt = screen.getByRole('listitem', { name: receiptLine.description });
    expect(within(receipt).getByText('$180.00')).toBeDefined();
    expect(within(receipt).getByText('Maria')).toBeDefined();
    expect(within(receipt).getByText('Receipt taken')).toBeDefined();
    const link = within(receipt).getByRole('link', { name: 'View receipt' });
    expect(link.getAttribute('href')).toBe('/api/admin/service-requests/42/receipts/9/photo');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
    // Approve and Waive work for it as for any proposed line.
    expect(within(receipt).getByRole('button', { name: `Approve: ${receiptLine.description}` })).toBeDefined();

    const detention = screen.getByRole('listitem', { name: detentionLine.description });
    expect(within(detention).queryByRole('link', { name: 'View receipt' })).toBeNull();
  });
});
