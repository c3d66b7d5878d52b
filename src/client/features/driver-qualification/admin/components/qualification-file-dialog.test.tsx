// A driver's qualification file in the back office, from the server's answer alone: every state
// in words and colour, the dates and what is lacking, whether the driver can be dispatched and
// why not, the records newest first with their downloads, the PDFs for an auditor, adding a
// record (multipart, the kind's fields and its file; a 400's reasons at their fields), and axe
// finding nothing to fix.
import { screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubNetwork, textFields, uploadedFiles, type Route } from '@/test-support/fake-network';
import { renderWithApp } from '@/test-support/render';
import { DRIVER_ID, FILE_ROUTE, GAPPY_FILE, RECORDS_ROUTE, WHOLE_FILE } from '../../test-support/qualification-file-fixtures';
import { QualificationFileDialog } from './qualification-file-dialog';

afterEach(() => vi.unstubAllGlobals());

async function openFile(routes: Record<string, Route>) {
  const network = stubNetwork(routes);
  const view = renderWithApp(<QualificationFileDialog driverId={DRIVER_ID} onClose={() => {}} />);
  await screen.findByRole('heading', { name: 'Qualification file: Jane Doe' });
  return { ...view, network };
}

/** One checklist row by its item's name. */
function checklistRow(label: string): HTMLElement {
  const rows = within(screen.getByRole('list', { name: 'Checklist items' })).getAllByRole('listitem');
  const row = rows.find((item) => item.textContent?.includes(label));
  if (!row) throw new Error(`No checklist row for ${label}`);
  return row;
}

const badgeOf = (row: HTMLElement) => row.querySelector('[data-state]');

