// The Audit Log's filters survive the trip address -> form -> address unchanged, and the form
// refuses what the API would (a backwards range, a member id that is not a number).
import { describe, expect, it } from 'vitest';
import { auditLogAddressOf, auditLogSearch } from './audit-log-address';
import { MEMBER_ID_ERROR, RANGE_ERROR, draftOf, filtersOf } from './filter-draft';

describe('the audit log filters', () => {
  it.each([
    '',
    'actorAdminId=3',
    'actorKind=customer',
    'action=payment.refunded&recordType=payment&recordId=pay_9',
    'actorAdminId=12&from=2026-04-01&to=2026-04-30',
  ])('read "%s" from the address, into the form and back unchanged', (search) => {
    const { filters } = auditLogAddressOf(search);
    for (const typedMember of [false, true]) {
      const result = filtersOf(draftOf(filters), typedMember);
      expect(result).toEqual({ filters });
      expect('filters' in result && auditLogSearch(result.filters)).toBe(search);
    }
  });

  it('read a member as their id alone: an id is always a member', () => {
    const { filters } = auditLogAddressOf('actorKind=member&actorAdminId=12');
    expect(filtersOf(draftOf(filters), false)).toEqual({ filters: { actorAdminId: 12 } });
  });

  it('keep the cursor of an older page apart from the filters', () => {
    expect(auditLogAddressOf('action=admin.sign_in&before=abc')).toEqual({ filters: { action: 'admin.sign_in' }, before: 'abc' });
    expect(auditLogSearch({ action: 'admin.sign_in' }, 'abc')).toBe('action=admin.sign_in&before=abc');
  });

  it('refuse a backwards range and a member id that is not a whole number', () => {
    const draft = draftOf({});
    expect(filtersOf({ ...draft, from: '2026-05-01', to: '2026-04-01' }, false)).toEqual({ error: RANGE_ERROR });
    expect(filtersOf({ ...draft, memberId: '1.5' }, true)).toEqual({ error: MEMBER_ID_ERROR });
    // Typed by hand only when the list failed; otherwise the select decides.
    expect(filtersOf({ ...draft, memberId: '1.5' }, false)).toEqual({ filters: {} });
  });

  it('drop a record id given without its type', () => {
    expect(filtersOf({ ...draftOf({}), recordId: '42' }, false)).toEqual({ filters: {} });
  });
});
