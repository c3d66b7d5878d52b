// The request page (spec section 2) as the browser's history drives it (decision 028): each step
// its own entry, the form's values kept as a draft for the session (reload, Back, Forward), 'Start
// over', the photos named again after a restore, the estimate's values carried into the shipper
// form, and the confirmation that survives a reload until 'Submit Another Request'.
import { TEST_COMPANY } from '@/test-support/company-profile';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { InteractionType } from '@shared/analytics/interaction-types';
import { connectInteractionSink } from '@/lib/interactions';
import { stubNetwork } from '@/test-support/fake-network';
import { fieldNamed } from '@/test-support/form-state';
import { renderWithApp } from '@/test-support/render';
import { RequestPage } from './request-page';

const REFERENCE_ID = 'SR-7K3M-Q9XD-2HVB-N4TE';
const CONFIRMATION_KEY = 'service-request-confirmation';
const draftKey = (role: string) => `service-request-draft:${role}`;
const ROLE_CHOICE = 'How can we help you today?';

void TEST_COMPANY;
let events: InteractionType[];
let disconnect: () => void;
beforeEach(() => {
  sessionStorage.clear();
  window.history.replaceState(null, '', '/service-request');
  events = [];
  disconnect = connectInteractionSink((type) => events.push(type));
});
afterEach(() => {
  disconnect();
  vi.unstubAllGlobals();
});

/** The page as a full load of `address` shows it (a reload: storage kept, React state gone). */
function loadPage(address = '/service-request') {
  window.history.replaceState(null, '', address);
  return renderWithApp(<RequestPage />);
}

const roleChoice = () => screen.findByRole('heading', { name: ROLE_CHOICE });
const formHeading = (name: string) => screen.findByRole('heading', { level: 1, name });
const storedDraft = (role: string): unknown => JSON.parse(sessionStorage.getItem(draftKey(role)) ?? 'null');

describe('the steps in the history', () => {
  it('gives the form its own entry: Back shows the role choice, Forward the form with what was typed', async () => {
    const { user } = loadPage();
    await user.click(await screen.findByRole('button', { name: 'Select Freight Broker' }));
    await formHeading('Freight Broker Request');
    expect(window.location.search).toBe('?role=broker');
    await user.type(fieldNamed('Service Description'), 'Weekly reefer loads');
    await user.type(fieldNamed('Load Volume'), '8 loads per month');

    window.history.back();
    await roleChoice();
    expect(window.location.search).toBe('');
    expect(screen.queryByRole('heading', { name: 'Freight Broker Request' })).toBeNull();

    window.history.forward();
    await formHeading('Freight Broker Request');
    expect(fieldNamed('Service Description').value).toBe('Weekly reefer loads');
    expect(fieldNamed('Load Volume').value).toBe('8 loads per month');
    // Started once: coming back to the form is not a new start.
    expect(events.filter((type) => type === 'form_start')).toHaveLength(1);
  });

  it("'Back to Role Selection' is the browser's Back for a form opened from the role choice, and keeps the draft", async () => {
    const { user } = loadPage();
    await user.click(await screen.findByRole('button', { name: 'Select Dispatcher' }));
    await formHeading('Dispatcher Request');
    await user.type(fieldNamed('Full Name'), 'Jordan Rivera');
    const entries = window.history.length;

    await user.click(screen.getByRole('button', { name: 'Back to Role Selection' }));
    await roleChoice();
    expect(window.history.length).toBe(entries);

    window.history.forward();
    await formHeading('Dispatcher Request');
    expect(fieldNamed('Full Name').value).toBe('Jordan Rivera');
  });

  it("adds a role-choice entry when the form was opened by its address, so 'Back to Role Selection' stays on the site", async () => {
    const { user } = loadPage('/service-request?role=dispatcher');
    await formHeading('Dispatcher Request');
    const entries = window.history.length;
    await user.click(screen.getByRole('button', { name: 'Back to Role Selection' }));
    await roleChoice();
    expect(window.history.length).toBe(entries + 1);
    expect(window.location.pathname).toBe('/service-request');
  });

  it('shows the role choice for a role that is not one', async () => {
    loadPage('/service-request?role=admin');
    await roleChoice();
  });
});

