// The arithmetic of an invoice's payments (decision 073), case by case in cents: what was applied,
// what refunds took back of it (the unapplied part first), what is due back, and the status.
import { describe, expect, it } from 'vitest';
import {
  appliedPartOfRefund,
  invoiceMoneyOf,
  refundDueCents,
  standingOf,
  type ConfirmedPaymentFacts,
  type InvoiceFigures,
  type InvoiceMoney,
} from './invoice-standing.js';

const payment = (facts: Partial<ConfirmedPaymentFacts> & { amountCents: number }): ConfirmedPaymentFacts => ({
  appliedCents: facts.amountCents,
  overpayment: false,
  refundedCents: 0,
  refundPendingCents: 0,
  ...facts,
});

const figures = (totalCents: number, balanceCents: number, creditedCents = 0): InvoiceFigures => ({
  totalCents,
  balanceCents,
  creditedCents,
});

const NOTHING: InvoiceMoney = { appliedNetCents: 0, appliedRefundedCents: 0, appliedRefundPendingCents: 0, unappliedDueCents: 0 };

describe('invoiceMoneyOf', () => {
  it('adds the applied parts of partial payments', () => {
    expect(invoiceMoneyOf([payment({ amountCents: 40_000 }), payment({ amountCents: 60_000 })])).toEqual({
      ...NOTHING,
      appliedNetCents: 100_000,
    });
  });

  it('counts the part beyond the balance as due back until it is refunded or being refunded', () => {
    const long = payment({ amountCents: 35_000, appliedCents: 30_000, overpayment: true });
    expect(invoiceMoneyOf([long])).toEqual({ ...NOTHING, appliedNetCents: 30_000, unappliedDueCents: 5_000 });
    expect(invoiceMoneyOf([{ ...long, refundPendingCents: 2_000 }]).unappliedDueCents).toBe(3_000);
    expect(invoiceMoneyOf([{ ...long, refundedCents: 5_000 }])).toEqual({ ...NOTHING, appliedNetCents: 30_000 });
  });

  it('takes a refund from the unapplied part first, then from what paid the invoice', () => {
    const long = payment({ amountCents: 35_000, appliedCents: 30_000, overpayment: true, refundedCents: 8_000 });
    expect(invoiceMoneyOf([long])).toEqual({ ...NOTHING, appliedNetCents: 27_000, appliedRefundedCents: 3_000 });
    const pending = payment({ amountCents: 10_000, refundedCents: 1_000, refundPendingCents: 2_500 });
    expect(invoiceMoneyOf([pending])).toEqual({
      ...NOTHING,
      appliedNetCents: 9_000,
      appliedRefundedCents: 1_000,
      appliedRefundPendingCents: 2_500,
    });
  });

  it('counts money with no applied part (a free-form row) only when it is marked an overpayment', () => {
    expect(invoiceMoneyOf([payment({ amountCents: 5_000, appliedCents: null })])).toEqual(NOTHING);
    expect(invoiceMoneyOf([payment({ amountCents: 5_000, appliedCents: null, overpayment: true })])).toEqual({
      ...NOTHING,
      unappliedDueCents: 5_000,
    });
  });
});

describe('refundDueCents', () => {
  it('is the unapplied money plus payments and credits past the total, less what is being refunded of them', () => {
    const money = { ...NOTHING, appliedNetCents: 70_000 };
    expect(refundDueCents(money, figures(100_000, 30_000))).toBe(0);
    expect(refundDueCents(money, figures(100_000, 0, 45_000))).toBe(15_000);
    expect(refundDueCents({ ...money, appliedRefundPendingCents: 15_000 }, figures(100_000, 0, 45_000))).toBe(0);
    expect(refundDueCents({ ...money, unappliedDueCents: 500 }, null)).toBe(500);
  });
});

describe('standingOf', () => {
  const standing = (figuresOf: InvoiceFigures, money: Partial<InvoiceMoney>, more: { transferReported?: boolean; current?: string } = {}) =>
    standingOf({
      figures: figuresOf,
      money: { ...NOTHING, ...money },
      transferReported: more.transferReported ?? false,
      current: (more.current ?? 'unpaid') as never,
    });

  it('reads unpaid, partly paid and paid from the balance', () => {
    expect(standing(figures(1000, 1000), {})).toBe('unpaid');
    expect(standing(figures(1000, 600), { appliedNetCents: 400 })).toBe('partially_paid');
    expect(standing(figures(1000, 0), { appliedNetCents: 1000 })).toBe('paid');
    // A credit note that closes a partly paid invoice settles it.
    expect(standing(figures(1000, 0, 600), { appliedNetCents: 400 })).toBe('paid');
  });

  it('keeps a reported transfer, a failed and a pending attempt while something is owed', () => {
    expect(standing(figures(1000, 600), { appliedNetCents: 400 }, { transferReported: true })).toBe('pending_verification');
    expect(standing(figures(1000, 1000), {}, { current: 'failed' })).toBe('failed');
    expect(standing(figures(1000, 1000), {}, { current: 'pending' })).toBe('pending');
    expect(
      standingOf({
        figures: figures(1000, 1000),
        money: NOTHING,
        transferReported: false,
        current: 'pending_verification',
        attemptFailed: true,
      }),
    ).toBe('failed');
  });

  it('reads refunded in part or whole only when a credit note closed what was returned; owed again otherwise', () => {
    expect(standing(figures(1000, 0, 200), { appliedNetCents: 800, appliedRefundedCents: 200 })).toBe('partially_refunded');
    expect(standing(figures(1000, 0, 1000), { appliedNetCents: 0, appliedRefundedCents: 1000 })).toBe('refunded');
    expect(standing(figures(1000, 200), { appliedNetCents: 800, appliedRefundedCents: 200 })).toBe('partially_paid');
    expect(standing(figures(1000, 1000), { appliedRefundedCents: 1000 })).toBe('unpaid');
    // Returned without a credit note, then paid again: paid.
    expect(standing(figures(1000, 0), { appliedNetCents: 1000, appliedRefundedCents: 1000 })).toBe('paid');
  });
});

describe('appliedPartOfRefund', () => {
  it('is the part of a refund that returns what paid the invoice, after the unapplied part', () => {
    const long = payment({ amountCents: 35_000, appliedCents: 30_000, overpayment: true });
    expect(appliedPartOfRefund(long, 5_000)).toBe(0);
    expect(appliedPartOfRefund(long, 8_000)).toBe(3_000);
    expect(appliedPartOfRefund({ ...long, refundedCents: 5_000 }, 8_000)).toBe(8_000);
    expect(appliedPartOfRefund({ ...long, refundedCents: 5_000, refundPendingCents: 25_000 }, 5_000)).toBe(5_000);
    expect(appliedPartOfRefund(payment({ amountCents: 5_000, appliedCents: 0, overpayment: true }), 5_000)).toBe(0);
  });
});
