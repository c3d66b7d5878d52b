// Changing a hired driver's status from the Drivers list: nothing is sent before the confirmation,
// which says what the change does; the server's refusal stays in the dialog.
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminDriverProfile } from '@shared/driver-applications/admin-driver-applications';
import { stubNetwork } from '@/test-support/fake-network';
import { renderWithApp } from '@/test-support/render';
import { shownToasts } from '@/test-support/toasts';
import { DriverStatusControl } from './driver-status-control';

const STATUS = 'PATCH /api/admin/drivers/7/status';

const DRIVER: AdminDriverProfile = {
  id: 7,
  profileId: 'DRV-0007',
  driverApplicationId: 3,
  applicationReferenceId: 'DA-2026-0003',
  status: 'active',
  firstName: 'Maria',
  lastName: 'Lopez',
  email: 'maria@example.com',
  phone: '(312) 555-0100',
  city: 'Chicago',
  state: 'IL',
  licenseType: 'CDL',
  cdlClass: 'A',
  licenseState: 'IL',
  licenseExpiration: '2099-01-31',
  medicalCardExpiration: '2099-06-30',
  hireDate: '2026-01-15',
  language: 'en',
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the driver status control', () => {
  it('makes a driver inactive after a confirmation that says what it does', async () => {
    const network = stubNetwork({ [STATUS]: { status: 200, body: { ...DRIVER, status: 'inactive' } } });
    const { user } = renderWithApp(<DriverStatusControl driver={DRIVER} />);
    const change = screen.getByRole<HTMLButtonElement>('button', { name: 'Change status' });
    expect(change.disabled).toBe(true);

    await user.selectOptions(screen.getByLabelText('Status of Maria Lopez'), 'Inactive');
    await user.click(change);
    const dialog = screen.getByRole('alertdialog', { name: 'Make inactive: Maria Lopez?' });
    expect(dialog.textContent).toContain('can no longer be assigned loads and is signed out of the driver page at once');
    expect(dialog.textContent).toContain('Active → Inactive');
    expect(network.requestsTo(STATUS)).toHaveLength(0);

    await user.click(within(dialog).getByRole('button', { name: 'Make inactive Maria Lopez' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(network.requestsTo(STATUS).map((request) => request.body)).toEqual([{ status: 'inactive' }]);
    expect(shownToasts()).toContainEqual(['Driver status changed', 'Maria Lopez is now inactive.']);
  });

  it("keeps the server's refusal in the dialog", async () => {
    stubNetwork({ [STATUS]: { status: 409, body: { error: 'Conflict', message: 'This driver was changed meanwhile.' } } });
    const { user } = renderWithApp(<DriverStatusControl driver={DRIVER} />);
    await user.selectOptions(screen.getByLabelText('Status of Maria Lopez'), 'Terminated');
    await user.click(screen.getByRole('button', { name: 'Change status' }));
    await user.click(screen.getByRole('button', { name: 'Terminate Maria Lopez' }));

    const dialog = screen.getByRole('alertdialog');
    expect((await within(dialog).findByRole('alert')).textContent).toBe('This driver was changed meanwhile.');
  });
});
