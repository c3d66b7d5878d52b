import { describe, expect, it } from 'vitest';
import { STATUS_AFTER_EVENT, statusMovedForward } from './request-status-events.js';
import { SERVICE_REQUEST_STATUSES, type ServiceRequestStatus } from './service-request-values.js';

describe('statusMovedForward', () => {
  it('moves forward only, one step or several', () => {
    expect(statusMovedForward('received', 'in-progress')).toBe('in-progress');
    expect(statusMovedForward('received', 'delivered')).toBe('delivered');
    expect(statusMovedForward('in-progress', 'in-transit')).toBe('in-transit');
  });

  it('never moves backwards, nor to where the request already is', () => {
    const order: ServiceRequestStatus[] = ['received', 'in-progress', 'in-transit', 'delivered'];
    for (const [index, current] of order.entries()) {
      for (const to of order.slice(0, index + 1)) expect(statusMovedForward(current, to)).toBeNull();
    }
  });

  it('never moves a cancelled request, and never cancels one', () => {
    for (const to of SERVICE_REQUEST_STATUSES) expect(statusMovedForward('cancelled', to)).toBeNull();
    for (const current of SERVICE_REQUEST_STATUSES) expect(statusMovedForward(current, 'cancelled')).toBeNull();
  });

  it('accepting, assigning and paying in full all start the work', () => {
    expect(STATUS_AFTER_EVENT).toEqual({ quote_accepted: 'in-progress', driver_assigned: 'in-progress', paid_in_full: 'in-progress' });
  });
});
