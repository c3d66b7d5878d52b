// Service requests of every role and status over the last six months, each with its status
// history, quote (and the customer's answer), invoice and audit events as the product writes
// them. Rows are written with the times things happened (the product's services stamp now()),
// which is why the seed writes the tables itself rather than calling the services.
import { formatReferenceId, REFERENCE_PREFIXES, REFERENCE_ID_CHARACTERS } from '../../shared/reference-id.js';
import {
  SERVICE_TYPES_BY_ROLE,
  type ServiceRequestStatus,
  type Urgency,
  type UserRole,
} from '../../shared/service-requests/service-requests.js';
import { centsToAmount } from '../../shared/money-format.js';
import { serviceRequests, serviceRequestStatusHistory } from '../db/schema.js';
import { addDays } from '../../shared/calendar-date.js';
import { COMPANIES, demoAddress, demoPerson, demoRoute } from './demo-people.js';
import { BY_CUSTOMER, byMember, DAY_MS, dayOf, facts, laterThan, type SeedContext } from './seed-context.js';
import { instantEstimate, hiddenLocationColumns } from '../features/service-requests/index.js';

/** How far back the data set reaches, in days. */
export const DEMO_HISTORY_DAYS = 182;

/** The quote validity the product uses by default (QUOTE_VALIDITY_DAYS). */
const QUOTE_VALIDITY_DAYS = 14;

/** What later parts of the seed (payments, dispatch, interaction events) need of a request. */
export interface SeededRequest {
  id: number;
  referenceId: string;
  userRole: UserRole;
  status: ServiceRequestStatus;
  createdAt: Date;
  contactEmail: string;
  finalAmount: string | null;
  invoiceSentAt: Date | null;
  /** When each stage of the work was reached (null: not reached). */
  startedAt: Date | null;
  pickedUpAt: Date | null;
  deliveredAt: Date | null;
}

/** The final status of a request of this age: old ones are mostly done, new ones mostly waiting. */
function finalStatus(context: SeedContext, ageDays: number, role: UserRole): ServiceRequestStatus {
  const transit = role === 'shipper' ? 1 : 0.3;
  if (ageDays > 30)
    return context.random.weighted([
      ['delivered', 75],
      ['cancelled', 10],
      ['in-transit', 4 * transit],
      ['in-progress', 6],
      ['received', 5],
    ]);
  if (ageDays > 7)
    return context.random.weighted([
      ['delivered', 40],
      ['in-transit', 20 * transit],
      ['in-progress', 20],
      ['received', 12],
      ['cancelled', 8],
    ]);
  return context.random.weighted([
    ['received', 45],
    ['in-progress', 25],
    ['in-transit', 15 * transit],
    ['delivered', 10],
    ['cancelled', 5],
  ]);
}

/** The statuses a request went through to reach `final`, in order, after 'received'. */
function pathTo(final: ServiceRequestStatus, random: SeedContext['random']): ServiceRequestStatus[] {
  const order: ServiceRequestStatus[] = ['in-progress', 'in-transit', 'delivered'];
  if (final === 'received') return [];
  if (final === 'cancelled') return random.chance(0.4) ? ['in-progress', 'cancelled'] : ['cancelled'];
  return order.slice(0, order.indexOf(final) + 1);
}

const SHIPPER_DESCRIPTIONS: Record<string, readonly string[]> = {
  'small-package': ['Two boxes of machine parts', 'Sample cases for a trade show', 'Medical supplies, three cartons'],
  furniture: ['Sectional sofa and two armchairs', 'Dining table with six chairs', 'Office desks and filing cabinets'],
  vehicle: ['2019 Honda Civic, runs and drives', 'Vintage motorcycle, crated', 'Golf cart, non-running'],
  'ltl-freight': ['Four pallets of canned goods', 'Two pallets of floor tile', 'Three pallets of auto parts'],
  'tl-freight': ['Full truckload of packaged lumber', '26 pallets of bottled water', 'Steel coils, 40,000 lbs'],
  specialty: ['Commercial refrigerator, upright', 'Grand piano, needs padding', 'Server racks, fragile'],
};

