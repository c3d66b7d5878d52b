// /account/sign-in#token=...: the token is read from the fragment (and dropped from the address
// bar), sent once in a POST body, never in a URL, and the customer lands on /account signed in.
// A used, expired or broken link says so and offers the form right there.
import '@/test-support/company-profile';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CUSTOMER_SIGN_IN_INVALID_MESSAGE } from '@shared/customer-portal/customer-account';
import { PAGE_PATHS } from '@shared/page-routes';
import { apiError, stubNetwork, type Route } from '@/test-support/fake-network';
import { inLanguage } from '@/test-support/i18n';
import { renderWithApp } from '@/test-support/render';
import { SignInLinkPage } from './sign-in-link-page';
import { CALLS, SESSION } from './test-support/portal-answers';

// 43 characters of base64url, as the server makes them (32 random bytes).
const TOKEN = 'Q3VzdG9tZXItc2lnbi1pbi10b2tlbi1mb3ItdGVzdHM';

afterEach(() => vi.unstubAllGlobals());

function openLink(hash: string, routes: Record<string, Route>) {
  window.history.replaceState(null, '', `${PAGE_PATHS.accountSignIn}${hash}`);
  const network = stubNetwork(routes);
  return { ...renderWithApp(<SignInLinkPage />), network };
}

describe('the sign-in link', () => {
  it('sends the token once from the fragment, drops it from the address bar, and opens /account', async () => {
    const { network } = openLink(`#token=${TOKEN}`, { [CALLS.signInLink]: { status: 200, body: SESSION } });
    await waitFor(() => expect(window.location.pathname).toBe(PAGE_PATHS.account));
    expect(window.location.hash).toBe('');
    expect(network.requestsTo(CALLS.signInLink).map((request) => request.body)).toEqual([{ token: TOKEN }]);
    expect(network.requests.every((request) => !request.url.includes(TOKEN))).toBe(true);
    // The account page is told the customer has just signed in (its heading takes the focus).
    expect(window.history.state).toEqual({ customerJustSignedIn: true });
  });

  it('says a used or expired link is not valid any more, and offers the sign-in form', async () => {
    openLink(`#token=${TOKEN}`, {
      [CALLS.signInLink]: { status: 401, body: apiError('Unauthorized', CUSTOMER_SIGN_IN_INVALID_MESSAGE) },
    });
    expect((await screen.findByRole('alert')).textContent).toBe(CUSTOMER_SIGN_IN_INVALID_MESSAGE.message);
    expect(screen.getByRole('button', { name: 'Send me a sign-in link' })).toBeDefined();
    expect(window.location.pathname).toBe(PAGE_PATHS.accountSignIn);
  });

  it('says the same without asking the server when the address has no token that could be one', () => {
    const { network } = openLink('#token=short', {});
    expect(screen.getByRole('alert').textContent).toBe(CUSTOMER_SIGN_IN_INVALID_MESSAGE.message);
    expect(screen.getByLabelText('E-mail')).toBeDefined();
    expect(network.requests).toEqual([]);
  });

  it('says so when the server could not be reached, rather than calling the link invalid', async () => {
    openLink(`#token=${TOKEN}`, { [CALLS.signInLink]: 'network-error' });
    expect((await screen.findByRole('alert')).textContent).toBe("We couldn't reach the server. Check your connection and try again.");
  });
});

describe('the sign-in link, in Spanish', () => {
  it('says in Spanish that a link is not valid any more, above the form in Spanish', () => {
    inLanguage('es');
    openLink('#token=short', {});
    expect(screen.getByRole('alert').textContent).toBe('Ese enlace o código ya no es válido. Pida uno nuevo.');
    expect(screen.getByRole('heading', { level: 1, name: 'Inicie sesión para ver sus solicitudes' })).toBeDefined();
    expect(screen.getByLabelText('Correo electrónico')).toBeDefined();
  });
});
