// A broker load's Documents as the list calls answer them in component tests: the invoice, a bill
// of lading issued three times (the newest signed at pickup), the proof of delivery, a rate
// confirmation the broker signed after a first one was replaced, and two receipts. Parsed by the
// shared schema, so each is an answer the server could give. The office's answer names staff; the
// customer's names the company in their place (`forCustomer`).
import { documentsListSchema, type DocumentActor, type DocumentsList } from '@shared/documents/documents';

export const REQUEST_ID = 7;
export const REFERENCE_ID = 'SR-7K3M-Q9XD-2HVB-N4TE';
export const OFFICE_ROUTE = `GET /api/admin/service-requests/${REQUEST_ID}/documents`;
export const CUSTOMER_ROUTE = `GET /api/account/requests/${REFERENCE_ID}/documents`;

export const STAFF: DocumentActor = { kind: 'staff', name: 'Dana Reyes' };
const COMPANY: DocumentActor = { kind: 'company', name: null };
const SYSTEM: DocumentActor = { kind: 'system', name: null };
const DRIVER: DocumentActor = { kind: 'driver', name: 'Luis' };
const SHIPPER: DocumentActor = { kind: 'customer', name: 'Sam Ortiz' };
const BROKER: DocumentActor = { kind: 'customer', name: 'Pat Kim' };
const RECEIVER: DocumentActor = { kind: 'customer', name: 'Rosa Diaz' };

export const AT = {
  bol1: '2026-03-03T14:00:00.000Z',
  bol2: '2026-03-03T16:30:00.000Z',
  bol3: '2026-03-04T08:15:00.000Z',
  pickupSigned: '2026-03-04T13:05:00.000Z',
  delivered: '2026-03-05T18:40:00.000Z',
  invoiced: '2026-03-06T10:00:00.000Z',
  rate1: '2026-03-02T12:00:00.000Z',
  rate2: '2026-03-02T15:00:00.000Z',
  rateSigned: '2026-03-02T16:20:00.000Z',
} as const;

const BOL_NUMBER = '00123456700000421';

export function documentsList(changes: Partial<DocumentsList> = {}, office: DocumentActor = STAFF): DocumentsList {
  const path = (tail: string) => `/api/admin/service-requests/${REQUEST_ID}/documents/${tail}`;
  return documentsListSchema.parse({
    referenceId: REFERENCE_ID,
    documents: [
      {
        kind: 'receipt',
        versions: [
          version({
            version: 1,
            label: 'Lumper $150.00',
            state: 'accepted',
            madeAt: AT.delivered,
            madeBy: DRIVER,
            path: path('receipt/1'),
            pages: 1,
          }),
          version({
            version: 1,
            label: 'Scale ticket $12.50',
            state: 'accepted',
            madeAt: AT.bol3,
            madeBy: DRIVER,
            path: path('receipt/2'),
            pages: 1,
          }),
        ],
      },
      {
        kind: 'bill_of_lading',
        // Not in order on purpose: the section orders them.
        versions: [
          version({ version: 1, label: BOL_NUMBER, state: 'superseded', madeAt: AT.bol1, madeBy: office, path: path('bol/1'), pages: 1 }),
          version({
            version: 3,
            label: BOL_NUMBER,
            state: 'signed',
            madeAt: AT.bol3,
            madeBy: office,
            path: path('bol/3'),
            pages: 2,
            signatures: [
              { by: SHIPPER, role: 'shipper', at: AT.pickupSigned },
              { by: DRIVER, role: 'carrier', at: AT.pickupSigned },
            ],
          }),
          version({ version: 2, label: BOL_NUMBER, state: 'superseded', madeAt: AT.bol2, madeBy: office, path: path('bol/2'), pages: 1 }),
        ],
      },
      {
        kind: 'invoice',
        versions: [
          version({
            version: 1,
            label: 'INV-2026-000123',
            state: 'issued',
            madeAt: AT.invoiced,
            madeBy: office,
            path: path('invoice/1'),
            pages: 1,
          }),
        ],
      },
      {
        kind: 'proof_of_delivery',
        versions: [
          version({
            version: 1,
            label: 'Delivered to Rosa Diaz',
            state: 'signed',
            madeAt: AT.delivered,
            madeBy: DRIVER,
            path: path('proof-of-delivery/1'),
            pages: 3,
            signatures: [{ by: RECEIVER, role: 'receiver', at: AT.delivered }],
          }),
        ],
      },
      {
        kind: 'rate_confirmation',
        versions: [
          version({
            version: 2,
            label: 'RC-0042-2',
            state: 'signed',
            madeAt: AT.rate2,
            madeBy: SYSTEM,
            path: path('rate-confirmation/2'),
            pages: null,
            signatures: [{ by: BROKER, role: 'broker', at: AT.rateSigned }],
          }),
          version({ version: 1, label: 'RC-0042-1', state: 'superseded', madeAt: AT.rate1, madeBy: SYSTEM, path: null, pages: null }),
        ],
      },
    ],
    packet: {
      available: true,
      includes: ['invoice', 'bill_of_lading', 'proof_of_delivery', 'rate_confirmation', 'receipt'],
      downloadPath: path('packet'),
    },
    missing: [],
    ...changes,
  });
}

