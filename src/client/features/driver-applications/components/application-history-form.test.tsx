// The 391.21 history on the phone (issue 41): lists that grow with "Add another" and shrink with
// "Remove" keeping their order, each entry's fields named with its number, and the draft kept on
// this device: restored after the page is opened again, forgotten after 30 days or on "Start over".
import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { stubNetwork } from '@/test-support/fake-network';
import { fieldNamed as field } from '@/test-support/form-state';
import { renderWithApp } from '@/test-support/render';
import { APPLICATION_DRAFT_KEY, DRAFT_LIFETIME_MS } from '../draft/application-draft';
import { ApplicationForm } from './application-form';

beforeEach(() => {
  localStorage.clear();
  vi.unstubAllGlobals();
});

function renderForm() {
  stubNetwork({});
  return renderWithApp(<ApplicationForm onSubmitted={() => undefined} />);
}

const storedDraft = () =>
  JSON.parse(localStorage.getItem(APPLICATION_DRAFT_KEY) ?? 'null') as { values: Record<string, unknown>; savedAt: number } | null;

describe('a list of the history', () => {
  it('grows with Add another and shrinks with Remove, keeping the order and numbering its entries', async () => {
    const { user } = renderForm();
    const add = () => user.click(screen.getByRole('button', { name: 'Add another address' }));
    await add();
    await add();
    await add();
    for (const [number, city] of [
      [1, 'Ypsilanti'],
      [2, 'Flint'],
      [3, 'Lansing'],
    ] as const) {
      await user.type(field(`Previous address ${number}: City`), city);
    }

    await user.click(screen.getByRole('button', { name: 'Remove Previous address 2' }));

    expect(field('Previous address 1: City').value).toBe('Ypsilanti');
    expect(field('Previous address 2: City').value).toBe('Lansing');
    expect(screen.queryByRole('group', { name: 'Previous address 3' })).toBeNull();
    await waitFor(() =>
      expect((storedDraft()?.values.history as { previousAddresses: { city: string }[] }).previousAddresses.map((a) => a.city)).toEqual([
        'Ypsilanti',
        'Lansing',
      ]),
    );
  });

  it('keeps employers and gaps in the order they were added', async () => {
    const { user } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Add an employer' }));
    await user.click(screen.getByRole('button', { name: 'Add a gap' }));
    await user.click(screen.getByRole('button', { name: 'Add an employer' }));
    await user.type(field('Employer 1: Employer name'), 'Great Lakes Haulers');
    await user.type(field('Gap 2: What you did in this time'), 'School');
    await user.type(field('Employer 3: Employer name'), 'Motor City Freight');

    await user.click(screen.getByRole('button', { name: 'Remove Employer 1' }));

    // Renumbered: the gap is first now, the second employer second.
    expect(field('Gap 1: What you did in this time').value).toBe('School');
    expect(field('Employer 2: Employer name').value).toBe('Motor City Freight');
  });

  it('asks for an accident list or None, and hides Add when None is ticked', async () => {
    const { user } = renderForm();
    expect(screen.getByRole('button', { name: 'Add an accident' })).toBeTruthy();
    await user.click(field('None: I had no accidents in the last 3 years'));
    expect(screen.queryByRole('button', { name: 'Add an accident' })).toBeNull();
  });
});

describe('the draft on this device', () => {
  it('says progress is saved, and restores what was typed when the page is opened again, and which files to attach again', async () => {
    const first = renderForm();
    expect(screen.getByText(/Your progress is saved on this device/)).toBeTruthy();
    await first.user.type(field('First Name'), 'Dana');
    await first.user.click(screen.getByRole('button', { name: 'Add an employer' }));
    await first.user.type(field('Employer 1: Employer name'), 'Great Lakes Haulers');
    await first.user.click(field('Employer 1: I was subject to the Federal Motor Carrier Safety Regulations there'));
    await first.user.upload(field('Resume'), new File(['cv'], 'resume.pdf', { type: 'application/pdf' }));
    await waitFor(() => expect(storedDraft()?.values.firstName).toBe('Dana'));
    first.unmount();

    const second = renderForm();
    expect(field('First Name').value).toBe('Dana');
    expect(field('Employer 1: Employer name').value).toBe('Great Lakes Haulers');
    expect((field('Employer 1: I was subject to the Federal Motor Carrier Safety Regulations there') as HTMLInputElement).checked).toBe(
      true,
    );
    expect(screen.getByRole('status').textContent).toBe('Attach again: resume.pdf. Files cannot be kept between visits.');
    // Attached again: the notice goes.
    await second.user.upload(field('Resume'), new File(['cv'], 'resume.pdf', { type: 'application/pdf' }));
    expect(screen.queryByText(/Attach again/)).toBeNull();
  });

  it('ignores a draft last saved more than 30 days ago, and one that is not ours', () => {
    const values = { firstName: 'Dana', history: { previousAddresses: [{ city: 'Flint' }] } };
    localStorage.setItem(
      APPLICATION_DRAFT_KEY,
      JSON.stringify({ values, fileNames: [], savedAt: Date.now() - DRAFT_LIFETIME_MS - 60_000 }),
    );
    const expired = renderForm();
    expect(field('First Name').value).toBe('');
    expired.unmount();

    localStorage.setItem(APPLICATION_DRAFT_KEY, '{"values": {"firstName": 7, "history": {"previousAddresses": "lots"}}, "savedAt": 1}');
    renderForm();
    expect(field('First Name').value).toBe('');
  });

  it('reads back only the fields it knows, of their kind and length', () => {
    const values = {
      firstName: 'Dana',
      lastName: 'x'.repeat(2001),
      isAdmin: 'yes',
      history: {
        previousAddresses: [{ city: 'Flint', evil: '<script>' }],
        noAccidents: 'true',
        licenseDenied: { happened: true, explanation: 'Unpaid ticket' },
        employment: [
          { kind: 'gap', explanation: 'School' },
          { kind: 'boss', name: 'Great Lakes Haulers' },
        ],
      },
    };
    localStorage.setItem(APPLICATION_DRAFT_KEY, JSON.stringify({ values, fileNames: ['resume.pdf', 42], savedAt: Date.now() }));
    renderForm();
    expect(field('First Name').value).toBe('Dana');
    expect(field('Last Name').value).toBe('');
    expect(field('Previous address 1: City').value).toBe('Flint');
    expect((field('None: I had no accidents in the last 3 years') as HTMLInputElement).checked).toBe(false);
    expect(field('Explain what happened').value).toBe('Unpaid ticket');
    expect(field('Gap 1: What you did in this time').value).toBe('School');
    expect(field('Employer 2: Employer name').value).toBe('Great Lakes Haulers');
  });

  it('starts over only once confirmed, clearing the form and the draft', async () => {
    const { user } = renderForm();
    await user.type(field('First Name'), 'Dana');
    await waitFor(() => expect(storedDraft()?.values.firstName).toBe('Dana'));

    await user.click(screen.getByRole('button', { name: 'Start over' }));
    await user.click(screen.getByRole('button', { name: 'No, keep it' }));
    expect(field('First Name').value).toBe('Dana');

    await user.click(screen.getByRole('button', { name: 'Start over' }));
    expect(screen.getByText('Clear everything you typed on this device and start over?')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Yes, clear it' }));
    expect(field('First Name').value).toBe('');
    await waitFor(() => expect(storedDraft()?.values.firstName).toBe(''));
  });
});
