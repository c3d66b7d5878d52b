// Signing a driver in: no password, an e-mailed code or link; the page shows the loads after.
import '@/test-support/company-profile';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DISPATCH_MESSAGES } from '@shared/dispatch/dispatch';
import { PAGE_PATHS } from '@shared/page-routes';
import { apiError, stubNetwork, type Route } from '@/test-support/fake-network';
import { renderWithApp } from '@/test-support/render';
import { DriverPage } from './driver-page';
import { DriverSignInLinkPage } from './driver-sign-in-link-page';
import { CALLS, driverLoad, SESSION } from './test-support/driver-answers';
import { resetDriverPage } from './test-support/reset-driver-page';

// 43 characters of base64url, as the server makes them (32 random bytes).
const TOKEN = 'RHJpdmVyLXNpZ24taW4tdG9rZW4tZm9yLXRoZS10ZXN';
const UNAUTHORIZED = { status: 401, body: apiError('Unauthorized', DISPATCH_MESSAGES.driverSignInRequired) };
const LOADS = { status: 200, body: { loads: [driverLoad()] } };

beforeEach(resetDriverPage);
afterEach(() => vi.unstubAllGlobals());

describe('signing in on /driver', () => {
  it('asks for the e-mail, then the code, and shows the loads once signed in', async () => {
    let signedIn = false;
    const network = stubNetwork({
      [CALLS.session]: () => (signedIn ? { status: 200, body: SESSION } : UNAUTHORIZED),
      [CALLS.signInRequest]: { status: 200, body: { message: DISPATCH_MESSAGES.driverSignInSent.message } },
      [CALLS.signInCode]: () => {
        signedIn = true;
        return { status: 200, body: SESSION };
      },
      [CALLS.loads]: LOADS,
    });
    const { user } = renderWithApp(<DriverPage />);

    await user.type(await screen.findByLabelText('E-mail'), ' Dana@Example.com ');
    await user.click(screen.getByRole('button', { name: 'Send me a sign-in link' }));
    expect((await screen.findByRole('status')).textContent).toBe(DISPATCH_MESSAGES.driverSignInSent.message);
    expect(network.requestsTo(CALLS.signInRequest).map((request) => request.body)).toEqual([{ email: 'dana@example.com' }]);

    await user.type(screen.getByLabelText('6-digit code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('heading', { name: 'My loads' })).toBeDefined();
    expect(network.requestsTo(CALLS.signInCode).map((request) => request.body)).toEqual([{ email: 'dana@example.com', code: '123456' }]);
    expect(await screen.findByText('Detroit, MI → Chicago, IL')).toBeDefined();
    expect(screen.getByText('Dana')).toBeDefined();
  });

  it('refuses an address that is not one before asking the server', async () => {
    const network = stubNetwork({ [CALLS.session]: UNAUTHORIZED });
    const { user } = renderWithApp(<DriverPage />);
    await user.type(await screen.findByLabelText('E-mail'), 'not-an-address');
    await user.click(screen.getByRole('button', { name: 'Send me a sign-in link' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Enter a valid e-mail address');
    expect(network.requestsTo(CALLS.signInRequest)).toEqual([]);
  });

  it('shows a wrong code as refused and lets the driver type it again', async () => {
    stubNetwork({
      [CALLS.session]: UNAUTHORIZED,
      [CALLS.signInRequest]: { status: 200, body: { message: DISPATCH_MESSAGES.driverSignInSent.message } },
      [CALLS.signInCode]: { status: 401, body: apiError('Unauthorized', DISPATCH_MESSAGES.driverSignInInvalid) },
    });
    const { user } = renderWithApp(<DriverPage />);
    await user.type(await screen.findByLabelText('E-mail'), 'dana@example.com');
    await user.click(screen.getByRole('button', { name: 'Send me a sign-in link' }));
    await user.type(await screen.findByLabelText('6-digit code'), '654321');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect((await screen.findByRole('alert')).textContent).toBe(DISPATCH_MESSAGES.driverSignInInvalid.message);
    expect(screen.getByLabelText<HTMLInputElement>('6-digit code').value).toBe('');
  });
});

describe('the driver sign-in link', () => {
  function openLink(hash: string, routes: Record<string, Route>) {
    window.history.replaceState(null, '', `${PAGE_PATHS.driverSignIn}${hash}`);
    const network = stubNetwork(routes);
    return { ...renderWithApp(<DriverSignInLinkPage />), network };
  }

  it('sends the token once from the fragment, drops it from the address bar, and opens /driver', async () => {
    const { network } = openLink(`#token=${TOKEN}`, { [CALLS.signInLink]: { status: 200, body: SESSION } });
    await waitFor(() => expect(window.location.pathname).toBe(PAGE_PATHS.driver));
    expect(window.location.hash).toBe('');
    expect(network.requestsTo(CALLS.signInLink).map((request) => request.body)).toEqual([{ token: TOKEN }]);
  });

  it('says a used link is not valid any more, and offers the form', async () => {
    openLink(`#token=${TOKEN}`, {
      [CALLS.signInLink]: { status: 401, body: apiError('Unauthorized', DISPATCH_MESSAGES.driverSignInInvalid) },
    });
    expect((await screen.findByRole('alert')).textContent).toBe(DISPATCH_MESSAGES.driverSignInInvalid.message);
    expect(screen.getByRole('button', { name: 'Send me a sign-in link' })).toBeDefined();
    expect(window.location.pathname).toBe(PAGE_PATHS.driverSignIn);
  });
});
