import { describe, expect, it } from 'vitest';
import { titleCaseLabels } from './labels.js';

describe('titleCaseLabels', () => {
  it('capitalises every word, split at dashes and underscores, in the order given', () => {
    const labels = titleCaseLabels(['received', 'in-progress', 'pending_verification', 'partially_refunded']);
    expect(labels).toEqual({
      received: 'Received',
      'in-progress': 'In Progress',
      pending_verification: 'Pending Verification',
      partially_refunded: 'Partially Refunded',
    });
    expect(Object.keys(labels)).toEqual(['received', 'in-progress', 'pending_verification', 'partially_refunded']);
  });
});
