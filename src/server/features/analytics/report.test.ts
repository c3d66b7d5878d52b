// The analytics aggregates against a seeded data set whose answers are worked out by hand below,
// on both databases; then the admin routes around them (validation, CSV export).
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminClient } from '../../../../tests/support/admin.js';
import {
  insertApplicationAt,
  insertEventAt,
  insertPaymentAt,
  insertRequestAt,
  insertSummaryAt,
} from '../../../../tests/support/analytics.js';
import { startTestAppWithAdmin, stopTestApp } from '../../../../tests/support/test-app.js';
import type { DatabaseHandle } from '../../db/client.js';
import { buildAnalyticsReport, dashboardSessionStats, monthsOf } from './report-service.js';

let database: DatabaseHandle;
let app: FastifyInstance;
let admin: AdminClient;

// "Today" is 2026-03-31 (UTC). Last 7 days: 03-25..03-31; the period before: 03-18..03-24.
const TODAY = '2026-03-31';
const UNKNOWN_REFERENCE = 'SR-0000-0000-0000-0000';

beforeAll(async () => {
  ({ database, app, admin } = await startTestAppWithAdmin());
  const db = database.db;

  // Requests: three in the period (the first and last instant of its days count), two before it.
  const a = await insertRequestAt(db, '2026-03-25T00:00:00Z', { serviceType: 'furniture', status: 'received' });
  const b = await insertRequestAt(db, '2026-03-25T23:59:59Z', { serviceType: 'furniture', status: 'delivered' });
  const c = await insertRequestAt(db, '2026-03-31T23:59:59Z', { serviceType: 'tl-freight', status: 'in-transit' });
  await insertRequestAt(db, '2026-04-01T00:00:00Z', { serviceType: 'tl-freight' });
  await insertRequestAt(db, '2026-03-24T23:59:59Z', { serviceType: 'furniture', status: 'delivered' });
  await insertRequestAt(db, '2026-03-18T00:00:00Z', { serviceType: 'carrier-sourcing' });
  await insertRequestAt(db, '2026-03-17T23:59:59Z', { serviceType: 'furniture' });

  await insertApplicationAt(db, '2026-03-26T12:00:00Z');
  await insertApplicationAt(db, '2026-03-31T23:00:00Z');
  await insertApplicationAt(db, '2026-03-20T08:00:00Z');

  // Revenue: March has B's verified transfer (its row changed 40 days later: the verification
  // time counts) and a free-form card payment; February has C's; a failed payment never counts.
  await insertPaymentAt(db, '2026-03-27T15:00:00Z', { amount: '100.00', serviceRequestId: b.id, verified: true });
  await insertPaymentAt(db, '2026-03-02T09:30:00Z', { amount: '50.25' });
  await insertPaymentAt(db, '2026-02-10T10:00:00Z', { amount: '200.00', serviceRequestId: c.id });
  await insertPaymentAt(db, '2026-03-28T10:00:00Z', { amount: '999.99', serviceRequestId: a.id, status: 'failed' });

  // Sessions in the period: four saw the request flow (s5 only /join-us); s1 and s4 submitted
  // requests that exist, s2's reference does not exist, so 2 of 4 converted. Session times:
  // s1 60+30, s3 150, s5 30: (90 + 150 + 30) / 3 = 90 s.
  await insertEventAt(db, '2026-03-26T10:00:00Z', { sessionId: 's1-session-0000000', type: 'page_view', page: '/' });
  await insertEventAt(db, '2026-03-26T10:05:00Z', { sessionId: 's1-session-0000000', type: 'form_complete', reference: a.referenceId });
  await insertSummaryAt(db, '2026-03-26T10:06:00Z', 's1-session-0000000', 60);
  await insertSummaryAt(db, '2026-03-26T11:00:00Z', 's1-session-0000000', 30);
  await insertEventAt(db, '2026-03-27T10:00:00Z', { sessionId: 's2-session-0000000', type: 'page_view', page: '/service-request' });
  await insertEventAt(db, '2026-03-27T10:09:00Z', { sessionId: 's2-session-0000000', type: 'form_complete', reference: UNKNOWN_REFERENCE });
  await insertEventAt(db, '2026-03-28T10:00:00Z', { sessionId: 's3-session-0000000', type: 'page_view', page: '/' });
  await insertSummaryAt(db, '2026-03-28T10:02:30Z', 's3-session-0000000', 150);
  await insertEventAt(db, '2026-03-29T10:00:00Z', { sessionId: 's4-session-0000000', type: 'page_view', page: '/' });
  await insertEventAt(db, '2026-03-29T10:04:00Z', { sessionId: 's4-session-0000000', type: 'form_complete', reference: b.referenceId });
  await insertEventAt(db, '2026-03-30T10:00:00Z', { sessionId: 's5-session-0000000', type: 'page_view', page: '/join-us' });
  await insertSummaryAt(db, '2026-03-30T10:00:30Z', 's5-session-0000000', 30);
  // A summary without a numeric duration is ignored.
  await insertSummaryAt(db, '2026-03-30T10:00:40Z', 's5-session-0000000', 'long');
  // The period before: one request-flow session that did not convert, 45 s.
  await insertEventAt(db, '2026-03-20T10:00:00Z', { sessionId: 's6-session-0000000', type: 'page_view', page: '/' });
  await insertSummaryAt(db, '2026-03-20T10:00:45Z', 's6-session-0000000', 45);
});

