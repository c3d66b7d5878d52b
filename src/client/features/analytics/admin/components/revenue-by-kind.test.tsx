// Revenue by kind on the Advanced Analytics tab: each kind by its English label, its lines and its
// amount in dollars, and a plain sentence when nothing was paid.
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '@/test-support/render';
import { RevenueByKind } from './revenue-by-kind';

describe('RevenueByKind', () => {
  it('lists each kind with its lines and revenue', () => {
    renderWithApp(
      <RevenueByKind
        rows={[
          { kind: 'linehaul', amount: '2745.80', lines: 2 },
          { kind: 'truck_ordered_not_used', amount: '1250.00', lines: 1 },
        ]}
      />,
    );
    const rows = screen.getAllByRole('row').slice(1);
    const cells = (row: HTMLElement) =>
      [within(row).getByRole('rowheader'), ...within(row).getAllByRole('cell')].map((cell) => cell.textContent);
    expect(rows.map(cells)).toEqual([
      ['Linehaul', '2', '$2,745.80'],
      ['Truck ordered not used', '1', '$1,250.00'],
    ]);
  });

  it('says so when no invoice was paid', () => {
    renderWithApp(<RevenueByKind rows={[]} />);
    expect(screen.getByText('No invoice with lines was paid in this period.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });
});
