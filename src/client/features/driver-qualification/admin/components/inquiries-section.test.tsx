// Previous employers in a driver's file: each letter's state and deadline, and each action calling
// its route: e-mail (only with an address) and posted send the method, an answer goes as multipart
// with its file and day, and the good-faith effort (only once the letter went out) with its note.
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubNetwork, textFields, uploadedFiles, type Route } from '@/test-support/fake-network';
import { renderWithApp } from '@/test-support/render';
import {
  ANSWERED_INQUIRY,
  DRIVER_ID,
  FILE_ROUTE,
  GAPPY_FILE,
  POSTED_INQUIRY,
  responseRoute,
  sendRoute,
  UNSENT_INQUIRY,
} from '../../test-support/qualification-file-fixtures';
import { QualificationFileDialog } from './qualification-file-dialog';

afterEach(() => vi.unstubAllGlobals());

async function openFile(routes: Record<string, Route>) {
  const network = stubNetwork({ [FILE_ROUTE]: { status: 200, body: GAPPY_FILE }, ...routes });
  const view = renderWithApp(<QualificationFileDialog driverId={DRIVER_ID} onClose={() => {}} />);
  await screen.findByRole('list', { name: 'Previous employers' });
  return { ...view, network };
}

/** An employer's entry by name. */
function employer(name: string): HTMLElement {
  const items = within(screen.getByRole('list', { name: 'Previous employers' })).getAllByRole('listitem');
  const item = items.find((entry) => entry.querySelector('p')?.textContent === name);
  if (!item) throw new Error(`No inquiry for ${name}`);
  return item;
}

const buttonNames = (item: HTMLElement) =>
  within(within(item).getByRole('group'))
    .queryAllByRole('button')
    .map((button) => button.textContent);

