import { useEffect } from 'react';
import { companyProfile } from './company-profile';

/** Sets the tab's title to "{page} · {company}" (just the company on the home page). */
export function usePageTitle(page?: string) {
  useEffect(() => {
    document.title = page ? `${page} · ${companyProfile.name}` : companyProfile.name;
  }, [page]);
}
