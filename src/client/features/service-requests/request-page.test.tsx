// The request page after a submission (spec section 2, step 2): the confirmation offers tracking,
// survives a reload of the tab, and 'Submit Another Request' starts over and forgets it.
import { TEST_COMPANY } from '@/test-support/company-profile';
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderWithApp } from '@/test-support/render';
import { RequestPage } from './request-page';

const REFERENCE_ID = 'SR-7K3M-Q9XD-2HVB-N4TE';
const STORAGE_KEY = 'service-request-confirmation';

void TEST_COMPANY;
beforeEach(() => sessionStorage.clear());

function reloadWith(stored: unknown) {
  sessionStorage.setItem(STORAGE_KEY, typeof stored === 'string' ? stored : JSON.stringify(stored));
  return renderWithApp(<RequestPage />);
}

describe('the confirmation after a reload', () => {
  it('shows the same reference ID and role again, with a link to track it', () => {
    reloadWith({ role: 'broker', referenceId: REFERENCE_ID });
    screen.getByRole('heading', { level: 1, name: 'Broker Request Submitted!' });
    expect(screen.getByTestId('reference-id').textContent).toBe(REFERENCE_ID);
    expect(screen.getByRole('link', { name: 'Track this request' }).getAttribute('href')).toBe(`/track?ref=${REFERENCE_ID}`);
    // The address was never stored: the promise of a mail stays, without it.
    screen.getByText('We send an e-mail confirmation to the address you gave us.');
  });

  it("starts over on 'Submit Another Request' and forgets the confirmation", async () => {
    const { user, unmount } = reloadWith({ role: 'shipper', referenceId: REFERENCE_ID });
    await user.click(screen.getByRole('button', { name: 'Submit Another Request' }));
    expect(screen.queryByTestId('reference-id')).toBeNull();
    expect(sessionStorage.getItem(STORAGE_KEY)).toBeNull();
    unmount();

    renderWithApp(<RequestPage />);
    expect(screen.queryByTestId('reference-id')).toBeNull();
  });

  it.each([
    ['no stored confirmation', undefined],
    ['an unknown role', { role: 'admin', referenceId: REFERENCE_ID }],
    ['a reference ID that cannot be one', { role: 'shipper', referenceId: '<b>x</b>' }],
    ['a driver application ID', { role: 'shipper', referenceId: 'DA-7K3M-Q9XD-2HVB-N4TE' }],
    ['text that is not JSON', '{not json'],
  ])('starts at the role choice with %s', (_what, stored) => {
    if (stored === undefined) renderWithApp(<RequestPage />);
    else reloadWith(stored);
    expect(screen.queryByTestId('reference-id')).toBeNull();
    expect(screen.getByRole('heading', { level: 1 }).textContent).not.toContain('Submitted');
  });
});
