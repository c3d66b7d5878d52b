// The analytics measurement script of spec section 1 (Google Analytics 4, gtag.js). It is loaded
// only when ANALYTICS_MEASUREMENT_ID is set: the server then embeds the ID in the page under this
// element id and lets the script's hosts into the Content-Security-Policy.

export const MEASUREMENT_SETTINGS_ELEMENT_ID = 'analytics-settings';

export interface MeasurementSettings {
  measurementId: string;
}

export function measurementScriptUrl(measurementId: string): string {
  return `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(measurementId)}`;
}
