// Loads the analytics measurement script (gtag.js) when the server embedded its ID in the page,
// which it does only when ANALYTICS_MEASUREMENT_ID is configured.
import { MEASUREMENT_SETTINGS_ELEMENT_ID, measurementScriptUrl, type MeasurementSettings } from '@shared/analytics/measurement-script';
import { logTrackingError } from './interaction-tracker';

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

export function loadMeasurementScript(): void {
  try {
    const element = document.getElementById(MEASUREMENT_SETTINGS_ELEMENT_ID);
    if (!element?.textContent) return;
    const { measurementId } = JSON.parse(element.textContent) as MeasurementSettings;
    // gtag.js reads its commands from dataLayer; the usual inline snippet, as code in our bundle
    // (the Content-Security-Policy allows no inline scripts).
    const dataLayer = (window.dataLayer ??= []);
    // gtag.js expects the `arguments` object itself, not an array.
    function gtag(..._args: unknown[]) {
      // eslint-disable-next-line prefer-rest-params
      dataLayer.push(arguments);
    }
    gtag('js', new Date());
    gtag('config', measurementId);
    const script = document.createElement('script');
    script.async = true;
    script.src = measurementScriptUrl(measurementId);
    script.onerror = () => logTrackingError(new Error('the analytics measurement script did not load'));
    document.head.appendChild(script);
  } catch (error) {
    logTrackingError(error);
  }
}
