// /account signed out: the e-mail, the server's "sent" message, the 6-digit code, then the
// customer's own page with the focus on its heading. Errors are shown by the field they are about;
// a session that ends elsewhere brings the form back, saying why.
import '@/test-support/company-profile';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  CUSTOMER_SIGN_IN_INVALID_MESSAGE,
  CUSTOMER_SIGN_IN_REQUIRED_MESSAGE,
  CUSTOMER_SIGN_IN_SENT_MESSAGE,
} from '@shared/customer-portal/customer-account';
import { PAGE_PATHS } from '@shared/page-routes';
import { apiError, stubNetwork, type Route } from '@/test-support/fake-network';
import { errorOf, fieldNamed } from '@/test-support/form-state';
import { renderWithApp } from '@/test-support/render';
import { AccountPage } from './account-page';
import { CALLS, CUSTOMER_EMAIL, page, SESSION, signedInRoutes, signedOut, summary } from './test-support/portal-answers';

beforeEach(() => window.history.replaceState(null, '', PAGE_PATHS.account));
afterEach(() => vi.unstubAllGlobals());

function openAccount(routes: Record<string, Route>) {
  const network = stubNetwork(routes);
  return { ...renderWithApp(<AccountPage />), network };
}

const sent: Route = { status: 200, body: { message: CUSTOMER_SIGN_IN_SENT_MESSAGE.message } };

