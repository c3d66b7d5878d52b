// "Request again" from the customer's page: the earlier request's values become the role's draft
// and the request flow, opened at the address answered, shows them in the form. The flow itself
// runs unchanged here (the real request page reading the real draft).
import '@/test-support/company-profile';
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubNetwork } from '@/test-support/fake-network';
import { fieldNamed } from '@/test-support/form-state';
import { renderWithApp } from '@/test-support/render';
import { RequestPage } from '../request-page';
import { prefillFromEarlier } from './prefill-from-earlier';

const draftKey = (role: string) => `service-request-draft:${role}`;

beforeEach(() => {
  sessionStorage.clear();
  stubNetwork({});
});
afterEach(() => {
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

function openFlowAt(address: string) {
  window.history.replaceState(null, '', address);
  return renderWithApp(<RequestPage />);
}

describe('starting a request from an earlier one', () => {
  it("opens the role's form with the earlier values in it", async () => {
    const address = prefillFromEarlier('shipper', {
      serviceType: 'furniture',
      serviceDescription: 'Antique dresser',
      itemType: 'Dresser',
      weight: '120',
      pickupCity: 'Detroit',
      urgency: 'high',
      contactName: 'Jordan Rivera',
    });
    expect(address).toBe('/service-request?role=shipper');

    openFlowAt(address);
    // The form is its own chunk: its first load in a test run takes longer than findBy's default second.
    await screen.findByRole('heading', { level: 1, name: 'Shipping Request' }, { timeout: 10_000 });
    expect(fieldNamed('Service Type').value).toBe('furniture');
    expect(fieldNamed('Service Description').value).toBe('Antique dresser');
    expect(fieldNamed('Item Type').value).toBe('Dresser');
    expect(fieldNamed('Weight (lbs)').value).toBe('120');
    expect(fieldNamed('City', screen.getByRole('group', { name: 'Pickup Location' })).value).toBe('Detroit');
    expect(fieldNamed('Full Name').value).toBe('Jordan Rivera');
    // No photos come along: nothing asks for files to be added again.
    expect(screen.queryByText(/Add these files again/)).toBeNull();
  });

  it("replaces the role's draft, photo names included, and keeps only what the form can hold", () => {
    sessionStorage.setItem(
      draftKey('broker'),
      JSON.stringify({ values: { loadVolume: 'typed before', contractTerms: 'Net 30' }, fileNames: [] }),
    );
    const address = prefillFromEarlier('broker', {
      loadVolume: '8 loads per month',
      // A shipper's field, an overlong text and an unknown urgency are not the broker form's.
      itemType: 'Dresser',
      preferredLanes: 'x'.repeat(2001),
      urgency: 'whenever',
    });

    expect(address).toBe('/service-request?role=broker');
    expect(JSON.parse(sessionStorage.getItem(draftKey('broker')) ?? 'null')).toEqual({
      values: { loadVolume: '8 loads per month' },
      fileNames: [],
    });
  });
});
