// The section's order: kinds as the packet orders them, versions newest first, the newest shown
// and the rest folded; credit notes and receipts list every paper, none folded as replaced.
import { describe, expect, it } from 'vitest';
import { orderedDocuments, shownAndEarlier } from './document-order';
import { documentsList } from './test-support/documents-fixtures';

describe('the order of documents', () => {
  const ordered = orderedDocuments(documentsList().documents);

  it('puts the kinds in the packet order and leaves out a kind with no version', () => {
    const withEmpty = [...documentsList().documents, { kind: 'credit_note' as const, versions: [] }];
    expect(orderedDocuments(withEmpty).map((entry) => entry.kind)).toEqual([
      'invoice',
      'bill_of_lading',
      'proof_of_delivery',
      'rate_confirmation',
      'receipt',
    ]);
  });

  it('shows the newest version of a document and folds the ones before it, newest first', () => {
    const bol = ordered.find((entry) => entry.kind === 'bill_of_lading')!;
    const { shown, earlier } = shownAndEarlier(bol);
    expect(shown.map((version) => version.version)).toEqual([3]);
    expect(earlier.map((version) => version.version)).toEqual([2, 1]);
  });

  it('shows every receipt, the latest first, and folds none', () => {
    const receipts = ordered.find((entry) => entry.kind === 'receipt')!;
    const { shown, earlier } = shownAndEarlier(receipts);
    expect(shown.map((version) => version.label)).toEqual(['Lumper $150.00', 'Scale ticket $12.50']);
    expect(earlier).toEqual([]);
  });
});
