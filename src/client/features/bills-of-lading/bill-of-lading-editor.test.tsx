// The office's bill of lading editor: the missing list follows what is typed, field by field, each
// item moving focus to its field; the hazardous material's details are asked for once a line is
// HM; a malformed value is marked on its field before anything is sent; the draft is saved as
// typed, and the server's refusal keeps every typed value on screen.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BillOfLading } from '@shared/bills-of-lading/bol-draft-schema';
import { apiError, stubNetwork } from '@/test-support/fake-network';
import { renderWithApp } from '@/test-support/render';
import { BillOfLadingEditorDialog } from './bill-of-lading-editor';

const URL_BOL = '/api/admin/service-requests/12/bill-of-lading';

function answer(overrides: Partial<BillOfLading> = {}): BillOfLading {
  return {
    bolNumber: '12345670000000015',
    draft: {
      shipFrom: { name: 'Rivera Furniture LLC', address: '1200 Woodward Ave', city: 'Detroit', state: 'MI', zip: '48226' },
      shipTo: { address: '55 W Monroe St', city: 'Chicago', state: 'IL', zip: '60603' },
      trailerNumber: '53-114',
      units: [{ count: 1, packageType: 'pallet', weightLbs: 300, description: 'A sofa', hazmat: false }],
    },
    missing: [],
    versions: [],
    signed: false,
    ...overrides,
  };
}

afterEach(() => vi.unstubAllGlobals());

function missingItems(): string[] {
  const list = screen.getByRole('region', { name: /Missing before it can be issued/ });
  return within(list)
    .getAllByRole('listitem')
    .map((item) => item.textContent ?? '');
}

/** The text of the message a control is described by (its error). */
function descriptionOf(control: HTMLElement): string | undefined {
  const id = control.getAttribute('aria-describedby');
  return id ? (document.getElementById(id)?.textContent ?? undefined) : undefined;
}

function renderEditor(routes: Parameters<typeof stubNetwork>[0] = {}) {
  const network = stubNetwork({ [`GET ${URL_BOL}`]: { status: 200, body: answer() }, ...routes });
  renderWithApp(<BillOfLadingEditorDialog requestId={12} referenceId="SR-7K3M" onClose={() => {}} />);
  return network;
}

