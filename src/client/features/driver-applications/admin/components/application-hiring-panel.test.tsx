// Hire Applicant asks first: the confirmation names the applicant and the hire date, Cancel hires
// no one, and only "Hire <name>" sends the hire, with the dates typed in the form.
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  adminDriverApplicationDetailSchema,
  type AdminDriverApplicationDetail,
} from '@shared/driver-applications/admin-driver-applications';
import { stubNetwork } from '@/test-support/fake-network';
import { renderWithApp } from '@/test-support/render';
import { ApplicationHiringPanel } from './application-hiring-panel';

const HIRE = 'POST /api/admin/driver-applications/12/hire';

// Parsed by the shared schema: an answer the server could give.
const APPROVED: AdminDriverApplicationDetail = adminDriverApplicationDetailSchema.parse({
  id: 12,
  referenceId: 'DA-2026-0412-5521-0012',
  status: 'approved',
  firstName: 'Jane',
  lastName: 'Doe',
  email: 'jane.doe@example.com',
  phone: '(313) 555-0142',
  licenseType: 'CDL',
  cdlClass: 'A',
  yearsExperience: 6,
  city: 'Detroit',
  state: 'MI',
  createdAt: '2026-04-01T12:00:00.000Z',
  language: 'es',
  address: '14 Elm St',
  zipCode: '48201',
  dateOfBirth: '1988-02-03',
  licenseNumber: 'D123-4567-8901',
  licenseState: 'MI',
  licenseExpiration: '2029-05-31',
  endorsements: null,
  previousEmployer: null,
  employmentStartDate: null,
  employmentEndDate: null,
  reasonForLeaving: null,
  medicalCardExpiration: '2027-08-15',
  additionalInfo: null,
  canStartDate: null,
  updatedAt: '2026-04-10T12:00:00.000Z',
  documents: [],
  history: [],
  profile: null,
  // Made before the 391.21 history was asked (issue 41).
  applicantHistory: null,
  signedName: null,
  certifiedAt: null,
});

afterEach(() => vi.unstubAllGlobals());

async function openHireConfirmation(user: ReturnType<typeof renderWithApp>['user']) {
  const hireDate = screen.getByLabelText('Hire date');
  await user.clear(hireDate);
  await user.type(hireDate, '2026-05-04');
  await user.click(screen.getByRole('button', { name: 'Hire Applicant' }));
  return screen.getByRole('alertdialog', { name: 'Hire this applicant?' });
}

describe('Hire Applicant', () => {
  it('names the applicant and the hire date, and Cancel hires no one', async () => {
    const network = stubNetwork({});
    const { user } = renderWithApp(<ApplicationHiringPanel application={APPROVED} />);
    const dialog = await openHireConfirmation(user);

    expect(dialog.textContent).toContain('Jane Doe (jane.doe@example.com)');
    expect(dialog.textContent).toContain('DA-2026-0412-5521-0012');
    expect(dialog.textContent).toContain('Jane Doe becomes an active driver');
    expect(network.requests).toEqual([]);

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(network.requests).toEqual([]);
  });

  it('hires once through the dialog, with the dates from the form', async () => {
    const network = stubNetwork({
      [HIRE]: {
        status: 201,
        body: {
          id: 3,
          profileId: 'DRV-0003',
          status: 'active',
          hireDate: '2026-05-04',
          hiredBy: 'ops@lakeshore.example',
          createdAt: '2026-05-01T09:00:00.000Z',
        },
      },
    });
    const { user } = renderWithApp(<ApplicationHiringPanel application={APPROVED} />);
    const dialog = await openHireConfirmation(user);
    await user.click(within(dialog).getByRole('button', { name: 'Hire Jane Doe' }));

    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(network.requestsTo(HIRE).map((request) => request.body)).toEqual([
      { hireDate: '2026-05-04', medicalCardExpiration: '2027-08-15' },
    ]);
  });

  it('sends the SSN typed at hire, and the confirmation shows only its last four digits', async () => {
    const network = stubNetwork({
      [HIRE]: {
        status: 201,
        body: {
          id: 3,
          profileId: 'DRV-0003',
          status: 'active',
          hireDate: '2026-05-04',
          hiredBy: null,
          createdAt: '2026-05-01T09:00:00.000Z',
        },
      },
    });
    const { user } = renderWithApp(<ApplicationHiringPanel application={APPROVED} />);
    const ssn = screen.getByLabelText<HTMLInputElement>('Social Security number (optional)');
    expect(ssn.type).toBe('password');
    expect(ssn.getAttribute('autocomplete')).toBe('off');
    await user.type(ssn, '123-45-6789');
    const dialog = await openHireConfirmation(user);

    expect(dialog.textContent).toContain('Ends in 6789');
    expect(dialog.textContent).not.toContain('123-45');
    await user.click(within(dialog).getByRole('button', { name: 'Hire Jane Doe' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(network.requestsTo(HIRE).map((request) => request.body)).toEqual([
      { hireDate: '2026-05-04', medicalCardExpiration: '2027-08-15', ssn: '123-45-6789' },
    ]);
  });

  it("keeps a refused hire's reason in the dialog", async () => {
    stubNetwork({ [HIRE]: { status: 409, body: { error: 'Conflict', message: 'This application is already hired.' } } });
    const { user } = renderWithApp(<ApplicationHiringPanel application={APPROVED} />);
    const dialog = await openHireConfirmation(user);
    await user.click(within(dialog).getByRole('button', { name: 'Hire Jane Doe' }));

    expect((await within(dialog).findByRole('alert')).textContent).toBe('This application is already hired.');
    expect(screen.getByRole('alertdialog', { name: 'Hire this applicant?' })).toBe(dialog);
  });
});
