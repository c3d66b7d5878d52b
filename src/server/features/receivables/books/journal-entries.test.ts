// The double entry of the receivables documents, as pure arithmetic: every document balances to the
// cent, an amount split over line kinds adds up to itself exactly and is each kind's share to within
// a cent (fast-check), and each kind books to the account chosen for it.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CASH_ACCOUNT, RECEIVABLES_ACCOUNT } from '../../../../shared/receivables/books.js';
import { LINE_KINDS, type LineKind } from '../../../../shared/invoicing/invoice-lines.js';
import { allocateByKind, invoiceLines, paymentLines, refundLines, reversalLines, totalsOf, type JournalLine } from './journal-entries.js';
import { startOfDayIn } from '../../../infra/zone-days.js';
import { usDate } from './billing-days.js';

const accounts: Partial<Record<LineKind, string>> = {
  linehaul: 'Freight Income',
  fuel_surcharge: 'Fuel Surcharge Income',
  detention: 'Detention Revenue',
};
const incomeAccount = (kind: LineKind) => accounts[kind] ?? 'Accessorial Income';
const label = (kind: LineKind) => kind;

function balanced(lines: readonly JournalLine[]): boolean {
  const { debitCents, creditCents } = totalsOf(lines);
  return debitCents === creditCents;
}

function amountOn(lines: readonly JournalLine[], account: string): { debit: number; credit: number } {
  const on = lines.filter((line) => line.account === account);
  return { debit: on.reduce((sum, line) => sum + line.debitCents, 0), credit: on.reduce((sum, line) => sum + line.creditCents, 0) };
}

const THREE_KINDS = new Map<LineKind, number>([
  ['linehaul', 174580],
  ['fuel_surcharge', 33698],
  ['detention', 16875],
]);

describe('an invoice', () => {
  it('debits A/R for its total and credits each kind to its own income account', () => {
    const lines = invoiceLines(225153, THREE_KINDS, incomeAccount, label);
    expect(balanced(lines)).toBe(true);
    expect(amountOn(lines, RECEIVABLES_ACCOUNT)).toEqual({ debit: 225153, credit: 0 });
    expect(amountOn(lines, 'Freight Income')).toEqual({ debit: 0, credit: 174580 });
    expect(amountOn(lines, 'Fuel Surcharge Income')).toEqual({ debit: 0, credit: 33698 });
    expect(amountOn(lines, 'Detention Revenue')).toEqual({ debit: 0, credit: 16875 });
  });

  it('books two kinds chosen for one account on one line', () => {
    const lines = invoiceLines(
      50000,
      new Map<LineKind, number>([
        ['lumper', 20000],
        ['liftgate', 30000],
      ]),
      incomeAccount,
      label,
    );
    expect(lines.filter((line) => line.account === 'Accessorial Income')).toEqual([
      { account: 'Accessorial Income', debitCents: 0, creditCents: 50000, memo: 'lumper, liftgate' },
    ]);
  });

  it('books an invoice recorded without lines as linehaul', () => {
    const lines = invoiceLines(90000, new Map(), incomeAccount, label);
    expect(balanced(lines)).toBe(true);
    expect(amountOn(lines, 'Freight Income').credit).toBe(90000);
  });
});

describe('a credit note or a void', () => {
  it('gives income back in the invoice’s proportions and lowers A/R by the amount', () => {
    const lines = reversalLines(10000, THREE_KINDS, incomeAccount, label, 'Credit note');
    expect(balanced(lines)).toBe(true);
    expect(amountOn(lines, RECEIVABLES_ACCOUNT)).toEqual({ debit: 0, credit: 10000 });
    // 100.00 of 2251.53: 77.54 linehaul, 14.97 fuel, 7.49 detention (the leftover cent to the largest remainder).
    expect(amountOn(lines, 'Freight Income').debit).toBe(7754);
    expect(amountOn(lines, 'Fuel Surcharge Income').debit).toBe(1497);
    expect(amountOn(lines, 'Detention Revenue').debit).toBe(749);
  });

  it('reverses the whole invoice exactly, kind by kind', () => {
    expect(allocateByKind(225153, THREE_KINDS)).toEqual(THREE_KINDS);
  });
});

