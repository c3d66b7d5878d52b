// What the analytics measurement script needs from the page: its ID in a JSON data block, and
// its hosts in every page's Content-Security-Policy (Google's list for GA4 with gtag.js).
import { MEASUREMENT_SETTINGS_ELEMENT_ID, type MeasurementSettings } from '../../shared/analytics/measurement-script.js';
import type { CspAdditions } from '../plugins/security-headers.js';

export const MEASUREMENT_SCRIPT_CSP: CspAdditions = {
  scriptSrc: ['https://*.googletagmanager.com'],
  imgSrc: ['https://*.google-analytics.com', 'https://*.googletagmanager.com'],
  connectSrc: ['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://*.googletagmanager.com'],
};

/** The CSP additions every page needs: none without a measurement ID. */
export function siteWideCsp(measurementId: string | undefined): CspAdditions {
  return measurementId ? MEASUREMENT_SCRIPT_CSP : {};
}

/** The JSON data block for the page head; empty without a measurement ID. */
export function measurementSettingsTag(measurementId: string | undefined): string {
  if (!measurementId) return '';
  const settings: MeasurementSettings = { measurementId };
  return `<script type="application/json" id="${MEASUREMENT_SETTINGS_ELEMENT_ID}">${JSON.stringify(settings).replace(/</g, '\\u003c')}</script>`;
}