describe('the draft', () => {
  it('brings back each role’s values after a reload, and only that role’s', async () => {
    const { user, unmount } = loadPage('/?role=shipper');
    await formHeading('Shipping Request');
    await user.selectOptions(fieldNamed('Service Type'), 'furniture');
    await user.selectOptions(fieldNamed('Urgency'), 'urgent');
    await user.type(fieldNamed('Item Type'), 'Sofa');
    await user.type(fieldNamed('Phone'), '3135550199');
    unmount();

    loadPage('/?role=shipper');
    await formHeading('Shipping Request');
    expect(fieldNamed('Service Type').value).toBe('furniture');
    expect(fieldNamed('Urgency').value).toBe('urgent');
    expect(fieldNamed('Item Type').value).toBe('Sofa');
    expect(fieldNamed('Phone').value).toBe('(313) 555-0199');
    expect(sessionStorage.getItem(draftKey('broker'))).toBeNull();
  });

  it('keeps what it can use of a stored draft and ignores the rest', async () => {
    sessionStorage.setItem(
      draftKey('broker'),
      JSON.stringify({
        values: {
          contactName: 'Jordan Rivera',
          loadVolume: 42,
          preferredLanes: 'x'.repeat(2001),
          urgency: 'yesterday',
          itemType: 'a shipper field',
          userRole: 'dispatcher',
          contactEmail: ['jordan@rivera.example'],
        },
        fileNames: ['photo.png'],
      }),
    );
    loadPage('/?role=broker');
    await formHeading('Freight Broker Request');
    expect(fieldNamed('Full Name').value).toBe('Jordan Rivera');
    expect(fieldNamed('Load Volume').value).toBe('');
    expect(fieldNamed('Preferred Lanes').value).toBe('');
    expect(fieldNamed('Urgency').value).toBe('standard');
    expect(fieldNamed('Email').value).toBe('');
    // Photos belong to the shipper's form only.
    expect(screen.queryByText(/Add these files again/)).toBeNull();
  });

  it.each([
    ['text that is not JSON', '{not json'],
    ['a list', '["contactName"]'],
    ['values that are not an object', '{"values":"Jordan","fileNames":"a.png"}'],
  ])('opens an empty form over %s', async (_what, stored) => {
    sessionStorage.setItem(draftKey('dispatcher'), stored);
    loadPage('/?role=dispatcher');
    await formHeading('Dispatcher Request');
    expect(fieldNamed('Full Name').value).toBe('');
    expect(screen.queryByRole('button', { name: 'Start over' })).toBeNull();
  });

  it("'Start over' asks first, then clears the fields and the draft", async () => {
    const { user } = loadPage('/?role=dispatcher');
    await formHeading('Dispatcher Request');
    await user.type(fieldNamed('Full Name'), 'Jordan Rivera');
    await user.click(screen.getByRole('button', { name: 'Start over' }));

    // The safe answer has the focus: a second press of Enter keeps everything.
    const keep = screen.getByRole('button', { name: 'Keep my answers' });
    expect(document.activeElement).toBe(keep);
    await user.keyboard('{Enter}');
    expect(fieldNamed('Full Name').value).toBe('Jordan Rivera');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Start over' }));

    await user.click(screen.getByRole('button', { name: 'Start over' }));
    screen.getByRole('group', { name: 'Clear every field of this form?' });
    await user.click(screen.getByRole('button', { name: 'Clear the form' }));
    expect(fieldNamed('Full Name').value).toBe('');
    expect(sessionStorage.getItem(draftKey('dispatcher'))).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1, name: 'Dispatcher Request' }));
    expect(screen.queryByRole('button', { name: 'Start over' })).toBeNull();
  });

  it('names the photos that could not be kept until new ones are added', async () => {
    sessionStorage.setItem(draftKey('shipper'), JSON.stringify({ values: { itemType: 'Sofa' }, fileNames: ['sofa.jpg', 'bill.pdf'] }));
    const { user } = loadPage('/?role=shipper');
    await formHeading('Shipping Request');
    screen.getByText('Add these files again: sofa.jpg, bill.pdf');

    await user.upload(screen.getByLabelText('Item Photos'), new File(['png'], 'sofa-again.png', { type: 'image/png' }));
    expect(screen.queryByText(/Add these files again/)).toBeNull();
    expect(storedDraft('shipper')).toEqual({ values: { itemType: 'Sofa' }, fileNames: ['sofa-again.png'] });
  });

  it('forgets the photo names once the notice is dismissed', async () => {
    sessionStorage.setItem(draftKey('shipper'), JSON.stringify({ values: { itemType: 'Sofa' }, fileNames: ['sofa.jpg'] }));
    const { user } = loadPage('/?role=shipper');
    await formHeading('Shipping Request');
    await user.click(screen.getByRole('button', { name: 'Dismiss the files notice' }));
    expect(screen.queryByText(/Add these files again/)).toBeNull();
    expect(storedDraft('shipper')).toEqual({ values: { itemType: 'Sofa' }, fileNames: [] });
  });

  it('is cleared by a successful submission, whose confirmation replaces the form in the history', async () => {
    stubNetwork({ 'POST /api/service-requests': { status: 201, body: { referenceId: REFERENCE_ID } } });
    const { user } = loadPage('/service-request');
    await user.click(await screen.findByRole('button', { name: 'Select Freight Broker' }));
    await formHeading('Freight Broker Request');
    const entries = window.history.length;
    await user.selectOptions(fieldNamed('Service Type'), 'spot-market');
    await user.type(fieldNamed('Service Description'), 'Weekly reefer loads');
    await user.type(fieldNamed('Full Name'), 'Jordan Rivera');
    await user.type(fieldNamed('Email'), 'jordan@rivera.example');
    await user.type(fieldNamed('Phone'), '3135550199');
    await user.click(screen.getByRole('button', { name: 'Submit Broker Request' }));

    await screen.findByRole('heading', { level: 1, name: 'Broker Request Submitted!' });
    expect(window.location.search).toBe('?submitted');
    expect(window.history.length).toBe(entries);
    expect(sessionStorage.getItem(draftKey('broker'))).toBeNull();
    expect(JSON.stringify(sessionStorage)).not.toContain('rivera');
    expect(events.filter((type) => type === 'form_complete')).toHaveLength(1);

    // Back from the confirmation: the role choice, not the form of the request already sent.
    window.history.back();
    await roleChoice();
    window.history.forward();
    await screen.findByRole('heading', { level: 1, name: 'Broker Request Submitted!' });
  });
});

