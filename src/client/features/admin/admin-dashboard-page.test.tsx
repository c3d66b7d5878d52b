// The dashboard frame shows a member only the tabs their role may use, opens the first of them,
// and names the role next to the member's e-mail. Tabs stand in for the features' screens.
// The summary cards' footer reads the company profile as it loads: first.
import '@/test-support/company-profile';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminSession } from '@shared/admin-auth';
import { STAFF_ROLE_LABELS, type StaffRole } from '@shared/staff-roles';
import { stubNetwork } from '@/test-support/fake-network';
import { renderWithApp } from '@/test-support/render';
import { AdminDashboardPage, type DashboardTab } from './admin-dashboard-page';

const TABS: DashboardTab[] = [
  { value: 'service-requests', label: 'Service Requests', area: 'service-requests', content: <p>Requests screen</p> },
  { value: 'driver-applications', label: 'Driver Applications', area: 'driver-applications', content: <p>Applications screen</p> },
  { value: 'drivers', label: 'Drivers', area: 'drivers', content: <p>Drivers screen</p> },
  { value: 'payments', label: 'Payments', area: 'payments', content: <p>Payments screen</p> },
  { value: 'analytics', label: 'Advanced Analytics', area: 'analytics', content: <p>Analytics screen</p> },
  { value: 'quote-calculator', label: 'Quote Calculator', area: 'quote-calculator', content: <p>Calculator screen</p> },
];

function sessionOf(role: StaffRole): AdminSession {
  return { email: `${role}@freight.example`, username: `${role}@freight.example`, role, twoFactorEnabled: true, twoFactorRequired: false };
}

async function renderDashboardAs(role: StaffRole) {
  stubNetwork({ 'GET /api/admin/session': { status: 200, body: sessionOf(role) } });
  renderWithApp(<AdminDashboardPage tabs={TABS} paymentMode={<p>Payment mode badge</p>} />);
  await screen.findByRole('tablist');
}

const tabNames = () => screen.getAllByRole('tab').map((tab) => tab.textContent);

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the admin dashboard', () => {
  it.each([
    ['owner', ['Service Requests', 'Driver Applications', 'Drivers', 'Payments', 'Advanced Analytics', 'Quote Calculator']],
    ['operations', ['Service Requests', 'Drivers', 'Quote Calculator']],
    ['accounting', ['Service Requests', 'Payments', 'Advanced Analytics', 'Quote Calculator']],
    ['recruiting', ['Driver Applications', 'Drivers']],
  ] as const)('shows a member in %s only the tabs the role allows', async (role, expected) => {
    await renderDashboardAs(role);
    expect(tabNames()).toEqual(expected);
    expect(screen.getByText(STAFF_ROLE_LABELS[role]).textContent).toBe(STAFF_ROLE_LABELS[role]);
  });

  it('opens the first allowed tab', async () => {
    await renderDashboardAs('recruiting');
    expect(screen.getByRole('tab', { selected: true }).textContent).toBe('Driver Applications');
    expect(screen.queryByText('Applications screen')).not.toBeNull();
    expect(screen.queryByText('Requests screen')).toBeNull();
  });

  it('shows the payment mode only to roles that handle invoices or payments', async () => {
    await renderDashboardAs('recruiting');
    expect(screen.queryByText('Payment mode badge')).toBeNull();
  });

  it('shows the payment mode to accounting', async () => {
    await renderDashboardAs('accounting');
    expect(screen.queryByText('Payment mode badge')).not.toBeNull();
  });
});
