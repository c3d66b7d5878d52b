// Sign-in returns a member to the area they had opened, and only ever to a back-office area.
import { describe, expect, it } from 'vitest';
import { ADMIN_AREA_PATHS, backOfficeReturnPath, isDriverPagePath, isSignInPagePath, isWorkPagePath, PAGE_PATHS } from './page-routes.js';

describe('backOfficeReturnPath', () => {
  it.each(Object.values(ADMIN_AREA_PATHS))('returns to %s', (path) => {
    expect(backOfficeReturnPath(path)).toBe(path);
  });

  it.each([
    null,
    undefined,
    '',
    'https://evil.example/admin/payments',
    '//evil.example',
    '/admin/payments?x=1',
    '/admin/../payment',
    '/payment',
    '/admin/unknown',
  ])('leads %s to the dashboard', (next) => {
    expect(backOfficeReturnPath(next)).toBe(PAGE_PATHS.admin);
  });
});

describe('isWorkPagePath', () => {
  it.each(['/admin', '/admin/dispatch', '/admin-login', '/driver', '/driver/', '/driver/load', '/driver/sign-in'])(
    '%s is a work page',
    (path) => {
      expect(isWorkPagePath(path)).toBe(true);
    },
  );

  it.each(['/', '/track', '/account', '/join-us', '/drivers', '/driverless'])('%s is a customer page', (path) => {
    expect(isWorkPagePath(path)).toBe(false);
  });
});

describe('isDriverPagePath', () => {
  it.each(['/driver', '/driver/', '/driver/load', '/driver/sign-in'])('%s is a driver page', (path) => {
    expect(isDriverPagePath(path)).toBe(true);
  });

  it.each(['/drivers', '/driverless', '/admin/drivers', '/'])('%s is not', (path) => {
    expect(isDriverPagePath(path)).toBe(false);
  });
});

describe('isSignInPagePath', () => {
  it.each([
    '/admin-login',
    '/admin-login/',
    '/admin-forgot-password',
    '/admin-reset-password',
    '/admin-invite',
    '/account/sign-in',
    '/driver/sign-in',
  ])('%s is a sign-in page', (path) => {
    expect(isSignInPagePath(path)).toBe(true);
  });

  it.each(['/admin', '/admin/account', '/admin/two-factor', '/driver', '/driver/load', '/account'])('%s is not', (path) => {
    expect(isSignInPagePath(path)).toBe(false);
  });
});
