// /track?ref=: a link (the confirmation screen's, the e-mail's) fills in the reference ID; the
// e-mail address is always typed. A ref that cannot name a service request is ignored, quietly.
import { TEST_COMPANY } from '@/test-support/company-profile';
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { renderWithApp } from '@/test-support/render';
import { TrackRequestPage } from './track-request-page';

const REFERENCE_ID = 'SR-7K3M-Q9XD-2HVB-N4TE';

void TEST_COMPANY;
beforeEach(() => window.history.replaceState(null, '', '/'));
afterEach(() => window.history.replaceState(null, '', '/'));

function openTrackPage(search: string) {
  window.history.replaceState(null, '', `/track${search}`);
  renderWithApp(<TrackRequestPage />);
  return {
    reference: screen.getByRole<HTMLInputElement>('textbox', { name: 'Reference ID' }),
    email: screen.getByRole<HTMLInputElement>('textbox', { name: 'E-mail' }),
  };
}

describe('the tracking page opened from a link', () => {
  it('fills in the reference ID and leaves the e-mail to the customer', () => {
    const { reference, email } = openTrackPage(`?ref=${REFERENCE_ID}`);
    expect(reference.value).toBe(REFERENCE_ID);
    expect(email.value).toBe('');
  });

  it('fills in the canonical ID when the link has it in another case or spacing', () => {
    const { reference } = openTrackPage(`?ref=${encodeURIComponent(' sr-7k3m q9xd-2hvb-n4te ')}`);
    expect(reference.value).toBe(REFERENCE_ID);
  });

  it.each([
    ['text that is no reference ID', '?ref=hello'],
    ['a driver application ID', '?ref=DA-7K3M-Q9XD-2HVB-N4TE'],
    ['an ID one character short', '?ref=SR-7K3M-Q9XD-2HVB-N4T'],
    ['markup', `?ref=${encodeURIComponent('<img src=x onerror=alert(1)>')}`],
    ['an empty ref', '?ref='],
  ])('ignores %s: the field stays empty and nothing is called wrong', (_what, search) => {
    const { reference } = openTrackPage(search);
    expect(reference.value).toBe('');
    expect(reference.getAttribute('aria-invalid')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
