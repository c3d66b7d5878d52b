// My account as a member sees it: who they are, their signed-in browsers (signing one out, and
// this one only after asking), changing their password (the rules shown first; a wrong current
// password, a mismatch or a refused new one shown under its field), and two-factor's state.
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ACCOUNT_MESSAGES, END_CURRENT_SESSION_TEXTS, ownSessionsSchema, type OwnSession } from '@shared/admin/admin-account';
import { ADMIN_PASSWORD_MIN_LENGTH, WRONG_PASSWORD_MESSAGE, type AdminSession } from '@shared/admin/admin-auth';
import { formatDateTime } from '@shared/calendar-date';
import { PAGE_PATHS, ADMIN_AREA_PATHS } from '@shared/page-routes';
import { PASSWORDS_DIFFER_MESSAGE } from '@shared/team/team';
import { stubNetwork, type Route } from '@/test-support/fake-network';
import { errorOf, fieldNamed } from '@/test-support/form-state';
import { renderWithApp } from '@/test-support/render';
import { shownToasts } from '@/test-support/toasts';
import { AccountArea } from './account-area';

const MEMBER: AdminSession = {
  email: 'ada@lakeshore.example',
  username: 'ada@lakeshore.example',
  role: 'accounting',
  twoFactorEnabled: false,
  twoFactorRequired: false,
};
const THIS_BROWSER_ID = '0b7e1c6a-3f1d-4c55-9a0e-6b1e2f3a4b5c';
const PHONE_ID = '6f1c3a52-0c4e-4a43-9d36-1f7f1f0e6a11';
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

// Parsed by the shared schema: an answer the server could give.
const SESSIONS: OwnSession[] = ownSessionsSchema.parse({
  sessions: [
    {
      id: THIS_BROWSER_ID,
      device: 'Chrome on Windows',
      address: '203.0.113.7',
      createdAt: minutesAgo(3 * 60),
      lastUsedAt: minutesAgo(0),
      current: true,
    },
    {
      id: PHONE_ID,
      device: 'Safari on iPhone',
      address: '198.51.100.20',
      createdAt: minutesAgo(3000),
      lastUsedAt: minutesAgo(125),
      current: false,
    },
  ],
}).sessions;

const SESSIONS_CALL = 'GET /api/admin/account/sessions';
const PASSWORD_CALL = 'POST /api/admin/account/password';
const OLD_PASSWORD = 'my current long password';
const NEW_PASSWORD = 'a fresh and longer password';

beforeEach(() => window.history.replaceState(null, '', ADMIN_AREA_PATHS.account));
afterEach(() => vi.unstubAllGlobals());

async function renderAccount(routes: Record<string, Route> = {}, member: AdminSession = MEMBER) {
  const network = stubNetwork({
    'GET /api/admin/session': { status: 200, body: member },
    [SESSIONS_CALL]: { status: 200, body: { sessions: SESSIONS } },
    ...routes,
  });
  const rendered = renderWithApp(<AccountArea />);
  await screen.findByRole('list', { name: 'Sessions' });
  return { ...rendered, network };
}

const sessionCard = (device: string) => screen.getByRole('article', { name: device });

async function changePassword(user: ReturnType<typeof renderWithApp>['user'], current: string, next: string, confirmation = next) {
  if (current) await user.type(fieldNamed('Current password'), current);
  await user.type(fieldNamed('New password'), next);
  await user.type(fieldNamed('Confirm new password'), confirmation);
  await user.click(screen.getByRole('button', { name: 'Change password' }));
}

