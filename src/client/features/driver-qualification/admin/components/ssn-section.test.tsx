// The SSN in a driver's file: masked or "Not recorded", typed in a field that never shows it,
// sent once to PUT .../ssn, then the field emptied and only the mask shown; a refusal shows at the field.
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubNetwork, type Route } from '@/test-support/fake-network';
import { renderWithApp } from '@/test-support/render';
import { DRIVER_ID, FILE_ROUTE, GAPPY_FILE, SSN_ROUTE, WHOLE_FILE } from '../../test-support/qualification-file-fixtures';
import { QualificationFileDialog } from './qualification-file-dialog';

afterEach(() => vi.unstubAllGlobals());

async function openFile(routes: Record<string, Route>) {
  const network = stubNetwork(routes);
  const view = renderWithApp(<QualificationFileDialog driverId={DRIVER_ID} onClose={() => {}} />);
  const section = await screen.findByRole('region', { name: 'Social Security number' });
  return { ...view, network, section };
}

describe("a driver's Social Security number", () => {
  it('shows masked, and "Not recorded" when there is none', async () => {
    const { section, unmount } = await openFile({ [FILE_ROUTE]: { status: 200, body: WHOLE_FILE } });
    expect(section.textContent).toContain('•••-••-6789');
    expect(section.textContent).toContain('Recorded, ending in 6789');
    expect(within(section).getByLabelText('Replace the number')).toBeTruthy();
    unmount();
    vi.unstubAllGlobals();

    const again = await openFile({ [FILE_ROUTE]: { status: 200, body: GAPPY_FILE } });
    expect(again.section.textContent).toContain('Not recorded');
  });

  it('is typed unseen, sent once, then the field is emptied and only the mask shows', async () => {
    const { user, network, section } = await openFile({
      [FILE_ROUTE]: { status: 200, body: GAPPY_FILE },
      [SSN_ROUTE]: { status: 200, body: { ssnMasked: '•••-••-4321' } },
    });
    const field = within(section).getByLabelText<HTMLInputElement>('Record the number');
    expect(field.type).toBe('password');
    expect(field.getAttribute('inputmode')).toBe('numeric');
    expect(field.getAttribute('autocomplete')).toBe('off');

    await user.type(field, '123-45-4321');
    await user.click(within(section).getByRole('button', { name: 'Record SSN' }));

    await waitFor(() => expect(section.textContent).toContain('•••-••-4321'));
    expect(network.requestsTo(SSN_ROUTE).map((request) => request.body)).toEqual([{ ssn: '123-45-4321' }]);
    expect(field.value).toBe('');
    expect(document.body.textContent).not.toContain('123-45');
    expect(document.body.innerHTML).not.toContain('123-45');
  });

  it("shows the server's refusal at the field, and empties it", async () => {
    const { user, section } = await openFile({
      [FILE_ROUTE]: { status: 200, body: GAPPY_FILE },
      [SSN_ROUTE]: {
        status: 400,
        body: {
          error: 'Bad Request',
          message: 'Check the number.',
          fieldErrors: { ssn: 'Enter the 9 digits of the Social Security number.' },
        },
      },
    });
    const field = within(section).getByLabelText<HTMLInputElement>('Record the number');
    await user.type(field, '12345');
    await user.click(within(section).getByRole('button', { name: 'Record SSN' }));

    await waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(field.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Enter the 9 digits of the Social Security number.',
    );
    expect(field.value).toBe('');
    expect(section.textContent).toContain('Not recorded');
  });
});
