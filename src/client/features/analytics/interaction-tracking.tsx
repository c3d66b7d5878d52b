// Mounted once in the site layout: page_load when the app starts, page_view on every page change
// (spec section 7), and the page listeners.
import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { startPageListeners } from '@/lib/page-listeners';
import { logTrackingError, trackInteraction } from '@/lib/interaction-tracker';

export function InteractionTracking() {
  const [location] = useLocation();

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
