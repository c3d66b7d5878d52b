// The home page's "Get an estimate" block: silent until the inputs are complete, one request once
// typing pauses, the range with the team's-confirmation note, an unknown ZIP code named, a failure
// said politely, and the button handing what was typed to the shipper form.
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { InstantEstimate } from '@shared/service-requests/instant-estimate-texts';
import { stubNetwork, type Route } from '@/test-support/fake-network';
import { errorOf, fieldNamed } from '@/test-support/form-state';
import { renderWithApp } from '@/test-support/render';
import type { ShipperPrefill } from '../shipper-prefill';
import { EstimateBlock } from './estimate-block';
// Loaded up front: the block loads it lazily, and the tests that run on fake timers must not wait
// on a module being read from disk.
import './estimate-live';
import { ESTIMATE_DEBOUNCE_MS } from './use-instant-estimate';

const ESTIMATE_ROUTE = 'GET /api/estimate';
const ESTIMATE: InstantEstimate = {
  lowCents: 212_300,
  highCents: 271_800,
  estimatedMiles: 851.4,
  pickupZip: '10001',
  deliveryZip: '60601',
  serviceType: 'furniture',
  weightPounds: 350,
  urgency: 'standard',
};

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function renderBlock(route: Route = { status: 200, body: ESTIMATE }) {
  const network = stubNetwork({ [ESTIMATE_ROUTE]: route });
  const onStart = vi.fn<(prefill: ShipperPrefill) => void>();
  const rendered = renderWithApp(<EstimateBlock onStart={onStart} />);
  return { ...rendered, network, onStart };
}

/** Fills every input at once, as autofill or a paste would. */
function fillAll(values: Partial<ShipperPrefill> = {}) {
  const { pickupZip = '10001', deliveryZip = '60601', serviceType = 'furniture', weight = '350' } = values;
  fireEvent.change(fieldNamed('Pickup ZIP Code'), { target: { value: pickupZip } });
  fireEvent.change(fieldNamed('Delivery ZIP Code'), { target: { value: deliveryZip } });
  fireEvent.change(fieldNamed('Service Type'), { target: { value: serviceType } });
  fireEvent.change(fieldNamed('Weight (lbs)'), { target: { value: weight } });
}

const liveRegion = () => {
  const region = document.querySelector('[aria-live="polite"]');
  if (!region) throw new Error('no live region');
  return region;
};

describe('the estimate block', () => {
  it('asks nothing and prompts while an input is missing', async () => {
    vi.useFakeTimers();
    const { network } = renderBlock();
    fillAll({ weight: '' });
    await act(() => vi.advanceTimersByTimeAsync(ESTIMATE_DEBOUNCE_MS * 5));
    expect(network.requestsTo(ESTIMATE_ROUTE)).toHaveLength(0);
    expect(liveRegion().textContent).toBe('Enter both ZIP codes, a service type and the weight to see an estimated price.');
  });

  it('shows the range, the miles and that the team confirms the price, in a polite live region', async () => {
    const { network, user } = renderBlock();
    await user.type(fieldNamed('Pickup ZIP Code'), '10001');
    await user.type(fieldNamed('Delivery ZIP Code'), '60601');
    await user.selectOptions(fieldNamed('Service Type'), 'furniture');
    await user.type(fieldNamed('Weight (lbs)'), '350');
    await waitFor(() => expect(liveRegion().textContent).toContain('Estimated price: $2,123 – $2,718'));
    expect(liveRegion().textContent).toContain('about 851.4 mi');
    expect(liveRegion().textContent).toContain('This is an estimate, not a quote. Our team confirms the price when they send your quote.');
    const asked = network.requestsTo(ESTIMATE_ROUTE).at(-1);
    expect(asked?.url).toBe('/api/estimate?pickupZip=10001&deliveryZip=60601&serviceType=furniture&weight=350');
  });

  it('asks once typing pauses, not once per key', async () => {
    vi.useFakeTimers();
    const { network } = renderBlock();
    fillAll({ weight: '3' });
    await act(() => vi.advanceTimersByTimeAsync(ESTIMATE_DEBOUNCE_MS / 2));
    fireEvent.change(fieldNamed('Weight (lbs)'), { target: { value: '35' } });
    await act(() => vi.advanceTimersByTimeAsync(ESTIMATE_DEBOUNCE_MS / 2));
    fireEvent.change(fieldNamed('Weight (lbs)'), { target: { value: '350' } });
    await act(() => vi.advanceTimersByTimeAsync(ESTIMATE_DEBOUNCE_MS - 1));
    expect(network.requestsTo(ESTIMATE_ROUTE)).toHaveLength(0);
    expect(liveRegion().textContent).toBe('Working out an estimate…');

    await act(() => vi.advanceTimersByTimeAsync(1));
    await act(() => vi.runOnlyPendingTimersAsync());
    expect(network.requestsTo(ESTIMATE_ROUTE).map((request) => new URL(request.url, 'http://site').searchParams.get('weight'))).toEqual([
      '350',
    ]);
    expect(liveRegion().textContent).toContain('$2,123 – $2,718');
  });

  it("names an unknown ZIP code in the server's words", async () => {
    const message = "We don't have a location for ZIP code 99999, so we can't estimate this route.";
    renderBlock({ status: 404, body: { error: 'Not Found', message } });
    fillAll({ deliveryZip: '99999' });
    await waitFor(() => expect(liveRegion().textContent).toBe(message));
  });

  it('says politely that there is no estimate when the server cannot be reached', async () => {
    renderBlock('network-error');
    fillAll();
    await waitFor(() =>
      expect(liveRegion().textContent).toBe(
        'We could not work out an estimate just now. You can still send your request and our team will quote it.',
      ),
    );
  });

  it('marks a malformed ZIP code or weight once left, the message tied to the field', async () => {
    const { user } = renderBlock();
    await user.type(fieldNamed('Pickup ZIP Code'), '1000');
    await user.type(fieldNamed('Weight (lbs)'), '0');
    await user.tab();
    await waitFor(() => expect(errorOf(fieldNamed('Pickup ZIP Code'))).toBe('Enter a 5-digit ZIP code'));
    expect(fieldNamed('Pickup ZIP Code').getAttribute('aria-invalid')).toBe('true');
    expect(errorOf(fieldNamed('Weight (lbs)'))).toBe('Enter a weight in pounds, greater than 0 and at most 200,000');
    expect(fieldNamed('Delivery ZIP Code').getAttribute('aria-invalid')).toBeNull();
  });

  it('hands what was typed to the shipper form', async () => {
    const { user, onStart } = renderBlock();
    fillAll({ pickupZip: ' 10001 ' });
    await user.click(screen.getByRole('button', { name: 'Request this shipment' }));
    expect(onStart).toHaveBeenCalledWith({ pickupZip: '10001', deliveryZip: '60601', serviceType: 'furniture', weight: '350' });
  });
});
