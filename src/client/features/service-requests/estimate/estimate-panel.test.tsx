// The estimate panel inside the shipper form: nothing until both ZIP codes, the service type and
// the weight are filled in, then the range for exactly those (urgency included); an unknown ZIP
// code named; the form's own submission untouched by it.
import { screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { InstantEstimate } from '@shared/service-requests/instant-estimate-texts';
import { stubNetwork, type Route } from '@/test-support/fake-network';
import { fieldNamed } from '@/test-support/form-state';
import { renderWithApp } from '@/test-support/render';
import { RequestForm } from '../components/request-form';

const ESTIMATE_ROUTE = 'GET /api/estimate';
const ESTIMATE: InstantEstimate = {
  lowCents: 98_700,
  highCents: 123_400,
  estimatedMiles: 851.4,
  pickupZip: '10001',
  deliveryZip: '60601',
  serviceType: 'ltl-freight',
  weightPounds: 1200,
  urgency: 'high',
};

beforeEach(() => sessionStorage.clear());
afterEach(() => vi.unstubAllGlobals());

function renderShipperForm(route: Route = { status: 200, body: ESTIMATE }) {
  const network = stubNetwork({ [ESTIMATE_ROUTE]: route });
  const rendered = renderWithApp(<RequestForm role="shipper" onBack={() => {}} onSubmitted={() => {}} />);
  return { ...rendered, network };
}

const group = (name: string) => screen.getByRole('group', { name });
const panelHeading = () => screen.queryByRole('heading', { name: 'Instant estimate' });

async function fillRoute(user: UserEvent, deliveryZip = '60601') {
  await user.selectOptions(fieldNamed('Service Type'), 'ltl-freight');
  await user.selectOptions(fieldNamed('Urgency'), 'high');
  await user.type(fieldNamed('ZIP Code', group('Pickup Location')), '10001');
  await user.type(fieldNamed('ZIP Code', group('Delivery Location')), deliveryZip);
}

describe('the estimate panel in the shipper form', () => {
  it('shows nothing while the weight is missing', async () => {
    const { user, network } = renderShipperForm();
    await fillRoute(user);
    expect(panelHeading()).toBeNull();
    expect(network.requestsTo(ESTIMATE_ROUTE)).toHaveLength(0);
  });

  it('shows the range for the form’s ZIP codes, service type, weight and urgency, with the team’s-confirmation note', async () => {
    const { user, network } = renderShipperForm();
    await fillRoute(user);
    await user.type(fieldNamed('Weight (lbs)'), '1200');
    await waitFor(() => expect(screen.getByText('$987 – $1,234')).toBeTruthy());
    expect(panelHeading()).toBeTruthy();
    const region = screen.getByText('$987 – $1,234').closest('[aria-live="polite"]');
    expect(region?.textContent).toContain('Estimated price: $987 – $1,234 · about 851.4 mi');
    expect(region?.textContent).toContain('Our team confirms the price when they send your quote.');
    expect(network.requestsTo(ESTIMATE_ROUTE).at(-1)?.url).toBe(
      '/api/estimate?pickupZip=10001&deliveryZip=60601&serviceType=ltl-freight&weight=1200&urgency=high',
    );
  });

  it('names an unknown ZIP code', async () => {
    const message = "We don't have a location for ZIP code 99999, so we can't estimate this route.";
    const { user } = renderShipperForm({ status: 404, body: { error: 'Not Found', message } });
    await fillRoute(user, '99999');
    await user.type(fieldNamed('Weight (lbs)'), '1200');
    await waitFor(() => expect(screen.getByText(message)).toBeTruthy());
  });

  it('says so when too many estimates were asked for, in the server’s words', async () => {
    const message = 'Too many requests. Please wait 42 seconds and try again.';
    const { user } = renderShipperForm({ status: 429, body: { error: 'Too Many Requests', message } });
    await fillRoute(user);
    await user.type(fieldNamed('Weight (lbs)'), '1200');
    await waitFor(() => expect(screen.getByText(message)).toBeTruthy());
  });
});
