// The company details the server embedded in the page (see server/site/page-html.ts).
import { COMPANY_PROFILE_ELEMENT_ID, type CompanyProfile } from '@shared/company-profile';

function readCompanyProfile(): CompanyProfile {
  const element = document.getElementById(COMPANY_PROFILE_ELEMENT_ID);
  if (!element?.textContent) throw new Error('The page has no company profile; is it served by our server?');
  return JSON.parse(element.textContent) as CompanyProfile;
}

export const companyProfile: CompanyProfile = readCompanyProfile();
