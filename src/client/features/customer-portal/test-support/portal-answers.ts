// What the portal's API answers in component tests: a signed-in session, pages of requests built
// from one summary, and the paths as the fake network names them ("METHOD /path").
import type { CustomerSession } from '@shared/customer-portal/customer-account';
import {
  CUSTOMER_API,
  DEFAULT_CUSTOMER_PREFERENCES,
  type PortalRequestPage,
  type PortalRequestSummary,
} from '@shared/customer-portal/customer-portal';
import type { Answer, Route } from '@/test-support/fake-network';

export const CUSTOMER_EMAIL = 'ada@lakeshore.example';
export const SESSION: CustomerSession = { email: CUSTOMER_EMAIL, signedInAt: '2026-03-02T15:04:05.000Z' };

export const CALLS = {
  session: `GET ${CUSTOMER_API.session}`,
  signInRequest: `POST ${CUSTOMER_API.signInRequest}`,
  signInCode: `POST ${CUSTOMER_API.signInCode}`,
  signInLink: `POST ${CUSTOMER_API.signInLink}`,
  signOut: `POST ${CUSTOMER_API.signOut}`,
  signOutEverywhere: `POST ${CUSTOMER_API.signOutEverywhere}`,
  requests: `GET ${CUSTOMER_API.requests}`,
  preferences: `GET ${CUSTOMER_API.preferences}`,
  savePreferences: `PUT ${CUSTOMER_API.preferences}`,
} as const;

export const signedOut: Answer = { status: 401, body: { error: 'Unauthorized', message: 'Please sign in to see your requests.' } };

export function summary(overrides: Partial<PortalRequestSummary> = {}): PortalRequestSummary {
  return {
    referenceId: 'SR-7K3M-Q9XD-2HVB-N4TE',
    role: 'shipper',
    serviceType: 'tl-freight',
    status: 'received',
    createdAt: '2026-03-01T14:00:00.000Z',
    from: 'Detroit, MI',
    to: 'Chicago, IL',
    quote: null,
    invoiceAmount: null,
    invoiceStatus: 'pending',
    paymentStatus: 'unpaid',
    ...overrides,
  };
}

export function page(items: PortalRequestSummary[], total = items.length, pageNumber = 1): PortalRequestPage {
  return { items, total, page: pageNumber, pageSize: 10 };
}

/** A signed-in customer's page: their session, `requests` for every list call, default preferences. */
export function signedInRoutes(requests: Route = { status: 200, body: page([summary()]) }): Record<string, Route> {
  return {
    [CALLS.session]: { status: 200, body: SESSION },
    [CALLS.requests]: requests,
    [CALLS.preferences]: { status: 200, body: DEFAULT_CUSTOMER_PREFERENCES },
  };
}

/** The query of a recorded request's URL, as an object. */
export function queryOf(url: string): Record<string, string> {
  return Object.fromEntries(new URL(url, window.location.href).searchParams);
}