/** The same load as its customer's call answers it: the office is the company, and the paths are the customer's. */
export function forCustomer(list: DocumentsList): DocumentsList {
  const customerPath = (path: string | null) =>
    path && path.replace(`/api/admin/service-requests/${REQUEST_ID}/`, `/api/account/requests/${REFERENCE_ID}/`);
  return documentsListSchema.parse({
    ...list,
    documents: list.documents.map((entry) => ({
      ...entry,
      versions: entry.versions.map((one) => ({
        ...one,
        madeBy: one.madeBy.kind === 'staff' ? COMPANY : one.madeBy,
        signatures: one.signatures.map((signature) => (signature.by.kind === 'staff' ? { ...signature, by: COMPANY } : signature)),
        downloadPath: customerPath(one.downloadPath),
      })),
    })),
    packet: { ...list.packet, downloadPath: customerPath(list.packet.downloadPath) },
  });
}

/**
 * A broker's own rate confirmation, uploaded and accepted by the office: `reader` staff sees the
 * uploader's address and who accepted it; the customer sees neither name.
 */
export function acceptedUpload(reader: 'staff' | 'customer'): DocumentsList {
  const base = documentsList({}, reader === 'staff' ? STAFF : COMPANY);
  return documentsListSchema.parse({
    ...base,
    documents: [
      {
        kind: 'rate_confirmation',
        versions: [
          version({
            version: 1,
            label: "Broker's own rate confirmation v1",
            state: 'accepted',
            madeAt: AT.rate1,
            madeBy: { kind: 'customer', name: reader === 'staff' ? 'pat@broker.example' : null },
            path: null,
            pages: null,
            signatures: [{ by: reader === 'staff' ? STAFF : COMPANY, role: 'accepted', at: AT.rate2 }],
          }),
        ],
      },
    ],
  });
}

/** A load not dispatched yet: nothing made, and the packet's papers all missing. */
export const NOTHING_YET: DocumentsList = documentsListSchema.parse({
  referenceId: REFERENCE_ID,
  documents: [],
  packet: { available: false, includes: [], downloadPath: null },
  missing: ['invoice', 'bill_of_lading', 'proof_of_delivery'],
});

interface VersionInput {
  version: number;
  label: string;
  state: DocumentsList['documents'][number]['versions'][number]['state'];
  madeAt: string;
  madeBy: DocumentActor;
  path: string | null;
  pages: number | null;
  signatures?: { by: DocumentActor; role: string; at: string }[];
}

function version({ path, signatures = [], ...rest }: VersionInput) {
  return { ...rest, signatures, downloadPath: path };
}