function shipperFields(context: SeedContext, createdAt: Date) {
  const { random } = context;
  const serviceType = random.pick(SERVICE_TYPES_BY_ROLE.shipper);
  const urgency = random.weighted<Urgency>([
    ['standard', 70],
    ['high', 20],
    ['urgent', 10],
  ]);
  const { from, to } = demoRoute(random);
  const weightPounds = serviceType === 'tl-freight' ? random.int(18, 42) * 1000 : random.int(2, 120) * 25;
  const estimate = instantEstimate({ pickupZip: from.zip, deliveryZip: to.zip, serviceType, weightPounds, urgency });
  return {
    serviceType,
    urgency,
    serviceDescription: random.pick(SHIPPER_DESCRIPTIONS[serviceType] ?? ['General freight']),
    length: String(random.int(12, 96)),
    width: String(random.int(12, 60)),
    height: String(random.int(12, 72)),
    weight: String(weightPounds),
    itemType: random.pick(['Boxes', 'Pallets', 'Crate', 'Loose items', 'Vehicle']),
    specialHandling: random.chance(0.2) ? 'Fragile: keep upright, no stacking.' : null,
    pickupAddress: demoAddress(random, from),
    pickupCity: from.city,
    pickupState: from.state,
    pickupZip: from.zip,
    pickupInstructions: random.chance(0.3) ? 'Loading dock at the back; call on arrival.' : null,
    deliveryAddress: demoAddress(random, to),
    deliveryCity: to.city,
    deliveryState: to.state,
    deliveryZip: to.zip,
    deliveryInstructions: random.chance(0.3) ? 'Receiving hours 8am to 4pm.' : null,
    preferredDate: random.chance(0.7) ? addDays(dayOf(createdAt), random.int(2, 10)) : null,
    preferredTime: random.pick(['morning', 'afternoon', 'evening', 'flexible']),
    ...(estimate.ok
      ? {
          estimateLowCents: estimate.estimate.lowCents,
          estimateHighCents: estimate.estimate.highCents,
          estimateMiles: estimate.estimate.estimatedMiles,
        }
      : {}),
  };
}

function brokerFields(context: SeedContext) {
  const { random } = context;
  return {
    serviceType: random.pick(SERVICE_TYPES_BY_ROLE.broker),
    urgency: random.pick<Urgency>(['standard', 'standard', 'high']),
    serviceDescription: random.pick([
      'Looking for reliable carriers on our Midwest lanes',
      'Need capacity for seasonal retail freight',
      'Spot loads out of Detroit most weeks',
    ]),
    carrierRequirements: random.pick(['$1M liability, 2 years authority', 'Reefer experience, clean safety record', 'Hazmat endorsed']),
    loadVolume: random.pick(['5-10 loads a week', '20 loads a month', '2-3 loads a week']),
    contractTerms: random.pick(['Net 30', 'Quick pay available', 'Dedicated lane, 6 months']),
    preferredLanes: random.pick(['Detroit to Chicago', 'Ohio to Georgia', 'Michigan to Texas']),
    ...hiddenLocationColumns('broker'),
  };
}

function dispatcherFields(context: SeedContext) {
  const { random } = context;
  return {
    serviceType: random.pick(SERVICE_TYPES_BY_ROLE.dispatcher),
    urgency: random.pick<Urgency>(['standard', 'high']),
    serviceDescription: random.pick([
      'Owner-operator fleet of 4 trucks needs steady loads',
      'Backhauls out of Atlanta for two dry vans',
      'Dedicated dispatch for a flatbed',
    ]),
    dispatchingRates: random.pick(['8% of gross', '$150 a week per truck', '10% of gross']),
    equipmentNeeded: random.pick(["53' dry van", 'Flatbed with tarps', 'Reefer']),
    loadTypes: random.pick(['Dry goods, palletized', 'Building materials', 'Produce']),
    coverageAreas: random.pick(['Midwest and Southeast', 'Great Lakes region', 'Lower 48']),
    ...hiddenLocationColumns('dispatcher'),
  };
}

