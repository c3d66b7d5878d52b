// Fills the page template's <!--app-head--> marker with the title and the company profile.
import { COMPANY_PROFILE_ELEMENT_ID, type CompanyProfile } from '../../shared/company-profile.js';

const HEAD_MARKER = '<!--app-head-->';

/** `extraHead`: more tags for this page's <head> (its code's modulepreload links). */
export function renderPageHtml(template: string, profile: CompanyProfile, extraHead = ''): string {
  if (!template.includes(HEAD_MARKER)) {
    throw new Error(`The page template has no ${HEAD_MARKER} marker`);
  }
  // JSON inside <script> must not be able to close the tag: escape every '<'.
  const profileJson = JSON.stringify(profile).replace(/</g, '\\u003c');
  const description = `${profile.name}: freight shipping, brokerage and dispatch services. Request service, pay an invoice or apply to drive.`;
  const head = [
    `<title>${escapeHtml(profile.name)}</title>`,
    `<meta name="description" content="${escapeHtml(description)}">`,
    `<script type="application/json" id="${COMPANY_PROFILE_ELEMENT_ID}">${profileJson}</script>`,
    extraHead,
  ]
    .filter(Boolean)
    .join('\n    ');
  return template.replace(HEAD_MARKER, head);
}

export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}
