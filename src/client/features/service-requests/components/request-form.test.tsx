// The service request form's states (spec sections 2, 5 and 8): what each role must fill, the
// messages the shared schema gives, what is sent once it is valid, and what the customer is told
// when the server refuses it or cannot be reached.
import '@/test-support/company-profile';
import { TEXTS_AVAILABILITY_PATH } from '@shared/text-messages/text-messages';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { addDays } from '@shared/calendar-date';
import { todayIsoDate } from '@shared/format';
import type { UserRole } from '@shared/service-requests/service-requests';
import { heldAnswer, stubNetwork, textFields, uploadedFiles, type Route } from '@/test-support/fake-network';
import { errorOf, fieldNamed, invalidFields } from '@/test-support/form-state';
import { renderWithApp } from '@/test-support/render';
import { shownToasts } from '@/test-support/toasts';
import { RequestForm, type SubmittedRequest } from './request-form';

const REFERENCE_ID = 'SR-2026-0412-8831-0042';
const SUBMIT_ROUTE = 'POST /api/service-requests';
const GENERIC_FAILURE = 'Please try again or contact us directly.';
const MISSING_TOAST = ['Missing Required Fields', 'Please fill out all required fields before submitting.'];

let onSubmitted: ReturnType<typeof vi.fn<(result: SubmittedRequest) => void>>;
beforeEach(() => {
  onSubmitted = vi.fn<(result: SubmittedRequest) => void>();
  // Each form keeps a draft for the session: every test starts from an empty one.
  sessionStorage.clear();
});
afterEach(() => vi.unstubAllGlobals());

/** What the form sent, beside asking whether texts are available (a GET as it opens). */
function sentRequests(network: ReturnType<typeof stubNetwork>) {
  return network.requests.filter((request) => request.url !== TEXTS_AVAILABILITY_PATH);
}

function renderForm(role: UserRole, submitRoute: Route = { status: 201, body: { referenceId: REFERENCE_ID } }) {
  const network = stubNetwork({ [SUBMIT_ROUTE]: submitRoute });
  const rendered = renderWithApp(<RequestForm role={role} onBack={() => {}} onSubmitted={onSubmitted} />);
  return { ...rendered, network };
}

const field = fieldNamed;
const group = (name: string) => screen.getByRole('group', { name });
const submitButton = (label: string) => screen.getByRole('button', { name: label });

async function fillServiceAndContact(user: UserEvent, serviceType: string) {
  await user.selectOptions(field('Service Type'), serviceType);
  await user.type(field('Service Description'), 'Weekly reefer loads, Detroit to Chicago.');
  await user.type(field('Full Name'), 'Jordan Rivera');
  await user.type(field('Email'), 'jordan@rivera.example');
  await user.type(field('Phone'), '3135550199');
}

/** The fields fillServiceAndContact types, as the form sends them, with the role and its choices. */
function serviceAndContactFields(userRole: UserRole, serviceType: string, urgency = 'standard') {
  return {
    userRole,
    serviceType,
    urgency,
    serviceDescription: 'Weekly reefer loads, Detroit to Chicago.',
    contactName: 'Jordan Rivera',
    contactCompany: '',
    contactEmail: 'jordan@rivera.example',
    contactPhone: '(313) 555-0199',
    additionalNotes: '',
    // The "text me" box, unticked (and not shown: the stub network says texts are not available).
    textUpdates: '',
  };
}

async function fillShipperAddresses(user: UserEvent) {
  for (const [section, city, state, zip] of [
    ['Pickup Location', 'Detroit', 'MI', '48201'],
    ['Delivery Location', 'Chicago', 'IL', '60611'],
  ] as const) {
    await user.type(field('Street Address', group(section)), '100 Main St');
    await user.type(field('City', group(section)), city);
    await user.selectOptions(field('State', group(section)), state);
    await user.type(field('ZIP Code', group(section)), zip);
  }
}