/** A quote in whole dollars: the estimate's middle for a shipper, a monthly fee for the others. */
function quoteFor(context: SeedContext, fields: object): string {
  if ('estimateLowCents' in fields && 'estimateHighCents' in fields) {
    const middle = (Number(fields.estimateLowCents) + Number(fields.estimateHighCents)) / 2;
    return centsToAmount(Math.round(middle / 100) * 100);
  }
  return centsToAmount(context.random.int(18, 180) * 2500);
}

export function demoReferenceId(context: Pick<SeedContext, 'random'>, prefix: 'SR' | 'DA'): string {
  return formatReferenceId(
    prefix === 'SR' ? REFERENCE_PREFIXES.serviceRequest : REFERENCE_PREFIXES.driverApplication,
    context.random.crockford(REFERENCE_ID_CHARACTERS),
  );
}

/** Moments requests arrived: more of them lately (a business that grows), oldest first. */
function arrivalTimes(context: SeedContext, count: number): Date[] {
  const now = context.now.getTime();
  const times = Array.from({ length: count }, () => new Date(now - DEMO_HISTORY_DAYS * DAY_MS * context.random.next() ** 1.25 - 60_000));
  return times.sort((a, b) => a.getTime() - b.getTime());
}

export async function seedRequests(context: SeedContext, count: number): Promise<SeededRequest[]> {
  const seeded: SeededRequest[] = [];
  for (const [index, createdAt] of arrivalTimes(context, count).entries()) {
    seeded.push(await seedOneRequest(context, index, createdAt));
  }
  return seeded;
}

