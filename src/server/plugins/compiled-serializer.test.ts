import { ResponseSerializationError, serializerCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { invoiceViewSchema, type InvoiceView } from '../../shared/payments/payments.js';
import { compiledSerializerFor, compileJsonWriter } from './compiled-serializer.js';

const view: InvoiceView = {
  referenceId: 'SR-7K3M-Q9XD-2HVB-N4TE',
  customerName: 'Dana "DJ" O\'Neil \\ Ωmega \u2028 </script>',
  contactEmail: 'd***@shipper.example',
  finalAmount: '1250.00',
  invoiceNumber: 'INV-2026-000123',
  invoiceStatus: 'sent',
  paymentStatus: 'pending_verification',
  paymentMethod: 'zelle',
  paidAt: null,
  paymentId: null,
  amountRefunded: '0.00',
  pendingTransfer: { method: 'zelle', reportedAt: '2026-11-25T05:00:00.000Z', amount: '1250.00' },
  invoiceTotal: '1400.00',
  balance: '1250.00',
  amountPaid: '0.00',
  creditNotes: [
    { number: 'CN-2026-000007', amount: '150.00', reason: 'Rate "agreed" \u2028 </script>', issuedAt: '2026-11-26T05:00:00.000Z' },
  ],
  lines: [
    {
      kind: 'linehaul',
      description: 'Detroit, MI to "Chicago", IL \u2028',
      quantity: '812',
      unit: 'miles',
      rate: '2.15',
      amount: '1745.80',
    },
    {
      kind: 'detention',
      description: 'Detention at pickup',
      quantity: '2.25',
      unit: 'hours',
      rate: '75.00',
      amount: '168.75',
      detention: {
        stop: 'pickup',
        arrivedAt: '2026-11-24T14:02:00.000Z',
        departedAt: '2026-11-24T18:17:00.000Z',
        freeMinutes: 120,
        billedMinutes: 135,
      },
    },
  ],
  assignment: {
    factor: { name: 'Prairie "Capital" Factoring', remitTo: 'PO Box 77\nDallas, TX 75201 \u2028', email: null, phone: '(214) 555-0199' },
  },
};

const route = { schema: invoiceViewSchema, method: 'GET', url: '/api/service-requests/:ref', httpStatus: '200' };
const compiled = compiledSerializerFor(['200'])(route);
const checkedByZod = serializerCompiler(route);

describe('the serializer compiled from a zod schema', () => {
  it.each([
    ['every field set', view],
    ['an assigned invoice whose factor is not on file', { ...view, assignment: { factor: null } }],
    ['the nullable fields null', { ...view, finalAmount: null, paymentMethod: null, pendingTransfer: null, lines: [], assignment: null }],
  ])('writes the same text as zod and JSON.stringify: %s', (_case, data) => {
    // The invoice view's schema is compiled, not handed to zod.
    expect(compileJsonWriter(invoiceViewSchema)?.(data)).toBe(checkedByZod(data));
    expect(compiled(data)).toBe(checkedByZod(data));
    expect(JSON.parse(compiled(data))).toEqual(data);
  });

  it('never writes a property the schema does not name', () => {
    const text = compiled({
      ...view,
      contactEmailUnmasked: 'dana@shipper.example',
      pendingTransfer: { ...view.pendingTransfer, memo: 'x' },
    });
    expect(text).toBe(checkedByZod(view));
    expect(text).not.toContain('dana@shipper.example');
  });

  it.each([
    ['a value outside an enum', { ...view, paymentStatus: 'stolen' }],
    ['a number for a string', { ...view, finalAmount: 1250 }],
    ['a missing field', { ...view, referenceId: undefined }],
    ['null where null is not allowed', { ...view, customerName: null }],
    ['not an object', 'a string'],
  ])('refuses what zod refuses (a serialization error, so a 500): %s', (_case, data) => {
    expect(() => compiled(data)).toThrow(ResponseSerializationError);
  });

  it('compiles only the kinds it checks in full, and leaves the rest to zod', () => {
    expect(compileJsonWriter(z.object({ name: z.string(), state: z.enum(['a', 'b']).nullable() }))).toBeDefined();
    expect(compileJsonWriter(z.object({ email: z.string().max(10) }))).toBeUndefined();
    expect(compileJsonWriter(z.object({ count: z.number().int() }))).toBeUndefined();
    expect(compileJsonWriter(z.object({ tags: z.array(z.string()).max(3) }))).toBeUndefined();
    expect(compileJsonWriter(z.looseObject({ name: z.string() }))).toBeUndefined();
    expect(compileJsonWriter(z.object({ count: z.number(), note: z.string().optional(), tags: z.array(z.string()) }))).toBeDefined();
  });

  it('writes arrays, plain numbers and optional fields as JSON.stringify does, and hands anything else to zod', () => {
    const write = compileJsonWriter(z.object({ count: z.number(), note: z.string().optional(), tags: z.array(z.string()) }));
    for (const value of [
      { count: 1.5, tags: [] },
      { count: -2, note: 'x', tags: ['a', 'b "c"'] },
      { count: 0, note: undefined, tags: ['\u2028'] },
    ]) {
      expect(write?.(value)).toBe(JSON.stringify(value));
    }
    for (const value of [
      { count: Number.NaN, tags: [] },
      { count: Infinity, tags: [] },
      { count: 1, tags: [1] },
      { count: 1, tags: 'a' },
      { count: 1, note: null, tags: [] },
    ]) {
      expect(write?.(value)).toBeUndefined();
    }
  });

  it("uses zod's serializer for the statuses not listed", () => {
    const errorRoute = { ...route, schema: z.object({ error: z.string(), message: z.string().max(500) }), httpStatus: '404' };
    const serialize = compiledSerializerFor(['200'])(errorRoute);
    expect(serialize({ error: 'Not Found', message: 'No such request.', extra: 1 })).toBe(
      '{"error":"Not Found","message":"No such request."}',
    );
  });
});
