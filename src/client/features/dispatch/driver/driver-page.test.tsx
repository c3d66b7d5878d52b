// /driver: the driver's loads, and the same loads from the phone's memory when there is no signal.
import '@/test-support/company-profile';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PAGE_PATHS } from '@shared/page-routes';
import { stubNetwork } from '@/test-support/fake-network';
import { renderWithApp } from '@/test-support/render';
import { DriverPage } from './driver-page';
import { CALLS, driverLoad, REF, SESSION } from './test-support/driver-answers';
import { resetDriverPage } from './test-support/reset-driver-page';

beforeEach(resetDriverPage);
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const LOADS = { status: 200, body: { loads: [driverLoad()] } };

describe('the loads list', () => {
  it('shows each load as a card with its route, pickup day and stage, opening the load', async () => {
    window.history.replaceState(null, '', PAGE_PATHS.driver);
    stubNetwork({ [CALLS.session]: { status: 200, body: SESSION }, [CALLS.loads]: LOADS });
    renderWithApp(<DriverPage />);
    const card = await screen.findByRole('link', { name: /Detroit, MI → Chicago, IL/ });
    expect(card.getAttribute('href')).toBe(`${PAGE_PATHS.driverLoad}?ref=${REF}`);
    expect(card.textContent).toContain('Pickup Nov 25, 2026');
    expect(card.textContent).toContain('Accepted');
    expect(document.title).toContain('My loads');
  });

  it('opens with the loads saved last time when the server cannot be reached, and says so', async () => {
    stubNetwork({ [CALLS.session]: { status: 200, body: SESSION }, [CALLS.loads]: LOADS });
    const first = renderWithApp(<DriverPage />);
    await screen.findByRole('link', { name: /Detroit, MI → Chicago, IL/ });
    first.unmount();

    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    stubNetwork({ [CALLS.session]: 'network-error', [CALLS.loads]: 'network-error' });
    renderWithApp(<DriverPage />);
    expect(await screen.findByRole('link', { name: /Detroit, MI → Chicago, IL/ })).toBeDefined();
    await waitFor(() => expect(screen.getByText(/Could not reach the office/)).toBeDefined());
    expect(screen.getByText(/You are offline/)).toBeDefined();
  });

  it('signs out and forgets the saved loads', async () => {
    const network = stubNetwork({
      [CALLS.session]: { status: 200, body: SESSION },
      [CALLS.loads]: LOADS,
      [CALLS.signOut]: { status: 204 },
    });
    const { user } = renderWithApp(<DriverPage />);
    await screen.findByRole('link', { name: /Detroit, MI → Chicago, IL/ });
    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(await screen.findByRole('heading', { name: 'Driver sign-in' })).toBeDefined();
    expect(network.requestsTo(CALLS.signOut)).toHaveLength(1);
    expect(Object.keys(window.localStorage).filter((key) => key.startsWith('driver-page:'))).toEqual([]);
  });
});
