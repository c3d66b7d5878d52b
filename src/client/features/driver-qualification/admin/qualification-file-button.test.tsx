// The Qualification file button on a driver: shown to the owner and recruiting, who keep the
// file, and hidden from operations and accounting (the server refuses them with 403 anyway);
// pressing it opens the driver's file.
import { useQueryClient } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminSession } from '@shared/admin/admin-auth';
import type { StaffRole } from '@shared/staff-roles';
import { ADMIN_SESSION_KEY } from '@/lib/admin/admin-query-keys';
import { stubNetwork } from '@/test-support/fake-network';
import { renderWithApp } from '@/test-support/render';
import { DRIVER_ID, FILE_ROUTE, GAPPY_FILE } from '../test-support/qualification-file-fixtures';
import { QualificationFileButton } from './qualification-file-button';

afterEach(() => vi.unstubAllGlobals());

/** The button as the Drivers tab shows it, once the dashboard has loaded the member's session. */
function AsMember({ role }: { role: StaffRole }) {
  const client = useQueryClient();
  const session: AdminSession = {
    email: `${role}@lakeshore.example`,
    username: `${role}@lakeshore.example`,
    role,
    twoFactorEnabled: true,
    twoFactorRequired: false,
  };
  useState(() => client.setQueryData(ADMIN_SESSION_KEY, session));
  return (
    <>
      <span data-testid="session-ready" />
      <QualificationFileButton driverId={DRIVER_ID} driverName="Jane Doe" />
    </>
  );
}

describe('the Qualification file button', () => {
  it.each(['owner', 'recruiting'] as const)('opens the file for %s', async (role) => {
    const network = stubNetwork({ [FILE_ROUTE]: { status: 200, body: GAPPY_FILE } });
    const { user } = renderWithApp(<AsMember role={role} />);
    const button = screen.getByRole('button', { name: 'Qualification file of Jane Doe' });
    expect(network.requests).toEqual([]);

    await user.click(button);
    expect(await screen.findByRole('dialog', { name: 'Qualification file: Jane Doe' })).toBeTruthy();
    expect(network.requestsTo(FILE_ROUTE)).toHaveLength(1);
  });

  it.each(['operations', 'accounting'] as const)('is hidden from %s', async (role) => {
    const network = stubNetwork({});
    renderWithApp(<AsMember role={role} />);
    await waitFor(() => expect(screen.getByTestId('session-ready')).toBeTruthy());
    expect(screen.queryByRole('button', { name: /Qualification file/ })).toBeNull();
    expect(network.requests).toEqual([]);
  });
});
