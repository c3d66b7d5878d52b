// The reminder rule alone: which day is owed, never a stale one, never an earlier one after a later.
import { describe, expect, it } from 'vitest';
import { DEFAULT_REMINDER_OFFSETS } from '../../../../shared/accounts/accounts.js';
import { REMINDER_CATCH_UP_DAYS, dueDaysToLookAt, reminderOwed } from './reminder-schedule.js';

// Net 30 sent on 1 January: due 31 January.
const NET_30 = { offsets: DEFAULT_REMINDER_OFFSETS, dueOn: '2027-01-31', sentOn: '2027-01-01', latestSentOffset: null };

describe('the reminder owed on a day', () => {
  it('is each default day on its own day, the last one a final notice', () => {
    expect(reminderOwed(NET_30, '2027-01-27')).toBeNull();
    expect(reminderOwed(NET_30, '2027-01-28')).toEqual({ offsetDays: -3, finalNotice: false });
    expect(reminderOwed({ ...NET_30, latestSentOffset: -3 }, '2027-01-31')).toBeNull();
    expect(reminderOwed({ ...NET_30, latestSentOffset: -3 }, '2027-02-01')).toEqual({ offsetDays: 1, finalNotice: false });
    expect(reminderOwed({ ...NET_30, latestSentOffset: 1 }, '2027-02-15')).toEqual({ offsetDays: 15, finalNotice: false });
    expect(reminderOwed({ ...NET_30, latestSentOffset: 15 }, '2027-03-02')).toEqual({ offsetDays: 30, finalNotice: true });
    expect(reminderOwed({ ...NET_30, latestSentOffset: 30 }, '2027-03-20')).toBeNull();
  });

  it(`still goes up to ${REMINDER_CATCH_UP_DAYS} days late, and never later`, () => {
    expect(reminderOwed(NET_30, '2027-01-31')).toEqual({ offsetDays: -3, finalNotice: false });
    expect(reminderOwed(NET_30, '2027-02-01')).toEqual({ offsetDays: 1, finalNotice: false });
    // Found 4 days after the +1 day (a long outage, or a pause lifted): nothing until +15.
    expect(reminderOwed({ ...NET_30, latestSentOffset: -3 }, '2027-02-05')).toBeNull();
    expect(reminderOwed({ ...NET_30, latestSentOffset: -3 }, '2027-02-15')).toEqual({ offsetDays: 15, finalNotice: false });
  });

  it('sends only the latest of several days owed at once, and no earlier one after it', () => {
    const close = { ...NET_30, offsets: [1, 2, 3] };
    expect(reminderOwed(close, '2027-02-03')).toEqual({ offsetDays: 3, finalNotice: true });
    expect(reminderOwed({ ...close, latestSentOffset: 3 }, '2027-02-03')).toBeNull();
  });

  it('never goes for a day before the invoice was sent', () => {
    // Due on receipt: sent and due the same day, so the day before due never comes.
    const onReceipt = { ...NET_30, dueOn: '2027-01-01' };
    expect(reminderOwed(onReceipt, '2027-01-01')).toBeNull();
    expect(reminderOwed(onReceipt, '2027-01-02')).toEqual({ offsetDays: 1, finalNotice: false });
  });

  it('follows the days the office chose, in any order, and sends none from an empty schedule', () => {
    expect(reminderOwed({ ...NET_30, offsets: [45, 7] }, '2027-02-01')).toBeNull();
    expect(reminderOwed({ ...NET_30, offsets: [45, 7] }, '2027-02-07')).toEqual({ offsetDays: 7, finalNotice: false });
    expect(reminderOwed({ ...NET_30, offsets: [] }, '2027-02-01')).toBeNull();
  });

  it('looks at every due day a reminder could be owed for', () => {
    expect(dueDaysToLookAt('2027-03-02', { minOffset: -14, maxOffset: 180 })).toEqual({ from: '2026-08-31', to: '2027-03-16' });
  });
});
