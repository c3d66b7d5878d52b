// Signing in returns a member to the area they had opened (/admin-login?next=...), and never
// follows a `next` that is not a back-office area.
import '@/test-support/company-profile';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminSession } from '@shared/admin/admin-auth';
import { stubNetwork } from '@/test-support/fake-network';
import { renderWithApp } from '@/test-support/render';
import { AdminLoginPage } from './admin-login-page';

const SESSION: AdminSession = {
  email: 'ops@freight.example',
  username: 'ops@freight.example',
  role: 'owner',
  twoFactorEnabled: false,
  twoFactorRequired: false,
};

afterEach(() => vi.unstubAllGlobals());

async function signInFrom(address: string) {
  window.history.replaceState(null, '', address);
  stubNetwork({
    'GET /api/admin/session': { status: 401, body: { message: 'Please sign in to the admin dashboard.' } },
    'POST /api/admin/login': { status: 200, body: { ...SESSION, next: 'dashboard' } },
  });
  const { user } = renderWithApp(<AdminLoginPage />);
  await user.type(screen.getByLabelText('Email'), SESSION.email);
  await user.type(screen.getByLabelText('Password', { exact: true }), 'a long enough password');
  await user.click(screen.getByRole('button', { name: 'Login' }));
}

describe('signing in from a bookmarked area', () => {
  it('comes back to the area', async () => {
    await signInFrom('/admin-login?next=%2Fadmin%2Fpayments');
    await waitFor(() => expect(window.location.pathname).toBe('/admin/payments'));
  });

  it.each(['https%3A%2F%2Fevil.example', '%2Fpayment', '%2F%2Fevil.example'])('goes to the dashboard for next=%s', async (next) => {
    await signInFrom(`/admin-login?next=${next}`);
    await waitFor(() => expect(window.location.pathname).toBe('/admin'));
  });
});
