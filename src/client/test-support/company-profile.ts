// The company profile the server embeds in every page, for component tests. lib/company-profile
// reads it once, as it loads: import this module before any module that shows the profile.
import { COMPANY_PROFILE_ELEMENT_ID, type CompanyProfile } from '../../shared/company-profile.js';

export const TEST_COMPANY: CompanyProfile = {
  name: 'Lakeshore Freight',
  supportPhone: '(313) 555-0142',
  email: 'hello@lakeshore.example',
  mcNumber: '123456',
  dotNumber: '1234567',
};

if (!document.getElementById(COMPANY_PROFILE_ELEMENT_ID)) {
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = COMPANY_PROFILE_ELEMENT_ID;
  element.textContent = JSON.stringify(TEST_COMPANY);
  document.head.append(element);
}
