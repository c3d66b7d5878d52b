// Driver applications for tests: the fields and files an applicant sends, submitted through the
// public API as the browser would.
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { addDays, subtractYears } from '../../src/shared/calendar-date.js';
import { todayIsoDate } from '../../src/shared/format.js';
import { completeHistory } from '../../src/shared/driver-applications/test-support/complete-history.js';
import { docxBytes, JPEG_BYTES, PDF_BYTES, PNG_BYTES } from './files.js';
import { submitMultipart, type TestFile } from './service-requests.js';

/** A date `days` from today (negative: in the past), YYYY-MM-DD. */
export const daysFromToday = (days: number) => addDays(todayIsoDate(), days);
export const yearsAgo = (years: number) => subtractYears(todayIsoDate(), years);

export function applicationFields(overrides: Record<string, string> = {}): Record<string, string> {
  return {
    firstName: 'Dana',
    lastName: 'Whitfield',
    email: 'dana.whitfield@drivers.example',
    phone: '3135550142',
    dateOfBirth: yearsAgo(34),
    address: '1 Depot Rd',
    city: 'Dearborn',
    state: 'MI',
    zipCode: '48120',
    licenseType: 'CDL',
    cdlClass: 'A',
    licenseNumber: 'W123-456-789-012',
    licenseState: 'MI',
    licenseExpiration: daysFromToday(700),
    endorsements: 'Tanker, HazMat',
    yearsExperience: '8',
    previousEmployer: 'Great Lakes Haulers',
    employmentStartDate: '2018-03',
    employmentEndDate: '2025-01',
    reasonForLeaving: 'Company closed its Michigan terminal',
    medicalCardExpiration: daysFromToday(400),
    canStartDate: daysFromToday(14),
    additionalInfo: 'Clean MVR, no accidents.',
    // 49 CFR 391.21's history (issue 41), complete for today: the form sends it as one JSON field.
    history: JSON.stringify(completeHistory(todayIsoDate())),
    ...overrides,
  };
}

/** A resume (.docx), a license copy (JPEG), a medical card (PDF) and the signature drawn under the certification (PNG). */
export function applicationFiles(
  overrides: Partial<Record<'resumeFile' | 'licenseFile' | 'medicalCardFile' | 'signatureFile', TestFile[]>> = {},
): Record<string, TestFile[]> {
  return {
    resumeFile: [{ name: 'dana-whitfield-resume.docx', bytes: docxBytes() }],
    licenseFile: [{ name: 'license-front.jpg', bytes: JPEG_BYTES }],
    medicalCardFile: [{ name: 'medical-card.pdf', bytes: PDF_BYTES }],
    signatureFile: [{ name: 'signature.png', bytes: PNG_BYTES }],
    ...overrides,
  };
}

export const LICENSE_PNG: TestFile = { name: 'license.png', bytes: PNG_BYTES };

export function postApplication(
  app: FastifyInstance,
  fields: Record<string, string>,
  files: Record<string, TestFile[]>,
): Promise<LightMyRequestResponse> {
  return submitMultipart(app, '/api/driver-applications', fields, files);
}

/** Submits an application and answers its reference ID; fails the test on anything but 201. */
export async function submitApplication(app: FastifyInstance, fields = applicationFields(), files = applicationFiles()): Promise<string> {
  const response = await postApplication(app, fields, files);
  if (response.statusCode !== 201) throw new Error(`application failed: ${response.statusCode} ${response.body}`);
  return response.json<{ referenceId: string }>().referenceId;
}