describe("a driver's qualification file", () => {
  it('shows every state in words and colour, with its date and what it lacks', async () => {
    await openFile({ [FILE_ROUTE]: { status: 200, body: GAPPY_FILE } });

    const expected = [
      ['Application for employment (391.21)', 'Present', 'green'],
      ["Driver's license", 'Present', 'green'],
      ['Motor vehicle record from each licensing state (391.23)', 'Missing', 'orange'],
      ['Road test certificate (391.31)', 'Missing', 'orange'],
      ["Medical examiner's certificate (391.43)", 'Expired', 'red'],
      ['Safety performance history from previous employers (391.23)', 'Due', 'yellow'],
      ['Annual review of driving record (391.25, 391.27)', 'Due', 'yellow'],
    ] as const;
    for (const [label, state, colour] of expected) {
      const badge = badgeOf(checklistRow(label));
      expect(badge?.textContent, label).toBe(state);
      expect(badge?.className, label).toContain(`bg-${colour}-100`);
    }

    expect(checklistRow("Driver's license").textContent).toContain('Valid until May 31, 2028');
    expect(checklistRow("Medical examiner's certificate").textContent).toContain('Lapsed on Apr 10, 2026');
    expect(checklistRow('previous employers').textContent).toContain('Due on May 1, 2026');
    expect(checklistRow('previous employers').textContent).toContain('Lacking: 1 of 2 not answered');
    expect(checklistRow('Motor vehicle record').textContent).toContain('Lacking: IN');
    expect(checklistRow('Annual review').textContent).toContain('Due on Apr 1, 2027');
  });

  it('says the driver cannot be dispatched, naming each missing or lapsed item', async () => {
    await openFile({ [FILE_ROUTE]: { status: 200, body: GAPPY_FILE } });
    const refusal = screen.getByText('Cannot be dispatched:').parentElement!;
    expect(
      within(refusal)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Motor vehicle record from each licensing state (391.23) (IN) is missing',
      'Road test certificate (391.31) is missing',
      "Medical examiner's certificate (391.43) is expired",
    ]);
    expect(screen.queryByText('Can be dispatched')).toBeNull();
  });

  it('says a whole file can be dispatched, and offers its PDFs', async () => {
    await openFile({ [FILE_ROUTE]: { status: 200, body: WHOLE_FILE } });
    expect(screen.getByText('Can be dispatched')).toBeTruthy();
    expect(screen.queryByText(/Cannot be dispatched/)).toBeNull();
    expect(screen.getByRole('link', { name: 'Download the whole file (PDF)' }).getAttribute('href')).toBe(
      '/api/admin/drivers/7/qualification-file.pdf',
    );
    expect(screen.getByRole('link', { name: 'Annual review form (PDF)' }).getAttribute('href')).toBe(
      '/api/admin/drivers/7/qualification-file/annual-review-form.pdf',
    );
  });

  it('lists the records newest first, who added each and when, with their files and produced PDFs', async () => {
    await openFile({ [FILE_ROUTE]: { status: 200, body: WHOLE_FILE } });
    const records = within(screen.getByRole('list', { name: 'Records' })).getAllByRole('listitem');
    expect(records.map((record) => record.querySelector('p')?.textContent)).toEqual(['Road test', 'Motor vehicle record']);

    const [roadTest, mvr] = records as [HTMLElement, HTMLElement];
    expect(roadTest.textContent).toContain('Tested onApr 2, 2026');
    expect(roadTest.textContent).toContain('Power unitTractor');
    expect(roadTest.textContent).toContain('by recruiter@lakeshore.example');
    expect(within(roadTest).getByRole('link', { name: 'Road test certificate (PDF)' }).getAttribute('href')).toBe(
      '/api/admin/drivers/7/qualification-file/records/31/document.pdf',
    );
    expect(within(roadTest).queryByRole('link', { name: /attached file/ })).toBeNull();

    expect(mvr.textContent).toContain('State of the recordMI');
    expect(mvr.textContent).toContain('by owner@lakeshore.example');
    const attached = within(mvr).getByRole('link', { name: 'mvr-michigan.pdf (Motor vehicle record, attached file)' });
    expect(attached.getAttribute('href')).toBe('/api/admin/drivers/7/qualification-file/records/30/file');
    expect(within(mvr).queryByRole('link', { name: /PDF\)$/ })).toBeNull();
  });

  it('adds a record as multipart: the kind, its fields and its file, then shows the answer', async () => {
    const { user, network } = await openFile({
      [FILE_ROUTE]: { status: 200, body: GAPPY_FILE },
      [RECORDS_ROUTE]: { status: 201, body: WHOLE_FILE },
    });
    const form = screen.getByRole('form', { name: 'Add a record' });
    await user.selectOptions(within(form).getByLabelText('Kind of record'), "Medical examiner's certificate");
    await user.type(within(form).getByLabelText('Examined on'), '2026-04-15');
    await user.type(within(form).getByLabelText('Expires on'), '2027-08-15');
    await user.type(within(form).getByLabelText("Examiner's National Registry number"), '1234567890');
    await user.upload(
      within(form).getByLabelText('Document (PDF or photo)'),
      new File(['%PDF-1.4'], 'med-card.pdf', { type: 'application/pdf' }),
    );
    await user.click(within(form).getByRole('button', { name: 'Add record' }));

    await waitFor(() => expect(network.requestsTo(RECORDS_ROUTE)).toHaveLength(1));
    const [sent] = network.requestsTo(RECORDS_ROUTE);
    expect(textFields(sent!.body)).toEqual({
      kind: 'medical_certificate',
      examinedOn: '2026-04-15',
      expiresOn: '2027-08-15',
      registryNumber: '1234567890',
    });
    expect(uploadedFiles(sent!.body)).toEqual([['file', 'med-card.pdf']]);
    // The answer is the file: the driver can now be dispatched, and the form is empty again.
    expect(await screen.findByText('Can be dispatched')).toBeTruthy();
    expect(within(form).getByLabelText<HTMLInputElement>('Examined on').value).toBe('');
  });

  it("shows a 400's reasons at their fields, and keeps what was typed", async () => {
    const { user } = await openFile({
      [FILE_ROUTE]: { status: 200, body: GAPPY_FILE },
      [RECORDS_ROUTE]: {
        status: 400,
        body: {
          error: 'Bad Request',
          message: 'Check the highlighted fields.',
          fieldErrors: { obtainedOn: 'The date cannot be in the future.', file: 'This file is not a PDF, JPEG or PNG.' },
        },
      },
    });
    const form = screen.getByRole('form', { name: 'Add a record' });
    await user.selectOptions(within(form).getByLabelText('State of the record'), 'IN');
    await user.type(within(form).getByLabelText('Obtained on'), '2026-04-19');
    await user.upload(within(form).getByLabelText('Document (PDF or photo)'), new File(['x'], 'mvr.pdf', { type: 'application/pdf' }));
    await user.click(within(form).getByRole('button', { name: 'Add record' }));

    const obtainedOn = within(form).getByLabelText('Obtained on');
    await waitFor(() => expect(obtainedOn.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(obtainedOn.getAttribute('aria-describedby')!)?.textContent).toBe('The date cannot be in the future.');
    const file = within(form).getByLabelText('Document (PDF or photo)');
    expect(document.getElementById(file.getAttribute('aria-describedby')!)?.textContent).toBe('This file is not a PDF, JPEG or PNG.');
    expect((obtainedOn as HTMLInputElement).value).toBe('2026-04-19');
    expect(within(form).getByLabelText('State of the record')).toHaveProperty('value', 'IN');
  });

  it('asks for the fields and the file a kind needs before sending anything', async () => {
    const { user, network } = await openFile({ [FILE_ROUTE]: { status: 200, body: GAPPY_FILE } });
    const form = screen.getByRole('form', { name: 'Add a record' });
    await user.selectOptions(within(form).getByLabelText('Kind of record'), "Driver's license");
    await user.click(within(form).getByRole('button', { name: 'Add record' }));

    for (const label of ['Issuing state', 'License number', 'Expires on', 'Document (PDF or photo)']) {
      expect(within(form).getByLabelText(label).getAttribute('aria-invalid'), label).toBe('true');
    }
    expect(within(form).getByText('Attach the document.')).toBeTruthy();
    expect(network.requestsTo(RECORDS_ROUTE)).toEqual([]);

    // A road test's certificate is ours to produce: its scan is optional.
    await user.selectOptions(within(form).getByLabelText('Kind of record'), 'Road test');
    expect(within(form).getByLabelText('Signed copy (PDF or photo, optional)')).toBeTruthy();
  });

  it('has no axe violations', async () => {
    await openFile({ [FILE_ROUTE]: { status: 200, body: GAPPY_FILE } });
    // Radix's focus guards pass in a browser (axe's focusable-modal-open check needs a layout happy-dom lacks).
    const results = await axe.run(
      { include: [document.body], exclude: ['[data-radix-focus-guard]'] },
      {
        runOnly: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'],
        rules: { 'color-contrast': { enabled: false } },
      },
    );
    expect(results.violations.map((violation) => `${violation.id} ${violation.nodes.map((node) => node.html).join(' | ')}`)).toEqual([]);
  });
});