describe('submitting with required fields empty', () => {
  it.each([
    [
      'broker',
      'Submit Broker Request',
      [
        'Service Overview / Service Type: Required',
        'Service Overview / Service Description: Required',
        'Contact Information / Full Name: Required',
        'Contact Information / Email: Required',
        'Contact Information / Phone: Required',
      ],
    ],
    [
      'dispatcher',
      'Submit Dispatcher Request',
      [
        'Dispatch Services / Service Type: Required',
        'Dispatch Services / Service Description: Required',
        'Contact Information / Full Name: Required',
        'Contact Information / Email: Required',
        'Contact Information / Phone: Required',
      ],
    ],
    [
      'shipper',
      'Submit Shipping Request',
      [
        'Service Details / Service Type: Required',
        'Service Details / Service Description: Required',
        'Pickup Location / Street Address: Required',
        'Pickup Location / City: Required',
        'Pickup Location / State: Required',
        'Pickup Location / ZIP Code: Required',
        'Delivery Location / Street Address: Required',
        'Delivery Location / City: Required',
        'Delivery Location / State: Required',
        'Delivery Location / ZIP Code: Required',
        'Contact Information / Full Name: Required',
        'Contact Information / Email: Required',
        'Contact Information / Phone: Required',
      ],
    ],
  ] as const)('%s: marks each required field, focuses the first, says why and sends nothing', async (role, label, expected) => {
    const { user, network } = renderForm(role);
    expect(screen.getByText('Please fill out all required fields (marked with *)')).toBeTruthy();
    expect(submitButton(label).getAttribute('aria-disabled')).toBe('true');

    await user.click(submitButton(label));

    await waitFor(() => expect(invalidFields()).toEqual(expected));
    await waitFor(() => expect(document.activeElement).toBe(field('Service Type')));
    expect(shownToasts()).toEqual([MISSING_TOAST]);
    expect(sentRequests(network)).toEqual([]);
  });

  it('takes whitespace for empty, and keeps what was typed', async () => {
    const { user, network } = renderForm('broker');
    await fillServiceAndContact(user, 'spot-market');
    await user.clear(field('Service Description'));
    await user.type(field('Service Description'), '   ');

    await user.click(submitButton('Submit Broker Request'));

    await waitFor(() => expect(invalidFields()).toEqual(['Service Overview / Service Description: Required']));
    expect(document.activeElement).toBe(field('Service Description'));
    expect(field('Full Name').value).toBe('Jordan Rivera');
    expect(shownToasts()).toEqual([MISSING_TOAST]);
    expect(sentRequests(network)).toEqual([]);
  });
});

describe('checking as the customer types', () => {
  it('refuses a malformed e-mail, a short phone number and a short ZIP code with the schema messages', async () => {
    const { user } = renderForm('shipper');
    await user.type(field('Email'), 'jordan@rivera');
    await user.type(field('Phone'), '313555');
    await user.type(field('ZIP Code', group('Pickup Location')), '4820');

    expect(field('Phone').value).toBe('(313) 555');
    expect(invalidFields()).toEqual([
      'Pickup Location / ZIP Code: Enter a 5-digit ZIP code',
      'Contact Information / Email: Invalid email',
      'Contact Information / Phone: Enter a 10-digit US phone number',
    ]);

    await user.type(field('ZIP Code', group('Pickup Location')), '1');
    expect(field('ZIP Code', group('Pickup Location')).getAttribute('aria-invalid')).toBeNull();
    expect(errorOf(field('ZIP Code', group('Pickup Location')))).toBeUndefined();
  });

  it('refuses a preferred date before today or more than 12 months ahead', async () => {
    renderForm('shipper');
    const preferredDate = screen.getByLabelText('Preferred Date');
    fireEvent.change(preferredDate, { target: { value: addDays(todayIsoDate(), -1) } });
    await waitFor(() => expect(errorOf(preferredDate)).toBe('Preferred date cannot be earlier than today'));
    fireEvent.change(preferredDate, { target: { value: addDays(todayIsoDate(), 400) } });
    await waitFor(() => expect(errorOf(preferredDate)).toBe('Choose a date within the next 12 months'));
    fireEvent.change(preferredDate, { target: { value: todayIsoDate() } });
    await waitFor(() => expect(preferredDate.getAttribute('aria-invalid')).toBeNull());
  });

  it('does not send a filled form that is still invalid, and focuses the invalid field', async () => {
    const { user, network } = renderForm('broker');
    await fillServiceAndContact(user, 'spot-market');
    await user.clear(field('Email'));
    await user.type(field('Email'), 'jordan@rivera');
    expect(screen.queryByText('Please fill out all required fields (marked with *)')).toBeNull();

    await user.click(submitButton('Submit Broker Request'));

    await waitFor(() => expect(document.activeElement).toBe(field('Email')));
    expect(invalidFields()).toEqual(['Contact Information / Email: Invalid email']);
    expect(sentRequests(network)).toEqual([]);
  });
});