afterAll(() => stopTestApp(app, database));

describe('the report for the last 7 days', () => {
  it('has the hand-worked KPIs, each with the previous 7 days', async () => {
    const report = await buildAnalyticsReport(database.db, { range: '7' }, TODAY);
    expect(report.period).toEqual({ from: '2026-03-25', to: '2026-03-31', days: 7 });
    expect(report.previousPeriod).toEqual({ from: '2026-03-18', to: '2026-03-24', days: 7 });
    expect(report.kpis).toEqual({
      totalRequests: { current: 3, previous: 2 },
      driverApplications: { current: 2, previous: 1 },
      conversionRate: { current: 50, previous: 0 },
      avgSessionSeconds: { current: 90, previous: 45 },
    });
  });

  it('has one daily entry per day, zeros included', async () => {
    const report = await buildAnalyticsReport(database.db, { range: '7' }, TODAY);
    expect(report.daily).toEqual([
      { date: '2026-03-25', requests: 2, applications: 0 },
      { date: '2026-03-26', requests: 0, applications: 1 },
      { date: '2026-03-27', requests: 0, applications: 0 },
      { date: '2026-03-28', requests: 0, applications: 0 },
      { date: '2026-03-29', requests: 0, applications: 0 },
      { date: '2026-03-30', requests: 0, applications: 0 },
      { date: '2026-03-31', requests: 1, applications: 1 },
    ]);
  });

  it('counts service types and statuses, and confirmed revenue for the months the period touches', async () => {
    const report = await buildAnalyticsReport(database.db, { range: '7' }, TODAY);
    expect(report.serviceTypes).toEqual([
      { serviceType: 'furniture', requests: 2 },
      { serviceType: 'tl-freight', requests: 1 },
    ]);
    expect(report.statuses).toEqual([
      { status: 'received', requests: 1 },
      { status: 'in-progress', requests: 0 },
      { status: 'in-transit', requests: 1 },
      { status: 'delivered', requests: 1 },
      { status: 'cancelled', requests: 0 },
    ]);
    expect(report.monthlyRevenue).toEqual([{ month: '2026-03', amount: '150.25', payments: 2 }]);
  });
});

