// The confirmation before an action on money or people: it names the action and the record, Cancel
// (focused first) and Escape send nothing, Confirm sends once however often it is pressed, and the
// server's refusal stays in the dialog. The action here is a real admin call over the stubbed network.
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { adminPost } from '@/lib/admin/admin-fetch';
import { heldAnswer, stubNetwork, type Route } from '@/test-support/fake-network';
import { renderWithApp } from '@/test-support/render';
import { ConfirmActionDialog } from './confirm-action-dialog';

const ACTION = 'POST /api/admin/payments/pay_1/confirm';

afterEach(() => vi.unstubAllGlobals());

function renderDialog(route: Route) {
  const network = stubNetwork({ [ACTION]: route });
  const onClose = vi.fn();
  const rendered = renderWithApp(
    <ConfirmActionDialog
      title="Confirm this payment?"
      record={[
        { label: 'Reference', value: 'SR-2026-0412-8831-0042' },
        { label: 'Amount', value: '$210.00 by Zelle' },
      ]}
      consequence="The invoice SR-2026-0412-8831-0042 is marked paid and the payer is e-mailed a receipt."
      confirmLabel="Confirm $210.00 payment"
      busyLabel="Confirming..."
      onConfirm={() => adminPost('/api/admin/payments/pay_1/confirm', {})}
      onClose={onClose}
    />,
  );
  return { ...rendered, network, onClose, dialog: screen.getByRole('alertdialog', { name: 'Confirm this payment?' }) };
}

describe('the confirmation dialog', () => {
  it('names the action, the record and what will happen, with Cancel focused first', () => {
    const { dialog } = renderDialog({ status: 204 });
    expect(dialog.textContent).toContain('SR-2026-0412-8831-0042');
    expect(dialog.textContent).toContain('$210.00 by Zelle');
    const description = document.getElementById(dialog.getAttribute('aria-describedby') ?? '');
    expect(description?.textContent).toBe('The invoice SR-2026-0412-8831-0042 is marked paid and the payer is e-mailed a receipt.');
    expect(within(dialog).getByRole('button', { name: 'Confirm $210.00 payment' })).toBeDefined();
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Cancel' }));
  });

  it('sends nothing on Cancel, on Escape, or on an Enter that lands on the focused Cancel', async () => {
    const { user, network, onClose, dialog } = renderDialog({ status: 204 });
    await user.keyboard('{Enter}');
    await user.keyboard('{Escape}');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledTimes(3);
    expect(network.requests).toEqual([]);
  });

  it('sends once on a double click, shows the busy button meanwhile, and closes when done', async () => {
    const held = heldAnswer({ status: 204 });
    const { user, network, onClose, dialog } = renderDialog(held.route);
    await user.dblClick(within(dialog).getByRole('button', { name: 'Confirm $210.00 payment' }));
    expect(within(dialog).getByRole('button', { name: 'Confirming...' })).toHaveProperty('disabled', true);
    expect(onClose).not.toHaveBeenCalled();
    held.release();
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(network.requestsTo(ACTION)).toHaveLength(1);
  });

  it("keeps the server's refusal in the dialog, and lets the admin try again", async () => {
    const { user, network, onClose, dialog } = renderDialog({
      status: 409,
      body: { error: 'Conflict', message: 'This payment is succeeded, not waiting for verification.' },
    });
    await user.click(within(dialog).getByRole('button', { name: 'Confirm $210.00 payment' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('This payment is succeeded, not waiting for verification.');
    expect(onClose).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Cancel' }));
    await user.click(within(dialog).getByRole('button', { name: 'Confirm $210.00 payment' }));
    await waitFor(() => expect(network.requestsTo(ACTION)).toHaveLength(2));
  });
});