describe("a driver's previous employers", () => {
  it('show each state, deadline and the actions that fit it', async () => {
    await openFile({});
    const unsent = employer(UNSENT_INQUIRY.employerName);
    expect(unsent.textContent).toContain('Not sent');
    expect(unsent.textContent).toContain('Answer due by May 1, 2026');
    expect(unsent.textContent).toContain('Employed Feb 2021 to Dec 2025');
    // Nothing to answer before the letter goes out.
    expect(buttonNames(unsent)).toEqual(['E-mail letter', 'Mark as posted']);
    expect(within(unsent).getByRole('link', { name: 'Download letter' }).getAttribute('href')).toBe(
      '/api/admin/drivers/7/qualification-file/inquiries/41/letter.pdf',
    );

    // No address to e-mail; posted already, so the good-faith effort may be recorded.
    const posted = employer(POSTED_INQUIRY.employerName);
    expect(posted.textContent).toContain('Sent, awaiting answer');
    expect(posted.textContent).toContain('Letter posted');
    expect(buttonNames(posted)).toEqual(['Mark as posted', 'Record answer', 'No answer: record good-faith effort']);

    const answered = employer(ANSWERED_INQUIRY.employerName);
    expect(answered.textContent).toContain('Answered');
    expect(answered.textContent).toContain('Answer received Apr 9, 2026');
    expect(answered.textContent).not.toContain('Answer due by');
    expect(buttonNames(answered)).toEqual([]);
    expect(within(answered).getByRole('link', { name: 'Download answer' }).getAttribute('href')).toBe(
      '/api/admin/drivers/7/qualification-file/inquiries/43/response',
    );
  });

  it('e-mails the letter, or records it as posted, through the send route', async () => {
    const sent = {
      ...GAPPY_FILE,
      inquiries: [{ ...UNSENT_INQUIRY, state: 'sent', sentAt: '2026-04-20T14:00:00.000Z', sentMethod: 'email' }],
    };
    const { user, network } = await openFile({
      [sendRoute(41)]: { status: 200, body: sent },
      [sendRoute(42)]: { status: 200, body: GAPPY_FILE },
    });
    await user.click(within(employer(POSTED_INQUIRY.employerName)).getByRole('button', { name: 'Mark as posted' }));
    await waitFor(() => expect(network.requestsTo(sendRoute(42)).map((request) => request.body)).toEqual([{ method: 'mail' }]));

    await user.click(within(employer(UNSENT_INQUIRY.employerName)).getByRole('button', { name: 'E-mail letter' }));
    await waitFor(() => expect(network.requestsTo(sendRoute(41)).map((request) => request.body)).toEqual([{ method: 'email' }]));
    // The answer replaces the file shown: the letter is now sent by e-mail.
    expect(await within(employer(UNSENT_INQUIRY.employerName)).findByText(/Letter e-mailed/)).toBeTruthy();
  });

  it('records an answer as multipart with its day and file', async () => {
    const { user, network } = await openFile({ [responseRoute(42)]: { status: 200, body: GAPPY_FILE } });
    await user.click(within(employer(POSTED_INQUIRY.employerName)).getByRole('button', { name: 'Record answer' }));
    const dialog = screen.getByRole('dialog', { name: 'Record the answer of Prairie Freight' });

    await user.click(within(dialog).getByRole('button', { name: 'Record answer' }));
    expect(within(dialog).getByText("Attach the employer's answer.")).toBeTruthy();
    expect(network.requestsTo(responseRoute(42))).toEqual([]);

    await user.type(within(dialog).getByLabelText('Received on'), '2026-04-18');
    await user.upload(
      within(dialog).getByLabelText('The answer (PDF or photo)'),
      new File(['%PDF'], 'answer.pdf', { type: 'application/pdf' }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Record answer' }));

    await waitFor(() => expect(network.requestsTo(responseRoute(42))).toHaveLength(1));
    const [sent] = network.requestsTo(responseRoute(42));
    expect(textFields(sent!.body)).toEqual({ outcome: 'answered', receivedOn: '2026-04-18' });
    expect(uploadedFiles(sent!.body)).toEqual([['file', 'answer.pdf']]);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: /Record the answer/ })).toBeNull());
  });

  it('shows a refused send, and reads the file again to offer what is possible now', async () => {
    const { user, network } = await openFile({
      [sendRoute(41)]: { status: 409, body: { error: 'Conflict', message: 'This inquiry is already settled.' } },
    });
    await user.click(within(employer(UNSENT_INQUIRY.employerName)).getByRole('button', { name: 'E-mail letter' }));
    expect((await within(employer(UNSENT_INQUIRY.employerName)).findByRole('alert')).textContent).toBe('This inquiry is already settled.');
    await waitFor(() => expect(network.requestsTo(FILE_ROUTE)).toHaveLength(2));
  });

  it('records the good-faith effort with its note, and shows a refusal of it at the note', async () => {
    let calls = 0;
    const { user, network } = await openFile({
      [responseRoute(42)]: () =>
        ++calls === 1
          ? {
              status: 400,
              body: { error: 'Bad Request', message: 'Check the note.', fieldErrors: { note: 'Use at most 500 characters.' } },
            }
          : { status: 200, body: GAPPY_FILE },
    });
    await user.click(within(employer(POSTED_INQUIRY.employerName)).getByRole('button', { name: 'No answer: record good-faith effort' }));
    const dialog = screen.getByRole('dialog', { name: 'No answer from Prairie Freight' });
    await user.type(within(dialog).getByLabelText('What was tried'), 'Called twice and wrote again on April 17.');
    await user.click(within(dialog).getByRole('button', { name: 'Record good-faith effort' }));

    const note = within(dialog).getByLabelText('What was tried');
    await waitFor(() => expect(note.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(note.getAttribute('aria-describedby')!)?.textContent).toBe('Use at most 500 characters.');

    await user.click(within(dialog).getByRole('button', { name: 'Record good-faith effort' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: /No answer from/ })).toBeNull());
    expect(network.requestsTo(responseRoute(42)).map((request) => textFields(request.body))).toEqual([
      { outcome: 'no_response', note: 'Called twice and wrote again on April 17.' },
      { outcome: 'no_response', note: 'Called twice and wrote again on April 17.' },
    ]);
    expect(network.requestsTo(responseRoute(42)).map((request) => uploadedFiles(request.body))).toEqual([[], []]);
  });
});
