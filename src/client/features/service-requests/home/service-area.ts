// Where the company works, in the page's language: the configured area as the company wrote it, or
// the default (DEFAULT_SERVICE_AREA in English) in the home catalog.
import type { I18n } from '@lingui/core';
import { companyProfile } from '@/lib/company-profile';

export function serviceArea(i18n: I18n): string {
  return companyProfile.serviceArea ?? i18n._('home.serviceArea.default');
}