describe("the estimate's 'Request this shipment'", () => {
  it('opens the shipper form with its four values over the draft, keeping the rest of it', async () => {
    stubNetwork({});
    sessionStorage.setItem(draftKey('shipper'), JSON.stringify({ values: { itemType: 'Sofa', weight: '90' }, fileNames: [] }));
    const { user } = loadPage('/');
    const estimate = await screen.findByRole('form', { name: 'Get an estimate' });
    await user.type(fieldNamed('Pickup ZIP Code', estimate), '48201');
    await user.type(fieldNamed('Delivery ZIP Code', estimate), '60611');
    await user.selectOptions(fieldNamed('Service Type', estimate), 'furniture');
    await user.type(fieldNamed('Weight (lbs)', estimate), '120');
    await user.click(screen.getByRole('button', { name: 'Request this shipment' }));

    await formHeading('Shipping Request');
    expect(window.location.search).toBe('?role=shipper');
    expect(fieldNamed('Service Type').value).toBe('furniture');
    expect(fieldNamed('Weight (lbs)').value).toBe('120');
    expect(fieldNamed('ZIP Code', screen.getByRole('group', { name: 'Pickup Location' })).value).toBe('48201');
    expect(fieldNamed('ZIP Code', screen.getByRole('group', { name: 'Delivery Location' })).value).toBe('60611');
    expect(fieldNamed('Item Type').value).toBe('Sofa');
    expect(events.filter((type) => type === 'form_start')).toHaveLength(1);
  });
});

describe('the confirmation after a reload', () => {
  function reloadWith(stored: unknown) {
    sessionStorage.setItem(CONFIRMATION_KEY, typeof stored === 'string' ? stored : JSON.stringify(stored));
    return loadPage('/service-request?submitted');
  }

  it('shows the same reference ID and role again, with a link to track it', () => {
    reloadWith({ role: 'broker', referenceId: REFERENCE_ID });
    screen.getByRole('heading', { level: 1, name: 'Broker Request Submitted!' });
    expect(screen.getByTestId('reference-id').textContent).toBe(REFERENCE_ID);
    expect(screen.getByRole('link', { name: 'Track this request' }).getAttribute('href')).toBe(`/track?ref=${REFERENCE_ID}`);
    // The address was never stored: the promise of a mail stays, without it.
    screen.getByText('We send an e-mail confirmation to the address you gave us.');
  });

  it("starts over on 'Submit Another Request' and forgets the confirmation", async () => {
    const { user, unmount } = reloadWith({ role: 'shipper', referenceId: REFERENCE_ID });
    await user.click(screen.getByRole('button', { name: 'Submit Another Request' }));
    await roleChoice();
    expect(screen.queryByTestId('reference-id')).toBeNull();
    expect(sessionStorage.getItem(CONFIRMATION_KEY)).toBeNull();
    expect(window.location.search).toBe('');
    unmount();

    loadPage('/service-request?submitted');
    await roleChoice();
    expect(screen.queryByTestId('reference-id')).toBeNull();
  });

  it.each([
    ['no stored confirmation', undefined],
    ['an unknown role', { role: 'admin', referenceId: REFERENCE_ID }],
    ['a reference ID that cannot be one', { role: 'shipper', referenceId: '<b>x</b>' }],
    ['a driver application ID', { role: 'shipper', referenceId: 'DA-7K3M-Q9XD-2HVB-N4TE' }],
    ['text that is not JSON', '{not json'],
  ])('starts at the role choice with %s', async (_what, stored) => {
    if (stored === undefined) loadPage('/service-request?submitted');
    else reloadWith(stored);
    await roleChoice();
    expect(screen.queryByTestId('reference-id')).toBeNull();
  });

  it('shows the role choice, not the confirmation, at the page without ?submitted', async () => {
    sessionStorage.setItem(CONFIRMATION_KEY, JSON.stringify({ role: 'broker', referenceId: REFERENCE_ID }));
    loadPage('/');
    await roleChoice();
    expect(screen.queryByTestId('reference-id')).toBeNull();
  });
});

// The draft is written as the customer types: nothing waits on a timer that a reload could cut.
it('writes the draft with every change', async () => {
  const { user } = loadPage('/?role=dispatcher');
  await formHeading('Dispatcher Request');
  await user.type(fieldNamed('Coverage Areas'), 'MI');
  await waitFor(() => expect(storedDraft('dispatcher')).toEqual({ values: { coverageAreas: 'MI' }, fileNames: [] }));
});
