// What the login page says when the server refuses: the one message for a wrong e-mail or
// password, and, to a disabled member who typed the right password, that the account is disabled
// and whom to ask (the server decides which: src/server/features/admin/auth/service.ts).
import '@/test-support/company-profile';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ACCOUNT_DISABLED_MESSAGE, INVALID_LOGIN_MESSAGE } from '@shared/admin/admin-auth';
import { stubNetwork } from '@/test-support/fake-network';
import { renderWithApp } from '@/test-support/render';
import { AdminLoginPage } from './admin-login-page';

afterEach(() => vi.unstubAllGlobals());

async function signInAnswered(status: number, body: { error: string; message: string }) {
  window.history.replaceState(null, '', '/admin-login');
  stubNetwork({
    'GET /api/admin/session': { status: 401, body: { message: 'Please sign in to the admin dashboard.' } },
    'POST /api/admin/login': { status, body },
  });
  const { user } = renderWithApp(<AdminLoginPage />);
  await user.type(screen.getByLabelText('Email'), 'leaver@freight.example');
  await user.type(screen.getByLabelText('Password', { exact: true }), 'a long enough password');
  await user.click(screen.getByRole('button', { name: 'Login' }));
}

describe('a refused sign-in', () => {
  it('tells a disabled member the account is disabled and whom to ask', async () => {
    await signInAnswered(403, { error: 'Forbidden', message: ACCOUNT_DISABLED_MESSAGE });
    expect(await screen.findByText("This account is disabled. Ask your company's owner to turn it back on.")).toBeDefined();
    expect(screen.getByText('Login failed')).toBeDefined();
    expect(window.location.pathname).toBe('/admin-login');
  });

  it('gives a wrong password the one message for every failure', async () => {
    await signInAnswered(401, { error: 'Unauthorized', message: INVALID_LOGIN_MESSAGE });
    expect(await screen.findByText('Invalid email or password')).toBeDefined();
  });
});