describe('a valid request', () => {
  it('broker: sends every field of the form as typed, as JSON, then reports the reference ID', async () => {
    const { user, network } = renderForm('broker');
    await fillServiceAndContact(user, 'spot-market');
    await user.type(field('Load Volume'), '8 loads per month');
    await user.selectOptions(field('Urgency'), 'high');
    expect(submitButton('Submit Broker Request').getAttribute('aria-disabled')).toBeNull();

    await user.click(submitButton('Submit Broker Request'));

    await waitFor(() => expect(onSubmitted).toHaveBeenCalledWith({ referenceId: REFERENCE_ID, email: 'jordan@rivera.example' }));
    expect(network.requestsTo(SUBMIT_ROUTE).map((request) => request.body)).toEqual([
      {
        ...serviceAndContactFields('broker', 'spot-market', 'high'),
        carrierRequirements: '',
        loadVolume: '8 loads per month',
        contractTerms: '',
        preferredLanes: '',
      },
    ]);
    expect(shownToasts()).toEqual([['Broker Request Submitted Successfully!', `Your reference ID is ${REFERENCE_ID}`]]);
  });

  it('dispatcher: sends the dispatcher fields, with urgency standard unless chosen', async () => {
    const { user, network } = renderForm('dispatcher');
    await fillServiceAndContact(user, 'load-sourcing');
    await user.type(field('Coverage Areas'), 'Midwest');
    await user.click(submitButton('Submit Dispatcher Request'));

    await waitFor(() => expect(onSubmitted).toHaveBeenCalledOnce());
    expect(network.requestsTo(SUBMIT_ROUTE)[0]?.body).toEqual({
      ...serviceAndContactFields('dispatcher', 'load-sourcing'),
      dispatchingRates: '',
      equipmentNeeded: '',
      loadTypes: '',
      coverageAreas: 'Midwest',
    });
    expect(shownToasts()).toEqual([['Dispatcher Request Submitted Successfully!', `Your reference ID is ${REFERENCE_ID}`]]);
  });

  it('shipper: uploads the fields and the photos, showing the progress and a busy button meanwhile', async () => {
    const answer = heldAnswer({ status: 201, body: { referenceId: REFERENCE_ID } });
    const { user, network } = renderForm('shipper', answer.route);
    await fillServiceAndContact(user, 'ltl-freight');
    await user.type(field('Weight (lbs)'), '900');
    await fillShipperAddresses(user);
    await user.upload(screen.getByLabelText('Item Photos'), new File(['png'], 'pallet.png', { type: 'image/png' }));

    await user.click(submitButton('Submit Shipping Request'));

    const busy = await screen.findByRole('button', { name: 'Submitting...' });
    expect(busy.hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('progressbar', { name: 'Upload progress' }).getAttribute('aria-valuenow')).toBe('50');
    answer.release();

    await waitFor(() => expect(onSubmitted).toHaveBeenCalledWith({ referenceId: REFERENCE_ID, email: 'jordan@rivera.example' }));
    const [request] = network.requestsTo(SUBMIT_ROUTE);
    expect(uploadedFiles(request?.body)).toEqual([['itemPhotos', 'pallet.png']]);
    expect(textFields(request?.body)).toEqual({
      ...serviceAndContactFields('shipper', 'ltl-freight'),
      itemType: '',
      length: '',
      width: '',
      height: '',
      weight: '900',
      specialHandling: '',
      pickupAddress: '100 Main St',
      pickupAddress2: '',
      pickupCity: 'Detroit',
      pickupState: 'MI',
      pickupZip: '48201',
      pickupInstructions: '',
      deliveryAddress: '100 Main St',
      deliveryAddress2: '',
      deliveryCity: 'Chicago',
      deliveryState: 'IL',
      deliveryZip: '60611',
      deliveryInstructions: '',
      preferredDate: '',
      preferredTime: '',
    });
    expect(shownToasts()).toEqual([['Shipping Request Submitted Successfully!', `Your reference ID is ${REFERENCE_ID}`]]);
  });

  it('is sent once, however often the busy button is pressed', async () => {
    const answer = heldAnswer({ status: 201, body: { referenceId: REFERENCE_ID } });
    const { user, network } = renderForm('broker', answer.route);
    await fillServiceAndContact(user, 'spot-market');
    await user.click(submitButton('Submit Broker Request'));
    await screen.findByRole('button', { name: 'Submitting...' });
    fireEvent.submit(screen.getByRole('button', { name: 'Submitting...' }));
    answer.release();
    await waitFor(() => expect(onSubmitted).toHaveBeenCalledOnce());
    expect(network.requestsTo(SUBMIT_ROUTE)).toHaveLength(1);
  });
});

