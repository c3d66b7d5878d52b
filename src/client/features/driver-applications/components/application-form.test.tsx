// The driver application's states (spec sections 2, 3 and 5): the required fields and documents,
// the age rule, the CDL class, the documents' checks, what is sent once it is valid, and what the
// applicant is told when the server refuses it or cannot be reached. The 391.21 history (issue 41)
// is filled here from a draft saved on the device (its own tests: application-history-form.test.tsx).
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { addDays, subtractYears } from '@shared/calendar-date';
import { todayIsoDate } from '@shared/format';
import { heldAnswer, stubNetwork, textFields, uploadedFiles, type Route } from '@/test-support/fake-network';
import { errorOf, fieldNamed, invalidFields } from '@/test-support/form-state';
import { renderWithApp } from '@/test-support/render';
import { shownToasts } from '@/test-support/toasts';
import { typedHistory } from '@shared/driver-applications/test-support/complete-history';
import { ApplicationForm } from './application-form';
import { APPLICATION_DRAFT_KEY } from '../draft/application-draft';
import { EMPTY_APPLICATION } from './empty-application';

// The whole application is a long form, and jsdom re-renders it slowly: a busy machine takes
// several times the quiet one's 3 to 10 s per test, so these get more than the project's 15 s.
vi.setConfig({ testTimeout: 45_000 });

const REFERENCE_ID = 'DA-2026-0412-8831-0042';
const SUBMIT_ROUTE = 'POST /api/driver-applications';
const MISSING_TOAST = ['Missing Required Fields', 'Please fill out all required fields before submitting.'];
const today = todayIsoDate();

let onSubmitted: ReturnType<typeof vi.fn<(referenceId: string) => void>>;
beforeEach(() => {
  onSubmitted = vi.fn<(referenceId: string) => void>();
  localStorage.clear();
});

/** The history as an earlier visit left it on this device: complete, the rest of the form empty. */
function saveHistoryDraft() {
  const values = { ...EMPTY_APPLICATION, history: typedHistory(today) };
  localStorage.setItem(APPLICATION_DRAFT_KEY, JSON.stringify({ values, fileNames: [], savedAt: Date.now() }));
}

/** Signs the certification's pad with a stroke, as a finger would. */
function sign() {
  const pad = screen.getByRole('img', { name: 'Your signature' });
  fireEvent.pointerDown(pad, { pointerId: 1, clientX: 10, clientY: 10 });
  fireEvent.pointerMove(pad, { pointerId: 1, clientX: 60, clientY: 40 });
  fireEvent.pointerUp(pad, { pointerId: 1 });
}
afterEach(() => vi.unstubAllGlobals());

function renderForm(submitRoute: Route = { status: 201, body: { referenceId: REFERENCE_ID } }) {
  const network = stubNetwork({ [SUBMIT_ROUTE]: submitRoute });
  return { ...renderWithApp(<ApplicationForm onSubmitted={onSubmitted} />), network };
}

const field = fieldNamed;
const submitButton = () => screen.getByRole('button', { name: 'Submit Application' });
const resume = new File(['resume'], 'resume.pdf', { type: 'application/pdf' });
const license = new File(['jpeg'], 'license.jpg', { type: 'image/jpeg' });
const medicalCard = new File(['pdf'], 'medical-card.pdf', { type: 'application/pdf' });

/** The message under a chosen document (its file is listed, so the Choose File button is gone). */
function documentError(label: string): string | undefined {
  const document = screen.getByRole('list', { name: `${label} chosen` }).parentElement;
  return document?.querySelector('[role="alert"]')?.textContent ?? undefined;
}

function setDate(label: string, value: string) {
  fireEvent.change(field(label), { target: { value } });
}

/**
 * Puts a whole value into a field in one input event, as pasting or a phone's autofill does: the
 * form is long, and typing each character re-renders it; the rules as typed have their own test.
 */
async function enter(user: UserEvent, element: HTMLElement, text: string) {
  await user.click(element);
  await user.paste(text);
}