describe('filters', () => {
  it('a service type narrows requests and revenue, not applications or sessions', async () => {
    const report = await buildAnalyticsReport(database.db, { range: '7', serviceType: 'furniture' }, TODAY);
    expect(report.kpis.totalRequests).toEqual({ current: 2, previous: 1 });
    expect(report.kpis.driverApplications).toEqual({ current: 2, previous: 1 });
    expect(report.kpis.conversionRate.current).toBe(50);
    expect(report.serviceTypes).toEqual([{ serviceType: 'furniture', requests: 2 }]);
    expect(report.monthlyRevenue).toEqual([{ month: '2026-03', amount: '100.00', payments: 1 }]);
  });

  it('a status narrows the same way', async () => {
    const report = await buildAnalyticsReport(database.db, { range: '7', status: 'delivered' }, TODAY);
    expect(report.kpis.totalRequests).toEqual({ current: 1, previous: 1 });
    expect(report.daily.find((day) => day.date === '2026-03-25')?.requests).toBe(1);
    expect(report.statuses.find((row) => row.status === 'delivered')?.requests).toBe(1);
    expect(report.statuses.reduce((sum, row) => sum + row.requests, 0)).toBe(1);
    expect(report.monthlyRevenue).toEqual([{ month: '2026-03', amount: '100.00', payments: 1 }]);
  });

  it('90 days reach back to January, with a bar for every month', async () => {
    const report = await buildAnalyticsReport(database.db, { range: '90' }, TODAY);
    expect(report.period).toEqual({ from: '2026-01-01', to: '2026-03-31', days: 90 });
    expect(report.kpis.totalRequests.current).toBe(6);
    expect(report.monthlyRevenue).toEqual([
      { month: '2026-01', amount: '0.00', payments: 0 },
      { month: '2026-02', amount: '200.00', payments: 1 },
      { month: '2026-03', amount: '150.25', payments: 2 },
    ]);
  });

  it('a custom range is the same as the named one it matches, and compares with the days before it', async () => {
    const custom = await buildAnalyticsReport(database.db, { range: 'custom', from: '2026-03-25', to: '2026-03-31' }, '2027-01-01');
    const named = await buildAnalyticsReport(database.db, { range: '7' }, TODAY);
    expect(custom).toEqual(named);
  });

  it('an empty period has zeros, and no conversion rate or session time rather than a made-up one', async () => {
    const report = await buildAnalyticsReport(database.db, { range: 'custom', from: '2025-06-01', to: '2025-06-02' }, TODAY);
    expect(report.kpis).toEqual({
      totalRequests: { current: 0, previous: 0 },
      driverApplications: { current: 0, previous: 0 },
      conversionRate: { current: null, previous: null },
      avgSessionSeconds: { current: null, previous: null },
    });
    expect(report.monthlyRevenue).toEqual([{ month: '2025-06', amount: '0.00', payments: 0 }]);
  });
});

describe('the dashboard cards', () => {
  it('take conversion and session time from the last 30 days', async () => {
    // 03-02..03-31: s1, s2, s3, s4 and s6 saw the request flow, s1 and s4 converted (2 of 5);
    // sessions s1 90, s3 150, s5 30 and s6 45 s average 78.75 s.
    expect(await dashboardSessionStats(database.db, TODAY)).toEqual({ conversionRate: 40, avgSessionTime: 78.75 });
  });
});

describe('months a period touches', () => {
  it('crosses a year end', () => {
    expect(monthsOf({ from: '2025-11-20', to: '2026-02-01' })).toEqual(['2025-11', '2025-12', '2026-01', '2026-02']);
    expect(monthsOf({ from: '2026-03-01', to: '2026-03-31' })).toEqual(['2026-03']);
  });
});

describe('GET /api/admin/analytics', () => {
  it('answers a custom range with the report', async () => {
    const response = await admin.request({
      method: 'GET',
      url: '/api/admin/analytics?range=custom&from=2026-03-25&to=2026-03-31&serviceType=furniture',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(await buildAnalyticsReport(database.db, { range: '7', serviceType: 'furniture' }, TODAY));
  });

  it.each([
    ['a custom range without dates', 'range=custom'],
    ['a range that ends before it starts', 'range=custom&from=2026-03-25&to=2026-03-01'],
    ['a range over a year', 'range=custom&from=2024-01-01&to=2026-01-01'],
    ['an unknown range', 'range=14'],
    ['an unknown service type', 'serviceType=rocket'],
    ['an unknown status', 'status=lost'],
    ['a date that is not one', 'range=custom&from=2026-02-30&to=2026-03-01'],
  ])('refuses %s (400)', async (_name, query) => {
    expect((await admin.request({ method: 'GET', url: `/api/admin/analytics?${query}` })).statusCode).toBe(400);
  });

  it('exports the shown data as analytics_export_YYYY-MM-DD.csv', async () => {
    const response = await admin.request({
      method: 'GET',
      url: '/api/admin/analytics/export?range=custom&from=2026-03-25&to=2026-03-31&status=delivered',
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/csv/);
    const today = new Date().toISOString().slice(0, 10);
    expect(response.headers['content-disposition']).toContain(`filename="analytics_export_${today}.csv"`);
    const lines = response.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe('"Section","Item","Metric","Value"');
    expect(lines).toContain('"Filters","Status","","delivered"');
    expect(lines).toContain('"KPIs","Total Requests","2026-03-25 to 2026-03-31","1"');
    expect(lines).toContain('"Daily Trends","2026-03-25","Requests","1"');
    expect(lines).toContain('"Revenue","2026-03","Confirmed (USD)","100.00"');
  });
});
