// The back office stays English (staff tools) whatever language the visitor chose for the public
// pages; leaving it brings their language back.
import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { isStaffPage } from '@shared/page-catalogs';
import { activateLocale, activeLocale, preferredLocale } from './locale';

export function useStaffPagesInEnglish() {
  const [path] = useLocation();
  const wanted = isStaffPage(path) ? 'en' : preferredLocale();
  useEffect(() => {
    if (activeLocale() !== wanted) void activateLocale(wanted);
  }, [wanted]);
}