describe('money in and out', () => {
  it('a payment is cash in against A/R, a refund the reverse', () => {
    expect(paymentLines(90000, 'Zelle payment')).toEqual([
      { account: CASH_ACCOUNT, debitCents: 90000, creditCents: 0, memo: 'Zelle payment' },
      { account: RECEIVABLES_ACCOUNT, debitCents: 0, creditCents: 90000, memo: 'Zelle payment' },
    ]);
    expect(refundLines(5000, 'Refund')).toEqual([
      { account: RECEIVABLES_ACCOUNT, debitCents: 5000, creditCents: 0, memo: 'Refund' },
      { account: CASH_ACCOUNT, debitCents: 0, creditCents: 5000, memo: 'Refund' },
    ]);
  });
});

describe('an amount split over line kinds', () => {
  const kindAmounts = fc
    .uniqueArray(fc.constantFrom(...LINE_KINDS), { minLength: 1, maxLength: LINE_KINDS.length })
    .chain((kinds) =>
      fc
        .tuple(...kinds.map((kind) => fc.tuple(fc.constant(kind), fc.integer({ min: 1, max: 100_000_000 }))))
        .map((pairs) => new Map(pairs)),
    );

  it('adds up to the amount exactly, each kind within a cent of its exact share', () => {
    fc.assert(
      fc.property(kindAmounts, fc.integer({ min: 1, max: 100_000_000 }), (kinds, amount) => {
        const base = [...kinds.values()].reduce((sum, cents) => sum + cents, 0);
        const shares = allocateByKind(amount, kinds);
        expect([...shares.values()].reduce((sum, cents) => sum + cents, 0)).toBe(amount);
        for (const [kind, cents] of kinds) {
          const exact = (amount * cents) / base;
          expect(Math.abs((shares.get(kind) ?? 0) - exact)).toBeLessThan(1);
        }
      }),
    );
  });

  it('keeps every document balanced', () => {
    fc.assert(
      fc.property(kindAmounts, fc.integer({ min: 1, max: 100_000_000 }), (kinds, amount) => {
        const total = [...kinds.values()].reduce((sum, cents) => sum + cents, 0);
        expect(balanced(invoiceLines(total, kinds, incomeAccount, label))).toBe(true);
        expect(balanced(reversalLines(Math.min(amount, total), kinds, incomeAccount, label, 'x'))).toBe(true);
      }),
    );
  });
});

describe('the billing time zone’s days', () => {
  it('starts a day at its local midnight, daylight-saving days included', () => {
    expect(startOfDayIn('2026-01-15', 'America/Chicago').toISOString()).toBe('2026-01-15T06:00:00.000Z');
    expect(startOfDayIn('2026-07-15', 'America/Chicago').toISOString()).toBe('2026-07-15T05:00:00.000Z');
    // Clocks go forward at 2:00 on 8 March 2026: the day still starts at midnight CST.
    expect(startOfDayIn('2026-03-08', 'America/Chicago').toISOString()).toBe('2026-03-08T06:00:00.000Z');
    expect(startOfDayIn('2026-03-09', 'America/Chicago').toISOString()).toBe('2026-03-09T05:00:00.000Z');
    expect(startOfDayIn('2026-01-15', 'Asia/Tokyo').toISOString()).toBe('2026-01-14T15:00:00.000Z');
    expect(startOfDayIn('2026-01-15', 'UTC').toISOString()).toBe('2026-01-15T00:00:00.000Z');
  });

  it('writes a day as QuickBooks Online’s US files read it', () => {
    expect(usDate('2026-01-05')).toBe('01/05/2026');
  });
});