describe('when the server refuses or fails', () => {
  it('400 with field errors: shows each under its field, focuses the first, and keeps what was typed', async () => {
    const refusal = {
      error: 'Bad Request',
      message: 'Please correct these fields: contactPhone: Enter a 10-digit US phone number',
      fieldErrors: {
        contactPhone: 'Enter a 10-digit US phone number',
        contactName: 'Use one line, without line breaks, tabs or hidden control characters',
      },
    };
    const { user } = renderForm('broker', { status: 400, body: refusal });
    await fillServiceAndContact(user, 'spot-market');

    await user.click(submitButton('Submit Broker Request'));

    await waitFor(() => expect(shownToasts()).toEqual([['Submission Failed', 'Please correct the highlighted fields and submit again.']]));
    expect(invalidFields()).toEqual([
      'Contact Information / Full Name: Use one line, without line breaks, tabs or hidden control characters',
      'Contact Information / Phone: Enter a 10-digit US phone number',
    ]);
    expect(document.activeElement).toBe(field('Phone'));
    expect(field('Service Description').value).toBe('Weekly reefer loads, Detroit to Chicago.');
    expect(onSubmitted).not.toHaveBeenCalled();
  });

  const tooMany = { error: 'Too Many Requests', message: 'Too many requests. Please wait a minute.' };
  const serverError = { error: 'Internal Server Error', message: 'database down' };
  it.each([
    ['a refusal without field errors shows the server message', { status: 429, body: tooMany }, tooMany.message],
    ['a server error shows the generic message, not the server one', { status: 500, body: serverError }, GENERIC_FAILURE],
    ['a network failure shows the generic message', 'network-error', GENERIC_FAILURE],
  ] as const)('%s', async (_case, answer, description) => {
    const { user } = renderForm('broker', answer);
    await fillServiceAndContact(user, 'spot-market');

    await user.click(submitButton('Submit Broker Request'));

    await waitFor(() => expect(shownToasts()).toEqual([['Submission Failed', description]]));
    expect(invalidFields()).toEqual([]);
    expect(field('Full Name').value).toBe('Jordan Rivera');
    expect(submitButton('Submit Broker Request').hasAttribute('disabled')).toBe(false);
    expect(onSubmitted).not.toHaveBeenCalled();
  });

  it('a failed photo upload keeps the form and the photos', async () => {
    const { user } = renderForm('shipper', 'network-error');
    await fillServiceAndContact(user, 'ltl-freight');
    await fillShipperAddresses(user);
    await user.upload(screen.getByLabelText('Item Photos'), new File(['png'], 'pallet.png', { type: 'image/png' }));

    await user.click(submitButton('Submit Shipping Request'));

    await waitFor(() => expect(shownToasts()).toEqual([['Submission Failed', 'Please try again or contact us directly.']]));
    expect(screen.getByRole('button', { name: 'Remove pallet.png' })).toBeTruthy();
    expect(field('City', group('Pickup Location')).value).toBe('Detroit');
  });
});