async function fillRequiredFields(user: UserEvent) {
  await enter(user, field('First Name'), 'Dana');
  await enter(user, field('Last Name'), 'Whitfield');
  await enter(user, field('Email'), 'dana@drivers.example');
  await enter(user, field('Phone'), '3135550142');
  setDate('Date of Birth', subtractYears(today, 34));
  await enter(user, field('Street Address'), '1 Depot Rd');
  await enter(user, field('City'), 'Dearborn');
  await user.selectOptions(field('State'), 'MI');
  await enter(user, field('ZIP Code'), '48120');
  await user.selectOptions(field('License Type'), 'Chauffeur');
  await enter(user, field('License Number'), 'W123-456-789-012');
  await user.selectOptions(field('License State'), 'MI');
  setDate('License Expiration', addDays(today, 700));
}

async function attachRequiredDocuments(user: UserEvent) {
  await user.upload(field('Resume'), resume);
  await user.upload(field("Driver's License Copy"), license);
  sign();
}

describe('submitting incomplete', () => {
  it('marks every required field and document, focuses the first field, says why and sends nothing', async () => {
    const { user, network } = renderForm();
    expect(screen.getByText('Please fill out all required fields (marked with *)')).toBeTruthy();
    expect(submitButton().getAttribute('aria-disabled')).toBe('true');

    await user.click(submitButton());

    await waitFor(() =>
      expect(invalidFields()).toEqual([
        'Personal Information / First Name: Required',
        'Personal Information / Last Name: Required',
        'Personal Information / Email: Required',
        'Personal Information / Phone: Required',
        'Personal Information / Date of Birth: Required',
        'Personal Information / Street Address: Required',
        'Personal Information / City: Required',
        'Personal Information / State: Required',
        'Personal Information / ZIP Code: Required',
        'License Information / License Type: Required',
        'License Information / License Number: Required',
        'License Information / License State: Required',
        'License Information / License Expiration: Required',
        'Documents / Choose File: Resume is required',
        "Documents / Choose File: Driver's License Copy is required",
        // The drawn signature (a canvas, named by its heading): required too.
        'Certification / : Sign the application on the screen',
      ]),
    );
    await waitFor(() => expect(document.activeElement).toBe(field('First Name')));
    expect(shownToasts()).toEqual([MISSING_TOAST]);
    expect(network.requests).toEqual([]);
  });

  it('with every field filled, still needs the two required documents', async () => {
    const { user, network } = renderForm();
    await fillRequiredFields(user);
    expect(submitButton().getAttribute('aria-disabled')).toBe('true');

    await user.click(submitButton());

    await waitFor(() =>
      expect(invalidFields()).toEqual([
        'Documents / Choose File: Resume is required',
        "Documents / Choose File: Driver's License Copy is required",
        // The drawn signature (a canvas, named by its heading): required too.
        'Certification / : Sign the application on the screen',
      ]),
    );
    expect(shownToasts()).toEqual([MISSING_TOAST]);
    expect(network.requests).toEqual([]);
  });

  it('asks for the medical card expiration only when the card is attached', async () => {
    const { user, network } = renderForm();
    await fillRequiredFields(user);
    await attachRequiredDocuments(user);
    expect(screen.queryByText('Please fill out all required fields (marked with *)')).toBeNull();
    await user.upload(field('DOT Medical Card (optional)'), medicalCard);
    expect(screen.getByText('Please fill out all required fields (marked with *)')).toBeTruthy();

    await user.click(submitButton());

    await waitFor(() =>
      expect(invalidFields()).toEqual(['Documents / Medical Card Expiration: Enter the expiration date printed on your medical card']),
    );
    await waitFor(() => expect(document.activeElement).toBe(field('Medical Card Expiration')));
    expect(network.requests).toEqual([]);
  });
});

