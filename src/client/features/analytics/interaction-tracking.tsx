// Mounted once beside the site layout (src/client/app.tsx): page_load when the app starts,
// page_view on every page change (spec section 7), the page listeners, and the events other
// features report through the interactions port.
import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { connectInteractionSink } from '@/lib/interactions';
import { logTrackingError, trackInteraction } from './interaction-tracker';
import { startPageListeners } from './page-listeners';

export function InteractionTracking() {
  const [location] = useLocation();

  useEffect(() => connectInteractionSink(trackInteraction), []);

  useEffect(() => {
    try {
      startPageListeners();
      const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
      const loaded = navigation && navigation.domContentLoadedEventEnd > 0 ? navigation.domContentLoadedEventEnd : performance.now();
      trackInteraction('page_load', {
        value: {
          userAgent: navigator.userAgent,
          screen: `${window.screen.width}x${window.screen.height}`,
          viewport: `${window.innerWidth}x${window.innerHeight}`,
          loadTimeMs: Math.round(loaded),
        },
      });
    } catch (error) {
      logTrackingError(error);
    }
  }, []);

  useEffect(() => {
    trackInteraction('page_view');
  }, [location]);

  return null;
}