describe('My account', () => {
  it('shows the member, their sessions with this browser marked, and that two-factor sign-in is off', async () => {
    await renderAccount();
    const account = screen.getByRole('region', { name: 'My account' });
    expect(account.textContent).toContain(MEMBER.email);
    expect(within(account).getByText('Accounting')).toBeDefined();

    const cards = within(screen.getByRole('list', { name: 'Sessions' })).getAllByRole('article');
    expect(cards.map((card) => document.getElementById(card.getAttribute('aria-labelledby') ?? '')?.textContent)).toEqual([
      'Chrome on Windows',
      'Safari on iPhone',
    ]);
    const here = sessionCard('Chrome on Windows');
    expect(within(here).getByText('This browser')).toBeDefined();
    expect(here.textContent).toContain('Address: 203.0.113.7');
    expect(here.textContent).toContain(`Last used: just now (${formatDateTime(SESSIONS[0]!.lastUsedAt)})`);
    expect(here.textContent).toContain(`Signed in: ${formatDateTime(SESSIONS[0]!.createdAt)}`);

    const phone = sessionCard('Safari on iPhone');
    expect(within(phone).queryByText('This browser')).toBeNull();
    expect(phone.textContent).toContain(`Last used: 2 hours ago (${formatDateTime(SESSIONS[1]!.lastUsedAt)})`);
    expect(within(phone).getByRole('button', { name: 'Sign out' }).getAttribute('aria-describedby')).toBe(
      phone.getAttribute('aria-labelledby'),
    );

    const twoFactor = screen.getByRole('region', { name: 'Two-factor sign-in' });
    expect(within(twoFactor).getByText('Off')).toBeDefined();
    expect(within(twoFactor).getByRole('link', { name: 'Turn on two-factor sign-in' }).getAttribute('href')).toBe(
      PAGE_PATHS.adminTwoFactor,
    );
  });

  it('says two-factor sign-in is on, with the way to manage it', async () => {
    await renderAccount({}, { ...MEMBER, twoFactorEnabled: true });
    const twoFactor = screen.getByRole('region', { name: 'Two-factor sign-in' });
    expect(within(twoFactor).getByText('On')).toBeDefined();
    expect(within(twoFactor).getByRole('link', { name: 'Manage two-factor sign-in' }).getAttribute('href')).toBe(PAGE_PATHS.adminTwoFactor);
  });

  it('says when the sessions could not be loaded', async () => {
    stubNetwork({
      'GET /api/admin/session': { status: 200, body: MEMBER },
      [SESSIONS_CALL]: { status: 503, body: { error: 'Service Unavailable', message: 'The database is not answering.' } },
    });
    renderWithApp(<AccountArea />);
    expect((await screen.findByRole('alert')).textContent).toBe('Could not load your sessions: The database is not answering.');
  });

  it('signs another browser out at once and reads the list again', async () => {
    let ended = false;
    const { user, network } = await renderAccount({
      [SESSIONS_CALL]: () => ({ status: 200, body: { sessions: ended ? [SESSIONS[0]] : SESSIONS } }),
      [`DELETE /api/admin/account/sessions/${PHONE_ID}`]: () => {
        ended = true;
        return { status: 204 };
      },
    });
    await user.click(within(sessionCard('Safari on iPhone')).getByRole('button', { name: 'Sign out' }));

    expect(screen.queryByRole('alertdialog')).toBeNull();
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Safari on iPhone' })).toBeNull());
    expect(network.requestsTo(`DELETE /api/admin/account/sessions/${PHONE_ID}`)).toHaveLength(1);
    expect(network.requestsTo(SESSIONS_CALL)).toHaveLength(2);
    expect(shownToasts()).toContainEqual([ACCOUNT_MESSAGES.sessionEnded]);
    expect(window.location.pathname).toBe(ADMIN_AREA_PATHS.account);
  });

  it('says so, and shows the list as it is now, when that session had already ended', async () => {
    const { user, network } = await renderAccount({
      [`DELETE /api/admin/account/sessions/${PHONE_ID}`]: {
        status: 404,
        body: { error: 'Not Found', message: ACCOUNT_MESSAGES.sessionNotFound },
      },
    });
    await user.click(within(sessionCard('Safari on iPhone')).getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(shownToasts()).toContainEqual(['Could not sign that browser out', ACCOUNT_MESSAGES.sessionNotFound]));
    await waitFor(() => expect(network.requestsTo(SESSIONS_CALL)).toHaveLength(2));
  });

  it('asks before signing out this browser; Cancel sends nothing; confirming goes to the sign-in page', async () => {
    const endHere = `DELETE /api/admin/account/sessions/${THIS_BROWSER_ID}`;
    const { user, network } = await renderAccount({ [endHere]: { status: 204 } });
    await user.click(within(sessionCard('Chrome on Windows')).getByRole('button', { name: 'Sign out' }));
    const dialog = screen.getByRole('alertdialog', { name: END_CURRENT_SESSION_TEXTS.title });
    expect(dialog.textContent).toContain(END_CURRENT_SESSION_TEXTS.consequence);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(network.requestsTo(endHere)).toEqual([]);

    await user.click(within(sessionCard('Chrome on Windows')).getByRole('button', { name: 'Sign out' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: END_CURRENT_SESSION_TEXTS.button }));
    await waitFor(() => expect(window.location.pathname).toBe(PAGE_PATHS.adminLogin));
    expect(network.requestsTo(endHere)).toHaveLength(1);
    expect(shownToasts().map(([title]) => title)).toContain('Signed out');
  });

  it('shows the password rule before anything is sent', async () => {
    await renderAccount();
    const newPassword = fieldNamed('New password');
    const described = (newPassword.getAttribute('aria-describedby') ?? '').split(' ');
    expect(described.map((id) => document.getElementById(id)?.textContent).join(' ')).toContain(`Use ${ADMIN_PASSWORD_MIN_LENGTH} to`);
    expect(newPassword.getAttribute('autocomplete')).toBe('new-password');
    expect(fieldNamed('Current password').getAttribute('autocomplete')).toBe('current-password');
  });

  it('changes the password, says the other sessions were signed out, clears the form and reads the sessions again', async () => {
    const { user, network } = await renderAccount({
      [PASSWORD_CALL]: { status: 200, body: { message: ACCOUNT_MESSAGES.passwordChanged } },
    });
    await changePassword(user, OLD_PASSWORD, NEW_PASSWORD);

    await waitFor(() => expect(shownToasts()).toContainEqual(['Password changed', ACCOUNT_MESSAGES.passwordChanged]));
    // Only the change is sent, never the confirmation.
    expect(network.requestsTo(PASSWORD_CALL).map((request) => request.body)).toEqual([
      { password: OLD_PASSWORD, newPassword: NEW_PASSWORD },
    ]);
    await waitFor(() => expect(network.requestsTo(SESSIONS_CALL)).toHaveLength(2));
    expect(fieldNamed('Current password').value).toBe('');
    expect(fieldNamed('New password').value).toBe('');
    expect(fieldNamed('Confirm new password').value).toBe('');
  });

  it('shows a wrong current password under its field and keeps the focus there', async () => {
    const { user } = await renderAccount({
      [PASSWORD_CALL]: { status: 403, body: { error: 'Forbidden', message: WRONG_PASSWORD_MESSAGE } },
    });
    await changePassword(user, 'not my password', NEW_PASSWORD);
    const current = fieldNamed('Current password');
    await waitFor(() => expect(errorOf(current)).toBe(WRONG_PASSWORD_MESSAGE));
    expect(current.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(current);
    expect(shownToasts()).toEqual([]);
  });

  it('refuses a confirmation that differs, a short new password and a missing current one without sending', async () => {
    const { user, network } = await renderAccount();
    await changePassword(user, OLD_PASSWORD, NEW_PASSWORD, `${NEW_PASSWORD}!`);
    await waitFor(() => expect(errorOf(fieldNamed('Confirm new password'))).toBe(PASSWORDS_DIFFER_MESSAGE));
    expect(fieldNamed('Confirm new password').getAttribute('aria-invalid')).toBe('true');

    await user.clear(fieldNamed('Current password'));
    await user.clear(fieldNamed('New password'));
    await user.clear(fieldNamed('Confirm new password'));
    await changePassword(user, '', 'short');
    await waitFor(() => expect(errorOf(fieldNamed('New password'))).toContain(`at least ${ADMIN_PASSWORD_MIN_LENGTH} characters`));
    expect(errorOf(fieldNamed('Current password'))).toBe('Enter your current password');
    expect(network.requestsTo(PASSWORD_CALL)).toEqual([]);
  });

  it("shows the server's refusal of the new password under that field", async () => {
    const refusal = 'The password must be at most 256 characters.';
    const { user } = await renderAccount({
      [PASSWORD_CALL]: { status: 400, body: { error: 'Bad Request', message: `newPassword: ${refusal}` } },
    });
    await changePassword(user, OLD_PASSWORD, NEW_PASSWORD);
    await waitFor(() => expect(errorOf(fieldNamed('New password'))).toBe(refusal));
  });

  it('tells the member when too many wrong passwords have locked the change for a while', async () => {
    const locked = 'Too many attempts. Try again in 15 minutes.';
    const { user } = await renderAccount({ [PASSWORD_CALL]: { status: 429, body: { error: 'Too Many Requests', message: locked } } });
    await changePassword(user, OLD_PASSWORD, NEW_PASSWORD);
    await waitFor(() => expect(shownToasts()).toContainEqual(['Could not change your password', locked]));
  });
});