describe('the bill of lading editor', () => {
  it('lists what is missing as the office types, each item leading to its field', async () => {
    const user = userEvent.setup();
    renderEditor();
    await screen.findByText('12345670000000015');
    expect(missingItems()).toEqual([
      'Ship to: the name is missing.',
      'Freight charge terms (prepaid, collect or third party) are missing.',
    ]);

    await user.click(screen.getByRole('link', { name: 'Ship to: the name is missing.' }));
    const shipToName = within(screen.getByRole('group', { name: 'Ship to' })).getByLabelText('Name');
    expect(document.activeElement).toBe(shipToName);
    await user.type(shipToName, 'Lakeside Home Store');
    expect(missingItems()).toEqual(['Freight charge terms (prepaid, collect or third party) are missing.']);

    await user.click(screen.getByRole('link', { name: 'Freight charge terms (prepaid, collect or third party) are missing.' }));
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: 'Prepaid' }));

    // Third-party terms ask for whom to bill.
    await user.click(screen.getByRole('radio', { name: '3rd party' }));
    expect(screen.queryByRole('group', { name: 'Third party freight charges bill to' })).not.toBeNull();
    expect(missingItems()).toEqual([
      'Third party freight charges bill to: the name is missing.',
      'Third party freight charges bill to: the street address is missing.',
      'Third party freight charges bill to: the city is missing.',
      'Third party freight charges bill to: the state is missing.',
      'Third party freight charges bill to: the ZIP code is missing.',
    ]);
    await user.click(screen.getByRole('radio', { name: 'Prepaid' }));
    expect(screen.queryByText('Nothing is missing: the bill of lading can be issued.')).not.toBeNull();

    // A hazardous line asks for its shipping paper's details.
    await user.click(screen.getByRole('checkbox', { name: 'Hazardous material (HM)' }));
    expect(screen.queryByRole('group', { name: 'Hazardous material' })).not.toBeNull();
    expect(missingItems()).toContain('Hazardous material: the UN or NA identification number is missing.');
    expect(missingItems()).toContain('Hazardous material: the 24-hour emergency phone is missing.');

    // Another line, then removed.
    await user.click(screen.getByRole('button', { name: 'Add another line' }));
    expect(missingItems()).toContain('Line 2: the handling unit count is missing.');
    await user.click(screen.getByRole('button', { name: 'Remove line 2' }));
    expect(missingItems().some((item) => item.startsWith('Line 2'))).toBe(false);
  });

  it('marks a malformed value on its field and sends nothing until it is right', async () => {
    const user = userEvent.setup();
    const network = renderEditor();
    await screen.findByText('12345670000000015');
    const count = within(screen.getByRole('group', { name: 'Line 1' })).getByLabelText('Handling units');
    await user.clear(count);
    await user.type(count, '1.5');
    expect(count.getAttribute('aria-invalid')).toBe('true');
    expect(descriptionOf(count)).toBe('The count is a whole number greater than 0.');
    await user.click(screen.getByRole('button', { name: 'Issue bill of lading' }));
    expect(screen.getByRole('status').textContent).toBe('Correct the fields marked first.');
    expect(network.requestsTo(`POST ${URL_BOL}/issue`)).toEqual([]);
  });

  it('saves the draft as typed and keeps it on screen when the server refuses a field', async () => {
    const user = userEvent.setup();
    const network = renderEditor({
      [`PUT ${URL_BOL}`]: {
        status: 400,
        body: apiError(
          'Bad Request',
          { code: 'api.invalidFields', message: 'Please correct these fields' },
          {
            fieldErrors: { trailerNumber: 'Keep this on one line.' },
          },
        ),
      },
    });
    await screen.findByText('12345670000000015');
    const seal = screen.getByLabelText('Seal number (optional)');
    await user.type(seal, 'SL-1');
    fireEvent.submit(seal.closest('form')!);
    await waitFor(() => expect(network.requestsTo(`PUT ${URL_BOL}`)).toHaveLength(1));
    expect(network.requestsTo(`PUT ${URL_BOL}`)[0]!.body).toMatchObject({
      sealNumber: 'SL-1',
      trailerNumber: '53-114',
      units: [{ count: 1, packageType: 'pallet', weightLbs: 300, description: 'A sofa', hazmat: false }],
      thirdPartyBillTo: null,
      hazmat: null,
    });
    await screen.findByText('Nothing was saved: correct the fields marked.');
    expect(descriptionOf(screen.getByLabelText('Trailer number'))).toBe('Keep this on one line.');
    expect((seal as HTMLInputElement).value).toBe('SL-1');
  });

  it('is read only once signed at pickup', async () => {
    renderEditor({
      [`GET ${URL_BOL}`]: {
        status: 200,
        body: answer({
          signed: true,
          versions: [
            {
              version: 1,
              issuedAt: '2026-12-01T14:00:00Z',
              issuedBy: 'ops@freight.example',
              signedAt: '2026-12-01T15:20:00Z',
              shipperSignerName: 'Dana',
            },
          ],
        }),
      },
    });
    await screen.findByText(/a signed bill of lading is never replaced/);
    expect(screen.queryByRole('button', { name: 'Issue bill of lading' })).toBeNull();
    expect(screen.getByLabelText('Trailer number').closest('fieldset[disabled]')).not.toBeNull();
    expect(screen.getByRole('link', { name: /Version 1 \(PDF\)/ }).getAttribute('href')).toBe(
      '/api/admin/service-requests/12/documents/bill_of_lading/1',
    );
  });
});
