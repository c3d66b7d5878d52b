// Every dialog returns the focus to the button that opened it (components/ui/dialog.tsx): Radix does
// so only for its own trigger, and ours are opened by ordinary buttons. Shown with the form dialog
// (quote, invoice, reject, refund), closed by Cancel, by Escape and by its submit.
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Button } from '@/components/ui/button';
import { FormDialog } from './form-dialog';

function OpensAFormDialog() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Set Quote</Button>
      {open && (
        <FormDialog
          title="Set the quote"
          description="An estimate."
          onSubmit={(event) => {
            event.preventDefault();
            setOpen(false);
          }}
          onClose={() => setOpen(false)}
          submitButton={<Button type="submit">Save Quote</Button>}
        >
          <input aria-label="Estimated quote (USD)" />
        </FormDialog>
      )}
    </>
  );
}

async function openDialog() {
  render(<OpensAFormDialog />);
  const opener = screen.getByRole('button', { name: 'Set Quote' });
  await userEvent.click(opener);
  screen.getByRole('dialog', { name: 'Set the quote' });
  expect(document.activeElement).not.toBe(opener);
  return opener;
}

describe('a dialog opened by an ordinary button', () => {
  it('gives the focus back to it after Cancel', async () => {
    const opener = await openDialog();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    // Radix hands the focus back a task after the dialog unmounts.
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });

  it('gives the focus back to it after Escape', async () => {
    const opener = await openDialog();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    // Radix hands the focus back a task after the dialog unmounts.
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });

  it('gives the focus back to it after the form is sent', async () => {
    const opener = await openDialog();
    fireEvent.submit(screen.getByRole('button', { name: 'Save Quote' }).closest('form')!);
    expect(screen.queryByRole('dialog')).toBeNull();
    // Radix hands the focus back a task after the dialog unmounts.
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });
});
