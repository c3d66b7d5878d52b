// Fills the page template's <!--app-head--> marker with the title, the company profile and, when
// configured, the analytics measurement ID.
import { COMPANY_PROFILE_ELEMENT_ID, type CompanyProfile } from '../../shared/company-profile.js';
import { escapeHtml } from '../infra/escape-html.js';
import { measurementSettingsTag } from './measurement-script.js';

const HEAD_MARKER = '<!--app-head-->';

export interface PageOptions {
  /** The analytics measurement ID; unset: the page loads no measurement script. */
  measurementId?: string | undefined;
  /** More tags for this page's <head> (its own code's modulepreload links). */
  extraHead?: string;
}

export function renderPageHtml(template: string, profile: CompanyProfile, options: PageOptions = {}): string {
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
    measurementSettingsTag(options.measurementId),
    options.extraHead ?? '',
  ]
    .filter((tag) => tag !== '')
    .join('\n    ');
  return template.replace(HEAD_MARKER, head);
}
