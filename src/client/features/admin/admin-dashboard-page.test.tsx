// The back office's frame: each area at its own URL, listed only for the roles that may open it,
// the open one marked; /admin leads to the member's first area; an area the role may not open says
// so instead of going blank; on a phone the list sits behind a Menu button. Areas stand in for the
// features' screens. The summary cards' footer reads the company profile as it loads: first.
import '@/test-support/company-profile';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminSession } from '@shared/admin/admin-auth';
import { ADMIN_AREA_IDS, type AdminAreaId } from '@shared/page-routes';
import { ROLE_FORBIDDEN_MESSAGE, STAFF_ROLE_LABELS, type StaffRole } from '@shared/staff-roles';
import { stubNetwork } from '@/test-support/fake-network';
import { renderWithApp } from '@/test-support/render';
import { AdminDashboardPage } from './admin-dashboard-page';
import { adminAreas, type AdminAreaScreen } from './shell/admin-area';

const SCREENS: Record<AdminAreaId, AdminAreaScreen> = {
  'service-requests': { label: 'Service Requests', staffArea: 'service-requests', content: <p>Requests screen</p> },
  'driver-applications': { label: 'Driver Applications', staffArea: 'driver-applications', content: <p>Applications screen</p> },
  drivers: { label: 'Drivers', staffArea: 'drivers', content: <p>Drivers screen</p> },
  dispatch: { label: 'Dispatch', staffArea: 'dispatch', content: <p>Dispatch screen</p> },
  payments: { label: 'Payments', staffArea: 'payments', content: <p>Payments screen</p> },
  accounts: { label: 'Accounts', staffArea: 'accounts', content: <p>Accounts screen</p> },
  analytics: { label: 'Advanced Analytics', staffArea: 'analytics', content: <p>Analytics screen</p> },
  'quote-calculator': { label: 'Quote Calculator', staffArea: 'quote-calculator', content: <p>Calculator screen</p> },
  billing: { label: 'Billing', staffArea: 'billing-settings', content: <p>Billing screen</p> },
  receivables: { label: 'Receivables', staffArea: 'receivables', content: <p>Receivables screen</p> },
  team: { label: 'Team', staffArea: 'team', content: <p>Team screen</p> },
  'audit-log': { label: 'Audit Log', staffArea: 'audit-log', content: <p>Audit screen</p> },
  account: { label: 'My account', staffArea: 'own-account', content: <p>Account screen</p>, place: 'member' },
};
const AREAS = adminAreas(SCREENS);

interface HappyDomWindow {
  happyDOM: { setWindowSize(size: { width: number; height: number }): void };
}
const setWindowWidth = (width: number) => (window as unknown as HappyDomWindow).happyDOM.setWindowSize({ width, height: 844 });

function sessionOf(role: StaffRole): AdminSession {
  return { email: `${role}@freight.example`, username: `${role}@freight.example`, role, twoFactorEnabled: true, twoFactorRequired: false };
}

async function openAs(role: StaffRole, path: string) {
  window.history.replaceState(null, '', path);
  stubNetwork({ 'GET /api/admin/session': { status: 200, body: sessionOf(role) } });
  const rendered = renderWithApp(<AdminDashboardPage areas={AREAS} paymentMode={<p>Payment mode badge</p>} />);
  await screen.findByRole('heading', { name: 'Admin Dashboard' });
  return rendered;
}

const backOffice = () => screen.getByRole('navigation', { name: 'Back office' });
const listedAreas = () =>
  within(backOffice())
    .getAllByRole('link')
    .map((link) => link.textContent);

afterEach(() => {
  vi.unstubAllGlobals();
  setWindowWidth(1024);
});

