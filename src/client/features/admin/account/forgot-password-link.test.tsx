// The sign-in page leads a member who forgot their password to the reset page, and keeps the
// spec's texts (Login, Back to Home) as they were.
import '@/test-support/company-profile';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PAGE_PATHS } from '@shared/page-routes';
import { stubNetwork } from '@/test-support/fake-network';
import { renderWithApp } from '@/test-support/render';
import { AdminLoginPage } from '../admin-login-page';

afterEach(() => vi.unstubAllGlobals());

describe('the sign-in page', () => {
  it('links to the forgot-password page beside the spec’s buttons', async () => {
    window.history.replaceState(null, '', PAGE_PATHS.adminLogin);
    stubNetwork({ 'GET /api/admin/session': { status: 401, body: { error: 'Unauthorized', message: 'Sign in first' } } });
    const { user } = renderWithApp(<AdminLoginPage />);
    const forgot = screen.getByRole('link', { name: 'Forgot password?' });
    expect(forgot.getAttribute('href')).toBe(PAGE_PATHS.adminForgotPassword);
    expect(screen.getByRole('button', { name: 'Login' })).toBeDefined();
    expect(screen.getByRole('link', { name: 'Back to Home' }).getAttribute('href')).toBe(PAGE_PATHS.home);
    await user.click(forgot);
    expect(window.location.pathname).toBe(PAGE_PATHS.adminForgotPassword);
  });
});
