// The invite page: it takes the token from the link's fragment (and drops it from the address
// bar), shows what the invitation is for, checks the chosen password before sending it, and after
// accepting opens two-factor enrolment or the dashboard. A bad or missing link says so.
// The page title reads the company profile as it loads: first.
import '@/test-support/company-profile';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ADMIN_PASSWORD_MIN_LENGTH, type AdminSignInResult } from '@shared/admin/admin-auth';
import { PAGE_PATHS } from '@shared/page-routes';
import { PASSWORDS_DIFFER_MESSAGE, TEAM_MESSAGES, type InviteDetails } from '@shared/team/team';
import { stubNetwork, type Route } from '@/test-support/fake-network';
import { errorOf, fieldNamed } from '@/test-support/form-state';
import { renderWithApp } from '@/test-support/render';
import { InvitePage } from './invite-page';

const TOKEN = 'Qm9vdHN0cmFwLXRva2VuLWZvci10ZXN0cy0xMjM0NTY3';
const DETAILS: InviteDetails = { email: 'ada@lakeshore.example', role: 'accounting', companyName: 'Lakeshore Freight' };
const DETAILS_CALL = 'POST /api/admin/login/invitation';
const ACCEPT_CALL = 'POST /api/admin/login/invitation/accept';
const PASSWORD = 'correct horse battery staple';
const invalidLink: Route = { status: 410, body: { error: 'Gone', message: TEAM_MESSAGES.inviteInvalid } };

function signedIn(next: AdminSignInResult['next']): Route {
  const result: AdminSignInResult = {
    email: DETAILS.email,
    username: DETAILS.email,
    role: 'accounting',
    twoFactorEnabled: false,
    twoFactorRequired: next === 'enrol',
    next,
  };
  return { status: 200, body: result };
}

afterEach(() => vi.unstubAllGlobals());

function openInvite(hash: string, routes: Record<string, Route>) {
  window.history.replaceState(null, '', `${PAGE_PATHS.adminInvite}${hash}`);
  const network = stubNetwork(routes);
  return { ...renderWithApp(<InvitePage />), network };
}

async function choosePassword(user: ReturnType<typeof renderWithApp>['user'], password: string, confirmation: string) {
  await user.type(await screen.findByLabelText('Password'), password);
  await user.type(fieldNamed('Confirm password'), confirmation);
  await user.click(screen.getByRole('button', { name: 'Create my account' }));
}

describe('the invite page', () => {
  it('reads the token from the fragment, drops it from the address bar, and shows the invitation', async () => {
    const { network } = openInvite(`#token=${TOKEN}`, { [DETAILS_CALL]: { status: 200, body: DETAILS } });

    expect(await screen.findByRole('heading', { level: 1, name: 'Join Lakeshore Freight as Accounting' })).toBeDefined();
    expect(window.location.hash).toBe('');
    expect(window.location.pathname).toBe(PAGE_PATHS.adminInvite);
    expect(network.requestsTo(DETAILS_CALL).map((request) => request.body)).toEqual([{ token: TOKEN }]);
    expect(network.requests.every((request) => !request.url.includes(TOKEN))).toBe(true);
    expect(document.title).toContain('Join the team');

    const email = fieldNamed('E-mail');
    expect(email.value).toBe(DETAILS.email);
    expect((email as HTMLInputElement).readOnly).toBe(true);
    // The password rule shows before anything is sent.
    const password = fieldNamed('Password');
    expect(document.getElementById(password.getAttribute('aria-describedby') ?? '')?.textContent).toContain(
      `Use ${ADMIN_PASSWORD_MIN_LENGTH} to`,
    );
  });

  it('says a used, expired or revoked link is not valid, with the way to sign in', async () => {
    openInvite(`#token=${TOKEN}`, { [DETAILS_CALL]: invalidLink });
    expect((await screen.findByRole('alert')).textContent).toBe(TEAM_MESSAGES.inviteInvalid);
    expect(screen.getByRole('link', { name: 'Go to the sign-in page' }).getAttribute('href')).toBe(PAGE_PATHS.adminLogin);
    expect(screen.queryByLabelText('Password')).toBeNull();
  });

  it('says the same without asking the server when the link has no token', () => {
    const { network } = openInvite('', {});
    expect(screen.getByRole('alert').textContent).toBe(TEAM_MESSAGES.inviteInvalid);
    expect(screen.getByRole('heading', { level: 1, name: 'Join the team' })).toBeDefined();
    expect(network.requests).toEqual([]);
  });

  it('refuses a confirmation that differs, and a password too short, under their fields', async () => {
    const { user, network } = openInvite(`#token=${TOKEN}`, {
      [DETAILS_CALL]: { status: 200, body: DETAILS },
      [ACCEPT_CALL]: signedIn('dashboard'),
    });
    await choosePassword(user, PASSWORD, `${PASSWORD}!`);
    await waitFor(() => expect(errorOf(fieldNamed('Confirm password'))).toBe(PASSWORDS_DIFFER_MESSAGE));
    expect(fieldNamed('Confirm password').getAttribute('aria-invalid')).toBe('true');

    await user.clear(fieldNamed('Password'));
    await user.clear(fieldNamed('Confirm password'));
    await choosePassword(user, 'short', 'short');
    await waitFor(() => expect(errorOf(fieldNamed('Password'))).toContain(`at least ${ADMIN_PASSWORD_MIN_LENGTH} characters`));
    expect(network.requestsTo(ACCEPT_CALL)).toEqual([]);
  });

  it('accepts with the token and password, then opens two-factor enrolment when the site requires it', async () => {
    const { user, network } = openInvite(`#token=${TOKEN}`, {
      [DETAILS_CALL]: { status: 200, body: DETAILS },
      [ACCEPT_CALL]: signedIn('enrol'),
    });
    await choosePassword(user, PASSWORD, PASSWORD);
    await waitFor(() => expect(window.location.pathname).toBe(PAGE_PATHS.adminTwoFactor));
    expect(network.requestsTo(ACCEPT_CALL).map((request) => request.body)).toEqual([{ token: TOKEN, password: PASSWORD }]);
  });

  it('opens the dashboard when no enrolment is owed', async () => {
    const { user } = openInvite(`#token=${TOKEN}`, {
      [DETAILS_CALL]: { status: 200, body: DETAILS },
      [ACCEPT_CALL]: signedIn('dashboard'),
    });
    await choosePassword(user, PASSWORD, PASSWORD);
    await waitFor(() => expect(window.location.pathname).toBe(PAGE_PATHS.admin));
  });

  it('says the link is no longer valid when it was used or revoked meanwhile', async () => {
    const { user, network } = openInvite(`#token=${TOKEN}`, { [DETAILS_CALL]: { status: 200, body: DETAILS }, [ACCEPT_CALL]: invalidLink });
    await choosePassword(user, PASSWORD, PASSWORD);
    expect((await screen.findByRole('alert')).textContent).toBe(TEAM_MESSAGES.inviteInvalid);
    expect(window.location.pathname).toBe(PAGE_PATHS.adminInvite);
    // The invitation is not asked for again.
    expect(network.requestsTo(DETAILS_CALL)).toHaveLength(1);
  });
});