describe('the rules checked as the applicant types', () => {
  it('needs the applicant to be 18 today, and a birth date within 100 years', async () => {
    renderForm();
    setDate('Date of Birth', addDays(subtractYears(today, 18), 1));
    await waitFor(() => expect(errorOf(field('Date of Birth'))).toBe('You must be at least 18 years old to apply'));
    setDate('Date of Birth', subtractYears(today, 18));
    await waitFor(() => expect(field('Date of Birth').getAttribute('aria-invalid')).toBeNull());
    setDate('Date of Birth', addDays(subtractYears(today, 100), -1));
    await waitFor(() => expect(errorOf(field('Date of Birth'))).toBe('Enter a valid date of birth'));
  });

  it('shows the CDL class only for a CDL, and requires it then', async () => {
    const { user, network } = renderForm();
    await fillRequiredFields(user);
    await attachRequiredDocuments(user);
    expect(screen.queryByRole('combobox', { name: 'CDL Class' })).toBeNull();

    await user.selectOptions(field('License Type'), 'CDL');
    expect(field('CDL Class').getAttribute('aria-required')).toBe('true');
    await user.click(submitButton());

    await waitFor(() => expect(invalidFields()).toEqual(['License Information / CDL Class: Select a CDL class']));
    expect(document.activeElement).toBe(field('CDL Class'));
    expect(shownToasts()).toEqual([MISSING_TOAST]);
    expect(network.requests).toEqual([]);
  });

  it('refuses a license that has expired, experience over 60 years and an address that ends before it starts', async () => {
    const { user } = renderForm();
    setDate('License Expiration', today);
    await user.clear(field('Years of Experience'));
    await user.type(field('Years of Experience'), '61');
    await user.click(screen.getByRole('button', { name: 'Add another address' }));
    setDate('Previous address 1: From (month)', '2020-05');
    setDate('Previous address 1: To (month)', '2020-04');
    await waitFor(() =>
      expect(invalidFields()).toEqual([
        'Previous address 1 / Previous address 1: To (month): The end cannot be before the start',
        'License Information / License Expiration: License expiration must be in the future',
        'Experience / Years of Experience: Enter a whole number of years from 0 to 60',
      ]),
    );
  });
});

describe('the documents', () => {
  it('refuse a file of the wrong kind or size by name, and take one that fits', async () => {
    const { user } = renderForm();
    await user.upload(field('Resume'), new File(['<html>'], 'notes.html', { type: 'text/html' }));
    expect(invalidFields()).toEqual(['Documents / Choose File: notes.html is not a supported file type']);

    await user.upload(field('Resume'), new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'big.pdf', { type: 'application/pdf' }));
    expect(invalidFields()).toEqual(['Documents / Choose File: big.pdf is too large (max 5MB)']);

    await user.upload(field('Resume'), resume);
    expect(invalidFields()).toEqual([]);
    expect(screen.getByRole('list', { name: 'Resume chosen' }).textContent).toContain('resume.pdf');

    await user.click(screen.getByRole('button', { name: 'Remove resume.pdf' }));
    expect(screen.queryByRole('list', { name: 'Resume chosen' })).toBeNull();
  });
});

