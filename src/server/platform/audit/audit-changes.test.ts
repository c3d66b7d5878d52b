// What an audit event may say changed: only real changes, never a field that would hold a secret.
import { describe, expect, it } from 'vitest';
import { assertNoSecrets, changeOf, factsOf, SecretInAuditEvent } from './audit-changes.js';

describe('assertNoSecrets', () => {
  it.each([
    'password',
    'passwordHash',
    'totpSecret',
    'sessionToken',
    'recoveryCode',
    'cardNumber',
    'cvc',
    'licenseNumber',
    'licenceNumber',
  ])('refuses a field named %s', (field) => {
    expect(() => assertNoSecrets({ [field]: { before: null, after: 'x' } })).toThrow(SecretInAuditEvent);
  });

  it('lets the fields events do record through', () => {
    expect(() =>
      assertNoSecrets({
        ...factsOf({ status: 'approved', amount: '10.00', hireDate: '2026-01-01', driverProfileId: 'DRV-1', step: 'password' }),
      }),
    ).not.toThrow();
  });
});

describe('changeOf', () => {
  it('is empty when the value stayed, and before/after when it changed', () => {
    expect(changeOf('status', 'received', 'received')).toEqual({});
    expect(changeOf('status', 'received', 'delivered')).toEqual({ status: { before: 'received', after: 'delivered' } });
  });
});
