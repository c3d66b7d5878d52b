// The company details the server embedded in the page (see server/site/page-html.ts).
import { COMPANY_PROFILE_ELEMENT_ID, type CompanyProfile } from '@shared/company-profile';

const REQUIRED_FIELDS = ['name', 'supportPhone', 'email', 'mcNumber', 'dotNumber'] as const;
const OPTIONAL_FIELDS = ['serviceArea', 'homeBase'] as const;

function isCompanyProfile(value: unknown): value is CompanyProfile {
  if (typeof value !== 'object' || value === null) return false;
  const fields = value as Record<string, unknown>;
  return (
    REQUIRED_FIELDS.every((field) => typeof fields[field] === 'string') &&
    OPTIONAL_FIELDS.every((field) => fields[field] === undefined || typeof fields[field] === 'string')
  );
}

function readCompanyProfile(): CompanyProfile {
  const element = document.getElementById(COMPANY_PROFILE_ELEMENT_ID);
  if (!element?.textContent) throw new Error('The page has no company profile; is it served by our server?');
  const profile: unknown = JSON.parse(element.textContent);
  // Our server wrote it; a page that fails this was built against another version of the profile.
  if (!isCompanyProfile(profile)) throw new Error('The company profile in the page is not the one this code reads');
  return profile;
}

export const companyProfile: CompanyProfile = readCompanyProfile();
