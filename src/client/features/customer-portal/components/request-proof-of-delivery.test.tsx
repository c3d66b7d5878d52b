// The customer's proof of delivery (issue 39): what the receiver noted over, short or damaged is
// shown with the proof, in the customer's language, and nothing of it when the freight arrived clean.
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { inLanguage } from '@/test-support/i18n';
import { RequestProofOfDelivery } from './request-proof-of-delivery';

const PROOF = {
  deliveredAt: '2026-03-05T16:42:00.000Z',
  receiverName: 'Sam Receiver',
  exceptions: [
    { kind: 'damaged' as const, pieces: 2, note: '2 cartons crushed on the corner' },
    { kind: 'short' as const, pieces: 1, note: 'One crate missing' },
  ],
};

describe("the customer's proof of delivery", () => {
  it('lists each exception with its pieces and the receiver’s note', () => {
    render(<RequestProofOfDelivery request={{ proofOfDelivery: PROOF, proofOfDeliveryUrl: '/pod.pdf' }} />);
    const list = screen.getByRole('list');
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Damaged · 2 pieces2 cartons crushed on the corner', 'Short · 1 pieceOne crate missing']);
    expect(screen.getByText('Noted by the receiver')).toBeDefined();
  });

  it('says it in Spanish', () => {
    inLanguage('es');
    render(<RequestProofOfDelivery request={{ proofOfDelivery: PROOF, proofOfDeliveryUrl: '/pod.pdf' }} />);
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Dañado · 2 piezas2 cartons crushed on the corner',
      'Faltante · 1 piezaOne crate missing',
    ]);
    expect(screen.getByText('Anotado por quien recibió')).toBeDefined();
  });

  it('shows no list for a clean delivery', () => {
    render(<RequestProofOfDelivery request={{ proofOfDelivery: { ...PROOF, exceptions: [] }, proofOfDeliveryUrl: '/pod.pdf' }} />);
    expect(screen.queryByRole('list')).toBeNull();
  });
});
