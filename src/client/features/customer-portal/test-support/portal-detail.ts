// One request as the portal's detail call answers it in component tests: a shipper's furniture
// move, in progress, with an open quote and two photos. Parsed by the shared schema, so each is an
// answer the server could give.
import { CUSTOMER_API, portalRequestDetailSchema, type PortalRequestDetail } from '@shared/customer-portal/customer-portal';

export const REFERENCE_ID = 'SR-7K3M-Q9XD-2HVB-N4TE';
export const LONG_DESCRIPTION = `Antique oak dresser, ${'very heavy and fragile '.repeat(20)}`;

export const DETAIL_ROUTE = `GET ${CUSTOMER_API.request(REFERENCE_ID)}`;
export const ACCEPT_ROUTE = `POST ${CUSTOMER_API.acceptQuote(REFERENCE_ID)}`;
export const DECLINE_ROUTE = `POST ${CUSTOMER_API.declineQuote(REFERENCE_ID)}`;

export function detail(changes: Partial<PortalRequestDetail> = {}): PortalRequestDetail {
  return portalRequestDetailSchema.parse({
    referenceId: REFERENCE_ID,
    role: 'shipper',
    serviceType: 'furniture',
    status: 'in-progress',
    createdAt: '2026-03-02T15:04:00.000Z',
    from: 'Detroit, MI',
    to: 'Chicago, IL',
    quote: { amount: '1250.00', validUntil: '2026-03-16', expired: false, response: null, respondedAt: null, declineReason: null },
    invoiceAmount: null,
    invoiceStatus: 'pending',
    paymentStatus: 'unpaid',
    urgency: 'high',
    contactPhone: '(313) 555-0100',
    details: [
      { label: 'Item Type', value: 'Dresser' },
      { label: 'Description', value: LONG_DESCRIPTION },
    ],
    timeline: [
      { status: 'received', at: '2026-03-02T15:04:00.000Z' },
      { status: 'in-progress', at: '2026-03-03T09:00:00.000Z' },
    ],
    photos: [
      { id: 'ph_1', url: CUSTOMER_API.photo(REFERENCE_ID, 'ph_1'), contentType: 'image/jpeg' },
      { id: 'ph_2', url: CUSTOMER_API.photo(REFERENCE_ID, 'ph_2'), contentType: 'image/png' },
    ],
    invoice: null,
    payments: [],
    deliveryUpdates: [],
    proofOfDelivery: null,
    proofOfDeliveryUrl: null,
    ...changes,
  });
}