async function seedOneRequest(context: SeedContext, index: number, createdAt: Date): Promise<SeededRequest> {
  const { random, staff } = context;
  const role = random.weighted<UserRole>([
    ['shipper', 60],
    ['broker', 20],
    ['dispatcher', 20],
  ]);
  const person = demoPerson(random, index + 1);
  const fields =
    role === 'shipper' ? shipperFields(context, createdAt) : role === 'broker' ? brokerFields(context) : dispatcherFields(context);
  const ageDays = (context.now.getTime() - createdAt.getTime()) / DAY_MS;
  const status = finalStatus(context, ageDays, role);
  const path = pathTo(status, random);
  const referenceId = demoReferenceId(context, 'SR');
  const operations = byMember(staff.operations);

  // The quote: every request the office worked on, and half of those still waiting.
  const quoted = path.length > 0 || random.chance(0.5);
  const quoteAt = quoted ? laterThan(context, createdAt, 1, 30) : null;
  const estimatedQuote = quoted ? quoteFor(context, fields) : null;
  const answer = !quoteAt
    ? null
    : path.includes('in-progress')
      ? random.chance(0.85)
        ? 'accepted'
        : null
      : status === 'cancelled' || random.chance(0.3)
        ? 'declined'
        : random.chance(0.5)
          ? 'accepted'
          : null;
  // An accepted quote puts a request in progress (docs/decisions/058-status-follows-the-business.md):
  // one still received has not been accepted yet.
  const response = status === 'received' && answer === 'accepted' ? null : answer;
  const respondedAt = quoteAt && response ? laterThan(context, quoteAt, 1, 48) : null;

  // Each status change after the last thing that happened.
  let last = respondedAt ?? quoteAt ?? createdAt;
  const changes = path.map((to) => {
    last = laterThan(context, last, to === 'in-progress' ? 2 : 6, to === 'delivered' ? 96 : 48);
    return { to, at: last };
  });
  const reached = (to: ServiceRequestStatus) => changes.find((change) => change.to === to)?.at ?? null;
  const deliveredAt = reached('delivered');

  // The invoice: most delivered work, some in transit.
  const invoiced = estimatedQuote !== null && (deliveredAt ? random.chance(0.92) : status === 'in-transit' && random.chance(0.35));
  const invoiceSentAt = invoiced ? laterThan(context, deliveredAt ?? last, 1, 36) : null;
  const updatedAt = new Date(Math.max(last.getTime(), invoiceSentAt?.getTime() ?? 0));

  const [row] = await context.tx
    .insert(serviceRequests)
    .values({
      referenceId,
      userRole: role,
      ...fields,
      contactName: `${person.firstName} ${person.lastName}`,
      contactCompany: role === 'shipper' && random.chance(0.6) ? null : random.pick(COMPANIES),
      contactEmail: person.email,
      contactPhone: person.phone,
      additionalNotes: random.chance(0.2) ? 'Please text before calling.' : null,
      status,
      language: random.chance(0.12) ? 'es' : 'en',
      estimatedQuote,
      quoteValidUntil: quoteAt ? addDays(dayOf(quoteAt), QUOTE_VALIDITY_DAYS) : null,
      quoteResponse: response,
      quoteRespondedAt: respondedAt,
      quoteDeclineReason:
        response === 'declined' ? random.pick(['Found a cheaper carrier.', 'Shipment postponed.', 'Over our budget.']) : null,
      // Invoiced by sendDemoInvoices (demo-invoices.ts) once every request is in, as the product
      // sends: numbers follow the send times, not the rows, and each invoice has its line.
      finalAmount: null,
      invoiceStatus: 'pending',
      invoiceSentAt: null,
      notes: random.chance(0.15) ? 'Repeat customer.' : null,
      createdAt,
      updatedAt,
    })
    .returning({ id: serviceRequests.id });
  if (!row) throw new Error('insert returned no row');
  const id = row.id;
  const recordId = String(id);

  await context.tx.insert(serviceRequestStatusHistory).values([
    { serviceRequestId: id, fromStatus: null, toStatus: 'received', changedByAdminId: null, createdAt },
    ...changes.map((change, step) => ({
      serviceRequestId: id,
      fromStatus: step === 0 ? ('received' as const) : (changes[step - 1]?.to ?? 'received'),
      toStatus: change.to,
      notes: change.to === 'cancelled' ? 'Customer cancelled by phone.' : null,
      changedByAdminId: staff.operations.id,
      createdAt: change.at,
    })),
  ]);

  const audit = context.audit;
  audit.push({
    ...BY_CUSTOMER,
    occurredAt: createdAt,
    action: 'service_request.submitted',
    recordType: 'service_request',
    recordId,
    changes: facts({ referenceId, role, serviceType: fields.serviceType, photos: 0 }),
  });
  if (quoteAt && estimatedQuote) {
    audit.push({
      ...operations,
      occurredAt: quoteAt,
      action: 'service_request.quote_set',
      recordType: 'service_request',
      recordId,
      changes: { estimatedQuote: { before: null, after: estimatedQuote } },
    });
  }
  if (respondedAt && response) {
    audit.push({
      ...BY_CUSTOMER,
      occurredAt: respondedAt,
      action: response === 'accepted' ? 'service_request.quote_accepted' : 'service_request.quote_declined',
      recordType: 'service_request',
      recordId,
      changes: { quoteResponse: { before: null, after: response } },
    });
  }
  changes.forEach((change, step) => {
    audit.push({
      ...operations,
      occurredAt: change.at,
      action: 'service_request.status_changed',
      recordType: 'service_request',
      recordId,
      changes: { status: { before: step === 0 ? 'received' : (changes[step - 1]?.to ?? 'received'), after: change.to } },
    });
  });
  return {
    id,
    referenceId,
    userRole: role,
    status,
    createdAt,
    contactEmail: person.email,
    finalAmount: invoiced ? estimatedQuote : null,
    invoiceSentAt,
    startedAt: reached('in-progress'),
    pickedUpAt: reached('in-transit'),
    deliveredAt,
  };
}
