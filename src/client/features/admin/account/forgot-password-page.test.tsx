// The forgot-password page: it checks the address, then says the same thing whatever the server
// answers (so it cannot tell who is a member), adds a wait on 429, and only a request that never
// arrived is a failure to try again. The result takes the focus.
// The page title reads the company profile as it loads: first.
import '@/test-support/company-profile';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ACCOUNT_MESSAGES } from '@shared/admin/admin-account';
import { PAGE_PATHS } from '@shared/page-routes';
import { stubNetwork, type Route } from '@/test-support/fake-network';
import { errorOf, fieldNamed } from '@/test-support/form-state';
import { renderWithApp } from '@/test-support/render';
import { ForgotPasswordPage } from './forgot-password-page';

const REQUEST_CALL = 'POST /api/admin/login/password-reset/request';
const EMAIL = 'ada@lakeshore.example';

afterEach(() => vi.unstubAllGlobals());

async function askForLink(answer: Route, email = EMAIL) {
  window.history.replaceState(null, '', PAGE_PATHS.adminForgotPassword);
  const network = stubNetwork({ [REQUEST_CALL]: answer });
  const { user } = renderWithApp(<ForgotPasswordPage />);
  await user.type(fieldNamed('Email'), email);
  await user.click(screen.getByRole('button', { name: 'Send reset link' }));
  return { network, user };
}

describe('the forgot-password page', () => {
  it('sends the address and says a link is on its way, moving the focus to that message', async () => {
    const { network } = await askForLink({ status: 202, body: { message: ACCOUNT_MESSAGES.resetRequested } });
    const result = await screen.findByRole('status');
    await waitFor(() => expect(result.textContent).toBe(ACCOUNT_MESSAGES.resetRequested));
    expect(document.activeElement).toBe(result);
    expect(network.requestsTo(REQUEST_CALL).map((request) => request.body)).toEqual([{ email: EMAIL }]);
    expect(screen.queryByRole('button', { name: 'Send reset link' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to sign in' }).getAttribute('href')).toBe(PAGE_PATHS.adminLogin);
    expect(screen.getByRole('heading', { level: 1, name: 'Reset your password' })).toBeDefined();
    expect(document.title).toContain('Reset your password');
  });

  it.each([
    ['refused as cross-site', { status: 403, body: { error: 'Forbidden', message: 'Cross-site request refused' } }],
    ['refused as malformed', { status: 400, body: { error: 'Bad Request', message: 'email: Invalid email' } }],
  ] as const)('says exactly the same when the request is %s', async (_case, answer) => {
    await askForLink(answer);
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe(ACCOUNT_MESSAGES.resetRequested));
  });

  it('adds that the member should wait when they asked too often (429)', async () => {
    await askForLink({ status: 429, body: { error: 'Too Many Requests', message: 'Rate limit exceeded, retry in 15 minutes' } });
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe(`${ACCOUNT_MESSAGES.resetRequested}${ACCOUNT_MESSAGES.resetWait}`),
    );
  });

  it('keeps the form when the request never reached the server, so it can be sent again', async () => {
    const { network, user } = await askForLink('network-error');
    expect((await screen.findByRole('alert')).textContent).toContain("We couldn't reach the server");
    expect(screen.queryByRole('status')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    await waitFor(() => expect(network.requestsTo(REQUEST_CALL)).toHaveLength(2));
  });

  it('checks the address before sending, under the field', async () => {
    const { network } = await askForLink({ status: 202, body: {} }, 'not an address');
    const email = fieldNamed('Email');
    await waitFor(() => expect(errorOf(email)).toBe('Invalid email'));
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(network.requests).toEqual([]);
  });
});