describe('signed out', () => {
  it('sends an area’s address to sign-in, which will come back to it', async () => {
    window.history.replaceState(null, '', '/admin/payments');
    stubNetwork({ 'GET /api/admin/session': { status: 401, body: { message: 'Please sign in to the admin dashboard.' } } });
    renderWithApp(<AdminDashboardPage areas={AREAS} paymentMode={<p>Payment mode badge</p>} />);
    await waitFor(() => expect(`${window.location.pathname}${window.location.search}`).toBe('/admin-login?next=%2Fadmin%2Fpayments'));
  });

  it('sends /admin itself to sign-in as it is', async () => {
    window.history.replaceState(null, '', '/admin');
    stubNetwork({ 'GET /api/admin/session': { status: 401, body: { message: 'Please sign in to the admin dashboard.' } } });
    renderWithApp(<AdminDashboardPage areas={AREAS} paymentMode={<p>Payment mode badge</p>} />);
    await waitFor(() => expect(`${window.location.pathname}${window.location.search}`).toBe('/admin-login'));
  });
});

describe('the back office on a wide screen', () => {
  it.each([
    [
      'owner',
      [
        'Service Requests',
        'Driver Applications',
        'Drivers',
        'Dispatch',
        'Payments',
        'Accounts',
        'Advanced Analytics',
        'Quote Calculator',
        'Billing',
        'Receivables',
        'Team',
        'Audit Log',
      ],
    ],
    ['operations', ['Service Requests', 'Drivers', 'Dispatch', 'Accounts', 'Quote Calculator']],
    ['accounting', ['Service Requests', 'Payments', 'Accounts', 'Advanced Analytics', 'Quote Calculator', 'Billing', 'Receivables']],
    ['recruiting', ['Driver Applications', 'Drivers']],
  ] as const)('lists for a member in %s only the areas the role allows, and their account beside it', async (role, expected) => {
    await openAs(role, '/admin/account');
    expect(listedAreas()).toEqual(expected);
    expect(screen.getByText(STAFF_ROLE_LABELS[role]).textContent).toBe(STAFF_ROLE_LABELS[role]);
    expect(screen.getByText(`${role}@freight.example`)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'My account' }).getAttribute('href')).toBe('/admin/account');
    expect(screen.getByRole('link', { name: 'Two-factor' }).getAttribute('href')).toBe('/admin/two-factor');
    screen.getByRole('button', { name: 'Logout' });
    expect(screen.queryByRole('button', { name: 'Menu' })).toBeNull();
  });

  it('sends /admin on to the first area the role allows, replacing /admin in the history', async () => {
    const before = window.history.length;
    await openAs('recruiting', '/admin');
    await screen.findByText('Applications screen');
    expect(window.location.pathname).toBe('/admin/driver-applications');
    expect(window.history.length).toBe(before);
  });

  it('shows the area its URL names, marks its link as the current page and names it in the title', async () => {
    await openAs('owner', '/admin/payments');
    await screen.findByText('Payments screen');
    expect(screen.queryByText('Requests screen')).toBeNull();
    screen.getByRole('heading', { name: 'Payments', level: 2 });
    const current = within(backOffice()).getAllByRole('link', { current: 'page' });
    expect(current.map((link) => link.textContent)).toEqual(['Payments']);
    expect(current[0]?.getAttribute('href')).toBe('/admin/payments');
    expect(document.title).toBe('Payments · Admin Dashboard · Lakeshore Freight');
  });

  it('moves to another area by its link: a new URL, a new title, the link marked', async () => {
    const { user } = await openAs('owner', '/admin/service-requests');
    await screen.findByText('Requests screen');
    await user.click(within(backOffice()).getByRole('link', { name: 'Audit Log' }));
    await screen.findByText('Audit screen');
    expect(window.location.pathname).toBe('/admin/audit-log');
    expect(document.title).toBe('Audit Log · Admin Dashboard · Lakeshore Freight');
    expect(within(backOffice()).getByRole('link', { current: 'page' }).textContent).toBe('Audit Log');
  });

  it('marks My account as the current page when it is open', async () => {
    await openAs('operations', '/admin/account');
    await screen.findByText('Account screen');
    expect(screen.getByRole('link', { name: 'My account' }).getAttribute('aria-current')).toBe('page');
    expect(within(backOffice()).queryAllByRole('link', { current: 'page' })).toEqual([]);
  });

  it('tells a member opening an area their role does not allow, and leads to their first area', async () => {
    const { user } = await openAs('recruiting', '/admin/payments');
    await screen.findByText(ROLE_FORBIDDEN_MESSAGE);
    expect(screen.queryByText('Payments screen')).toBeNull();
    expect(listedAreas()).not.toContain('Payments');
    await user.click(screen.getByRole('link', { name: 'Go to Driver Applications' }));
    await screen.findByText('Applications screen');
    expect(window.location.pathname).toBe('/admin/driver-applications');
  });

  it('shows the payment mode only to roles that handle invoices or payments', async () => {
    await openAs('recruiting', '/admin/drivers');
    expect(screen.queryByText('Payment mode badge')).toBeNull();
  });

  it('shows the payment mode to accounting', async () => {
    await openAs('accounting', '/admin/payments');
    expect(screen.queryByText('Payment mode badge')).not.toBeNull();
  });
});

