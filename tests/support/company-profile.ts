// One configured company for the tests that check the company's own details reach a page, a chat
// answer or the schema.org data: not the defaults, so a value taken from the wrong place shows.
import type { CompanyProfile } from '../../src/shared/company-profile.js';

export const TEST_COMPANY: CompanyProfile = {
  name: 'Lakeshore Freight',
  supportPhone: '(313) 555-0142',
  email: 'dispatch@lakeshore.example',
  mcNumber: '765432',
  dotNumber: '2345678',
};

/** The same company as the environment the server reads it from (the phone as typed, unformatted). */
export const TEST_COMPANY_ENV = {
  COMPANY_NAME: TEST_COMPANY.name,
  SUPPORT_PHONE: '3135550142',
  GENERAL_EMAIL: TEST_COMPANY.email,
  MC_NUMBER: TEST_COMPANY.mcNumber,
  DOT_NUMBER: TEST_COMPANY.dotNumber,
} as const;