describe('a valid application', () => {
  it('uploads every field as typed and the documents, showing progress, then reports the reference ID', async () => {
    saveHistoryDraft();
    const answer = heldAnswer({ status: 201, body: { referenceId: REFERENCE_ID } });
    const { user, network } = renderForm(answer.route);
    await fillRequiredFields(user);
    // A class chosen for a CDL is not sent once the type changes.
    await user.selectOptions(field('License Type'), 'CDL');
    await user.selectOptions(field('CDL Class'), 'A');
    await user.selectOptions(field('License Type'), 'Chauffeur');
    await user.type(field('Endorsements'), 'Tanker');
    await attachRequiredDocuments(user);
    await user.upload(field('DOT Medical Card (optional)'), medicalCard);
    setDate('Medical Card Expiration', addDays(today, 40));

    await user.click(submitButton());

    expect((await screen.findByRole('button', { name: 'Submitting Application...' })).hasAttribute('disabled')).toBe(true);
    expect(screen.getByText('Uploading your application… 50%')).toBeTruthy();
    answer.release();

    await waitFor(() => expect(onSubmitted).toHaveBeenCalledWith(REFERENCE_ID));
    const [request] = network.requestsTo(SUBMIT_ROUTE);
    expect(uploadedFiles(request?.body)).toEqual([
      ['signatureFile', 'signature.png'],
      ['resumeFile', 'resume.pdf'],
      ['licenseFile', 'license.jpg'],
      ['medicalCardFile', 'medical-card.pdf'],
    ]);
    const { history, ...sent } = textFields(request?.body);
    // The history as typed, in its lists' order: the server parses it with the same schema.
    expect(JSON.parse(history ?? '')).toEqual(typedHistory(today));
    expect(sent).toEqual({
      firstName: 'Dana',
      lastName: 'Whitfield',
      email: 'dana@drivers.example',
      phone: '(313) 555-0142',
      dateOfBirth: subtractYears(today, 34),
      address: '1 Depot Rd',
      city: 'Dearborn',
      state: 'MI',
      zipCode: '48120',
      licenseType: 'Chauffeur',
      licenseNumber: 'W123-456-789-012',
      licenseState: 'MI',
      licenseExpiration: addDays(today, 700),
      endorsements: 'Tanker',
      yearsExperience: '0',
      previousEmployer: '',
      employmentStartDate: '',
      employmentEndDate: '',
      reasonForLeaving: '',
      medicalCardExpiration: addDays(today, 40),
      canStartDate: '',
      additionalInfo: '',
    });
    expect(shownToasts()).toEqual([['Application Submitted Successfully!', `Your reference ID is ${REFERENCE_ID}`]]);
    // Sent: the draft is forgotten.
    expect(localStorage.getItem(APPLICATION_DRAFT_KEY)).toBeNull();
  });

  it('sends the CDL class with a CDL', async () => {
    saveHistoryDraft();
    const { user, network } = renderForm();
    await fillRequiredFields(user);
    await user.selectOptions(field('License Type'), 'CDL');
    await user.selectOptions(field('CDL Class'), 'B');
    await attachRequiredDocuments(user);

    await user.click(submitButton());

    await waitFor(() => expect(onSubmitted).toHaveBeenCalledOnce());
    expect(textFields(network.requestsTo(SUBMIT_ROUTE)[0]?.body)).toMatchObject({ licenseType: 'CDL', cdlClass: 'B' });
  });
});

describe('when the server refuses or fails', () => {
  beforeEach(saveHistoryDraft);

  async function submitComplete(user: UserEvent) {
    await fillRequiredFields(user);
    await attachRequiredDocuments(user);
    await user.click(submitButton());
  }

  it('400 with field errors: shows them under their fields and documents, and focuses the first field', async () => {
    const fieldErrors = { resumeFile: 'Resume is required', licenseNumber: 'Use letters, digits, spaces and dashes only' };
    const { user } = renderForm({ status: 400, body: { error: 'Bad Request', message: 'Please correct these fields', fieldErrors } });
    await submitComplete(user);

    await waitFor(() => expect(shownToasts()).toEqual([['Submission Failed', 'Please correct the highlighted fields and submit again.']]));
    expect(invalidFields()).toEqual(['License Information / License Number: Use letters, digits, spaces and dashes only']);
    expect(documentError('Resume')).toBe('Resume is required');
    expect(document.activeElement).toBe(field('License Number'));
    expect(field('First Name').value).toBe('Dana');
    expect(onSubmitted).not.toHaveBeenCalled();
  });

  it('a refused file (415) is named under its document and in the toast', async () => {
    const message = 'license.jpg is not a supported file type';
    const { user } = renderForm({ status: 415, body: { error: 'Unsupported Media Type', message } });
    await submitComplete(user);

    await waitFor(() => expect(shownToasts()).toEqual([['Submission Failed', message]]));
    expect(documentError("Driver's License Copy")).toBe(message);
    expect(documentError('Resume')).toBeUndefined();
  });

  it.each([
    ['a server error', { status: 500, body: { error: 'Internal Server Error', message: 'disk full' } }],
    ['a network failure', 'network-error'],
  ] as const)('%s: asks to try again and keeps the fields and documents', async (_case, answer) => {
    const { user } = renderForm(answer);
    await submitComplete(user);

    await waitFor(() => expect(shownToasts()).toEqual([['Submission Failed', 'Please try again.']]));
    expect(invalidFields()).toEqual([]);
    expect(field('License Number').value).toBe('W123-456-789-012');
    expect(screen.getByRole('button', { name: 'Remove resume.pdf' })).toBeTruthy();
    expect(submitButton().hasAttribute('disabled')).toBe(false);
    expect(onSubmitted).not.toHaveBeenCalled();
  });
});
