// The reset-password page: the token comes from the link's fragment, leaves the address bar at
// once and travels only in the body; the new password is checked before it is sent; a changed
// password, a used or expired link, and a link without a token each say so, with the way on.
// The page title reads the company profile as it loads: first.
import '@/test-support/company-profile';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ACCOUNT_MESSAGES } from '@shared/admin/admin-account';
import { ADMIN_PASSWORD_MIN_LENGTH } from '@shared/admin/admin-auth';
import { PAGE_PATHS } from '@shared/page-routes';
import { PASSWORDS_DIFFER_MESSAGE } from '@shared/team/team';
import { stubNetwork, type Answer, type Route } from '@/test-support/fake-network';
import { errorOf, fieldNamed } from '@/test-support/form-state';
import { renderWithApp } from '@/test-support/render';
import { ResetPasswordPage } from './reset-password-page';

const TOKEN = 'UmVzZXQtdG9rZW4tZm9yLXRoZS1jb21wb25lbnQtdGVzdHM';
const RESET_CALL = 'POST /api/admin/login/password-reset';
const PASSWORD = 'correct horse battery staple';
const invalidLink: Route = { status: 410, body: { error: 'Gone', message: ACCOUNT_MESSAGES.resetInvalid } };

afterEach(() => vi.unstubAllGlobals());

function openReset(hash: string, routes: Record<string, Route> = {}) {
  window.history.replaceState(null, '', `${PAGE_PATHS.adminResetPassword}${hash}`);
  const network = stubNetwork(routes);
  return { ...renderWithApp(<ResetPasswordPage />), network };
}

async function choosePassword(user: ReturnType<typeof renderWithApp>['user'], password: string, confirmation = password) {
  await user.type(fieldNamed('New password'), password);
  await user.type(fieldNamed('Confirm new password'), confirmation);
  await user.click(screen.getByRole('button', { name: 'Set new password' }));
}

describe('the reset-password page', () => {
  it('drops the token from the address bar, shows the rule, and sends the token in the body only', async () => {
    const { user, network } = openReset(`#token=${TOKEN}`, {
      [RESET_CALL]: { status: 200, body: { message: ACCOUNT_MESSAGES.passwordReset } },
    });
    expect(window.location.hash).toBe('');
    expect(window.location.href).not.toContain(TOKEN);
    expect(window.location.pathname).toBe(PAGE_PATHS.adminResetPassword);
    const password = fieldNamed('New password');
    const described = (password.getAttribute('aria-describedby') ?? '').split(' ');
    expect(described.map((id) => document.getElementById(id)?.textContent).join(' ')).toContain(`Use ${ADMIN_PASSWORD_MIN_LENGTH} to`);

    await choosePassword(user, PASSWORD);
    const result = await screen.findByRole('status');
    expect(result.textContent).toBe(ACCOUNT_MESSAGES.passwordReset);
    expect(document.activeElement).toBe(result);
    expect(screen.getByRole('link', { name: 'Go to the sign-in page' }).getAttribute('href')).toBe(PAGE_PATHS.adminLogin);
    expect(network.requestsTo(RESET_CALL).map((request) => request.body)).toEqual([{ token: TOKEN, password: PASSWORD }]);
    expect(network.requests.every((request) => !request.url.includes(TOKEN))).toBe(true);
  });

  it('says a used or expired link is not valid, with the way to ask for a new one', async () => {
    const { user } = openReset(`#token=${TOKEN}`, { [RESET_CALL]: invalidLink });
    await choosePassword(user, PASSWORD);
    const result = await screen.findByRole('alert');
    expect(result.textContent).toBe(ACCOUNT_MESSAGES.resetInvalid);
    expect(document.activeElement).toBe(result);
    expect(screen.getByRole('link', { name: 'Ask for a new link' }).getAttribute('href')).toBe(PAGE_PATHS.adminForgotPassword);
    expect(screen.queryByLabelText('New password')).toBeNull();
  });

  it.each([
    ['no token', ''],
    ['something that cannot be a token', '#token=abc'],
    ['another fragment', '#section'],
  ])('says the same, without asking the server, for a link with %s', (_case, hash) => {
    const { network } = openReset(hash);
    expect(screen.getByRole('alert').textContent).toBe(ACCOUNT_MESSAGES.resetInvalid);
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toBeDefined();
    expect(screen.queryByLabelText('New password')).toBeNull();
    expect(window.location.hash).toBe('');
    expect(network.requests).toEqual([]);
  });

  it('refuses a confirmation that differs and a password too short, under their fields, without sending', async () => {
    const { user, network } = openReset(`#token=${TOKEN}`);
    await choosePassword(user, PASSWORD, `${PASSWORD}!`);
    await waitFor(() => expect(errorOf(fieldNamed('Confirm new password'))).toBe(PASSWORDS_DIFFER_MESSAGE));
    expect(fieldNamed('Confirm new password').getAttribute('aria-invalid')).toBe('true');

    await user.clear(fieldNamed('New password'));
    await user.clear(fieldNamed('Confirm new password'));
    await choosePassword(user, 'short');
    await waitFor(() => expect(errorOf(fieldNamed('New password'))).toContain(`at least ${ADMIN_PASSWORD_MIN_LENGTH} characters`));
    expect(network.requests).toEqual([]);
  });

  it("shows the server's refusal of the password under the field, and a lock-out above the form", async () => {
    let answer: Answer = { status: 400, body: { error: 'Bad Request', message: 'password: The password must be at most 256 characters.' } };
    const { user } = openReset(`#token=${TOKEN}`, { [RESET_CALL]: () => answer });
    await choosePassword(user, PASSWORD);
    await waitFor(() => expect(errorOf(fieldNamed('New password'))).toBe('The password must be at most 256 characters.'));

    answer = { status: 429, body: { error: 'Too Many Requests', message: 'Too many attempts. Try again in 15 minutes.' } };
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Too many attempts. Try again in 15 minutes.');
    expect(fieldNamed('New password')).toBeDefined();
  });
});