describe('signing in on /account', () => {
  it('asks for the e-mail, shows what the server said, takes the code, and opens My requests', async () => {
    const { user, network } = openAccount({
      [CALLS.session]: signedOut,
      [CALLS.signInRequest]: sent,
      [CALLS.signInCode]: { status: 200, body: SESSION },
      [CALLS.requests]: { status: 200, body: page([summary()]) },
      [CALLS.preferences]: signedInRoutes()[CALLS.preferences]!,
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in to see your requests' })).toBeDefined();
    await waitFor(() => expect(document.title).toContain('Sign in'));

    await user.type(fieldNamed('E-mail'), '  Ada@Lakeshore.example ');
    await user.click(screen.getByRole('button', { name: 'Send me a sign-in link' }));

    expect((await screen.findByRole('status')).textContent).toBe(CUSTOMER_SIGN_IN_SENT_MESSAGE.message);
    // The address as the server compares it, lower-cased and trimmed.
    expect(network.requestsTo(CALLS.signInRequest).map((request) => request.body)).toEqual([{ email: CUSTOMER_EMAIL }]);
    const code = fieldNamed('6-digit code');
    expect(code.getAttribute('inputmode')).toBe('numeric');
    expect(code.getAttribute('autocomplete')).toBe('one-time-code');
    expect(document.activeElement).toBe(code);

    await user.type(code, '042917');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    const heading = await screen.findByRole('heading', { level: 1, name: 'My requests' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(network.requestsTo(CALLS.signInCode).map((request) => request.body)).toEqual([{ email: CUSTOMER_EMAIL, code: '042917' }]);
    expect(screen.getByText(/Signed in as/).textContent).toBe(`Signed in as ${CUSTOMER_EMAIL}`);
    expect(await screen.findByRole('link', { name: 'SR-7K3M-Q9XD-2HVB-N4TE' })).toBeDefined();
    await waitFor(() => expect(document.title).toContain('My requests'));
  });

  it('checks the e-mail before sending it, and shows the reason under the field', async () => {
    const { user, network } = openAccount({ [CALLS.session]: signedOut, [CALLS.signInRequest]: sent });
    await user.type(await screen.findByLabelText('E-mail'), 'not an address');
    await user.click(screen.getByRole('button', { name: 'Send me a sign-in link' }));
    await waitFor(() => expect(errorOf(fieldNamed('E-mail'))).toBe('Enter a valid e-mail address'));
    expect(fieldNamed('E-mail').getAttribute('aria-invalid')).toBe('true');
    expect(network.requestsTo(CALLS.signInRequest)).toEqual([]);
  });

  it("shows the server's refusal of the e-mail (too many this hour) under the field", async () => {
    const tooMany = 'Too many sign-in e-mails for this address. Try again in an hour.';
    const { user } = openAccount({
      [CALLS.session]: signedOut,
      [CALLS.signInRequest]: { status: 429, body: { error: 'Too Many Requests', message: tooMany } },
    });
    await user.type(await screen.findByLabelText('E-mail'), CUSTOMER_EMAIL);
    await user.click(screen.getByRole('button', { name: 'Send me a sign-in link' }));
    await waitFor(() => expect(errorOf(fieldNamed('E-mail'))).toBe(tooMany));
  });

  it('shows a wrong code refused by the server under the code field, empties it, and stays signed out', async () => {
    const { user, network } = openAccount({
      [CALLS.session]: signedOut,
      [CALLS.signInRequest]: sent,
      [CALLS.signInCode]: { status: 401, body: apiError('Unauthorized', CUSTOMER_SIGN_IN_INVALID_MESSAGE) },
    });
    await user.type(await screen.findByLabelText('E-mail'), CUSTOMER_EMAIL);
    await user.click(screen.getByRole('button', { name: 'Send me a sign-in link' }));
    await user.type(await screen.findByLabelText('6-digit code'), '111111');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    await waitFor(() => expect(errorOf(fieldNamed('6-digit code'))).toBe(CUSTOMER_SIGN_IN_INVALID_MESSAGE.message));
    expect(fieldNamed('6-digit code').value).toBe('');
    expect(screen.queryByRole('heading', { name: 'My requests' })).toBeNull();
    // A code that is not six digits is not sent at all.
    await user.type(fieldNamed('6-digit code'), '12a4');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(errorOf(fieldNamed('6-digit code'))).toBe('Enter the 6-digit code from the e-mail');
    expect(network.requestsTo(CALLS.signInCode)).toHaveLength(1);
  });

  it('sends again to the same address, and goes back to the e-mail with it filled in', async () => {
    const again = 'Sent again: check your inbox.';
    let answers = 0;
    const { user, network } = openAccount({
      [CALLS.session]: signedOut,
      [CALLS.signInRequest]: () => ({ status: 200, body: { message: answers++ === 0 ? CUSTOMER_SIGN_IN_SENT_MESSAGE.message : again } }),
    });
    await user.type(await screen.findByLabelText('E-mail'), CUSTOMER_EMAIL);
    await user.click(screen.getByRole('button', { name: 'Send me a sign-in link' }));
    await user.click(await screen.findByRole('button', { name: 'Send again' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe(again));
    expect(network.requestsTo(CALLS.signInRequest).map((request) => request.body)).toEqual([
      { email: CUSTOMER_EMAIL },
      { email: CUSTOMER_EMAIL },
    ]);

    await user.click(screen.getByRole('button', { name: 'Use a different e-mail' }));
    expect(fieldNamed('E-mail').value).toBe(CUSTOMER_EMAIL);
    expect(screen.queryByLabelText('6-digit code')).toBeNull();
  });
});

describe('a session that ends', () => {
  it('brings the sign-in form back, saying why, when a call is answered 401 (signed out elsewhere)', async () => {
    let listCalls = 0;
    const { user } = openAccount(signedInRoutes(() => (listCalls++ === 0 ? { status: 200, body: page([summary()]) } : signedOut)));
    await screen.findByRole('link', { name: 'SR-7K3M-Q9XD-2HVB-N4TE' });
    await user.type(screen.getByLabelText('Search your requests'), 'Chicago');

    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in to see your requests' })).toBeDefined();
    expect(screen.getByRole('alert').textContent).toBe(CUSTOMER_SIGN_IN_REQUIRED_MESSAGE.message);
  });

  it('signs out on this device, without an explanation on the form', async () => {
    const { user, network } = openAccount({ ...signedInRoutes(), [CALLS.signOut]: { status: 204 } });
    await user.click(await screen.findByRole('button', { name: 'Sign out' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in to see your requests' })).toBeDefined();
    expect(network.requestsTo(CALLS.signOut)).toHaveLength(1);
    expect(screen.queryByText(CUSTOMER_SIGN_IN_REQUIRED_MESSAGE.message)).toBeNull();
  });

  it('signs out everywhere only once confirmed', async () => {
    const { user, network } = openAccount({ ...signedInRoutes(), [CALLS.signOutEverywhere]: { status: 204 } });
    await user.click(await screen.findByRole('button', { name: 'Sign out everywhere' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Sign out everywhere?' });
    expect(dialog.textContent).toContain(CUSTOMER_EMAIL);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(network.requestsTo(CALLS.signOutEverywhere)).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Sign out everywhere' }));
    const confirm = (await screen.findAllByRole('button', { name: 'Sign out everywhere' })).find((button) =>
      button.closest('[role="alertdialog"]'),
    );
    await user.click(confirm!);
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in to see your requests' })).toBeDefined();
    expect(network.requestsTo(CALLS.signOutEverywhere)).toHaveLength(1);
  });
});