describe('the back office on a phone', () => {
  it('names the open area in a bar and keeps the list behind a Menu button that closes on a choice', async () => {
    setWindowWidth(390);
    const { user } = await openAs('owner', '/admin/service-requests');
    await screen.findByText('Requests screen');
    screen.getByRole('heading', { name: 'Service Requests', level: 2 });
    const menu = screen.getByRole('button', { name: 'Menu' });
    expect(menu.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('navigation', { name: 'Back office' })).toBeNull();

    await user.click(menu);
    expect(menu.getAttribute('aria-expanded')).toBe('true');
    expect(menu.getAttribute('aria-controls')).toBe(backOffice().id);
    // The owner has every area; their own account sits apart from the list.
    expect(listedAreas()).toHaveLength(ADMIN_AREA_IDS.length - 1);
    await user.click(within(backOffice()).getByRole('link', { name: 'Team' }));

    await screen.findByText('Team screen');
    expect(window.location.pathname).toBe('/admin/team');
    screen.getByRole('heading', { name: 'Team', level: 2 });
    expect(menu.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('navigation', { name: 'Back office' })).toBeNull();
    expect(document.activeElement).toBe(menu);
  });

  it('closes the menu on Escape and gives the focus back to its button', async () => {
    setWindowWidth(390);
    const { user } = await openAs('accounting', '/admin/payments');
    const menu = screen.getByRole('button', { name: 'Menu' });
    await user.click(menu);
    within(backOffice()).getByRole('link', { name: 'Quote Calculator' }).focus();
    await user.keyboard('{Escape}');
    expect(menu.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('navigation', { name: 'Back office' })).toBeNull();
    expect(document.activeElement).toBe(menu);
  });

  it('keeps the member, their role, Two-factor, My account and Logout in reach', async () => {
    setWindowWidth(390);
    await openAs('recruiting', '/admin/drivers');
    screen.getByText(STAFF_ROLE_LABELS.recruiting);
    screen.getByRole('link', { name: 'Two-factor' });
    screen.getByRole('link', { name: 'My account' });
    screen.getByRole('button', { name: 'Logout' });
  });

  it('switches to the side navigation when the screen widens', async () => {
    setWindowWidth(390);
    await openAs('owner', '/admin/drivers');
    expect(screen.queryByRole('navigation', { name: 'Back office' })).toBeNull();
    act(() => setWindowWidth(1280));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Menu' })).toBeNull());
    // The owner has every area; their own account sits apart from the list.
    expect(listedAreas()).toHaveLength(ADMIN_AREA_IDS.length - 1);
  });
});

it('has a screen for every area URL the server serves', () => {
  expect(AREAS.map((area) => area.id)).toEqual(ADMIN_AREA_IDS);
  expect(new Set(AREAS.map((area) => area.path)).size).toBe(ADMIN_AREA_IDS.length);
});
