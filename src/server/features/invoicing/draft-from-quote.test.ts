// The first draft invoice of a quoted request starts from the quote's lines (decision 070): the
// server's own drafts (a detention proposal) take them in as approved lines of source 'quote';
// the editor offers them as its first rows, and its first save marks the ones kept unchanged.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestAdmin, signIn, type AdminClient } from '../../../../tests/support/admin.js';
import { insertServiceRequestRow } from '../../../../tests/support/service-requests.js';
import { startTestApp, stopTestApp } from '../../../../tests/support/test-app.js';
import type { InvoiceDocument } from '../../../shared/invoicing/invoice-line-schemas.js';
import type { DatabaseHandle } from '../../db/client.js';
import { findLines } from './document-repository.js';
import { startDraft } from './draft-start.js';

let database: DatabaseHandle;
let app: FastifyInstance;
let owner: AdminClient;

beforeAll(async () => {
  ({ database, app } = await startTestApp());
  await createTestAdmin(database.db);
  owner = await signIn(app);
});
afterAll(async () => {
  await stopTestApp(app, database);
});

const LINEHAUL = { kind: 'linehaul', description: 'Detroit, MI to Chicago, IL', quantity: '283', unit: 'miles', rate: '2.15' };
const FUEL = {
  kind: 'fuel_surcharge',
  description: 'Fuel surcharge: diesel $3.859 (week of 2026-11-30)',
  quantity: '283',
  unit: 'miles',
  rate: '0.53',
};

async function quoted(lines: readonly object[]) {
  const { id } = await insertServiceRequestRow(database.db);
  const response = await owner.request({ method: 'PUT', url: `/api/admin/service-requests/${id}/quote/lines`, payload: { lines } });
  expect(response.statusCode).toBe(200);
  return id;
}

function saveDraft(id: number, lines: readonly object[]) {
  return owner.request({ method: 'PUT', url: `/api/admin/service-requests/${id}/invoice/draft`, payload: { lines } });
}

describe('a draft made by the server', () => {
  it("starts with the quote's lines, approved, once", async () => {
    const id = await quoted([LINEHAUL, FUEL]);
    const draft = await startDraft(database.db, id);
    await startDraft(database.db, id);
    const lines = await findLines(database.db, [draft.id]);
    expect(lines.map((line) => [line.kind, line.amount, line.state, line.source])).toEqual([
      ['linehaul', '608.45', 'approved', 'quote'],
      ['fuel_surcharge', '149.99', 'approved', 'quote'],
    ]);
  });

  it('starts empty without a quote', async () => {
    const { id } = await insertServiceRequestRow(database.db);
    const draft = await startDraft(database.db, id);
    expect(await findLines(database.db, [draft.id])).toEqual([]);
  });
});

describe("the editor's first save", () => {
  it("marks the quote's lines kept unchanged as from the quote, and a changed or added line as staff's", async () => {
    const id = await quoted([LINEHAUL, FUEL]);
    const first = await saveDraft(id, [
      LINEHAUL,
      { ...FUEL, rate: '0.5' },
      { kind: 'liftgate', description: 'Liftgate', quantity: '1', unit: 'flat', rate: '75' },
    ]);
    expect(first.statusCode).toBe(200);
    expect(first.json<InvoiceDocument>().lines.map((line) => [line.kind, line.source])).toEqual([
      ['linehaul', 'quote'],
      ['fuel_surcharge', 'staff'],
      ['liftgate', 'staff'],
    ]);
    // Later saves are staff's own: a line added then is staff's even if it matches the quote.
    const draft = first.json<InvoiceDocument>();
    const again = await saveDraft(id, [
      ...draft.lines.map(({ id: lineId, kind, description, quantity, unit, rate }) => ({
        id: lineId,
        kind,
        description,
        quantity,
        unit,
        rate,
      })),
      FUEL,
    ]);
    expect(again.json<InvoiceDocument>().lines.at(-1)?.source).toBe('staff');
  });

  it('has nothing to take from a request without a quote', async () => {
    const { id } = await insertServiceRequestRow(database.db);
    const saved = await saveDraft(id, [LINEHAUL]);
    expect(saved.json<InvoiceDocument>().lines.map((line) => line.source)).toEqual(['staff']);
  });
});
