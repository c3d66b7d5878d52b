// Invoices with lines in tests, made the way the back office makes them: the editor saves the
// draft's lines (the server prices them), then sends it (it takes its number and total).
import { expect } from 'vitest';
import type { AdminClient } from './admin.js';

/** A line as the editor sends it: the server computes its amount. */
export interface EditorLine {
  kind: string;
  description: string;
  quantity: string;
  unit: string;
  rate: string;
}

/** Linehaul 812 mi x $2.15 = 1745.80, fuel 812 mi x $0.415 = 336.98, detention 2.25 h x $75 = 168.75: 2251.53. */
export const THREE_LINES: readonly EditorLine[] = [
  { kind: 'linehaul', description: 'Detroit, MI to Chicago, IL', quantity: '812', unit: 'miles', rate: '2.15' },
  { kind: 'fuel_surcharge', description: 'Diesel $3.859, week of 2026-11-30', quantity: '812', unit: 'miles', rate: '0.415' },
  { kind: 'detention', description: 'Detention at pickup', quantity: '2.25', unit: 'hours', rate: '75' },
];
export const THREE_LINES_TOTAL = '2251.53';

/** Saves `lines` as the request's draft and sends it, as a member who invoices. */
export async function sendInvoiceWithLines(staff: AdminClient, serviceRequestId: number, lines: readonly EditorLine[]): Promise<void> {
  const saved = await staff.request({
    method: 'PUT',
    url: `/api/admin/service-requests/${serviceRequestId}/invoice/draft`,
    payload: { lines },
  });
  expect(saved.statusCode, saved.body).toBe(200);
  const sent = await staff.request({ method: 'POST', url: `/api/admin/service-requests/${serviceRequestId}/invoice/draft/send` });
  expect(sent.statusCode, sent.body).toBe(200);
}
