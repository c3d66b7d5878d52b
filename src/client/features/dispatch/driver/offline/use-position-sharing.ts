// While one of the driver's loads is between accepted and delivered and its page is open, the
// phone's position goes to the office (issue 40): watchPosition, sent at most every
// POSITION_MIN_INTERVAL_MS unless the truck has moved POSITION_MIN_DISTANCE_METERS, through the
// positions' own queue. A phone that refuses its position leaves the page working as before.
import { useEffect, useState } from 'react';
import type { LoadStage } from '@shared/dispatch/dispatch';
import {
  MAX_POSITION_ACCURACY_METERS,
  POSITION_MIN_DISTANCE_METERS,
  POSITION_MIN_INTERVAL_MS,
  sharesPosition,
} from '@shared/dispatch/positions';
import { positionQueue } from './position-queue';

/** inactive: not a stage that shares; sharing; denied: the phone (or its driver) said no; unavailable: no location on this browser. */
export type PositionSharing = 'inactive' | 'sharing' | 'denied' | 'unavailable';

const EARTH_RADIUS_METERS = 6_371_000;

export function metersBetween(a: { latitude: number; longitude: number }, b: { latitude: number; longitude: number }): number {
  const radians = Math.PI / 180;
  const h =
    Math.sin(((b.latitude - a.latitude) * radians) / 2) ** 2 +
    Math.cos(a.latitude * radians) * Math.cos(b.latitude * radians) * Math.sin(((b.longitude - a.longitude) * radians) / 2) ** 2;
  return 2 * EARTH_RADIUS_METERS * Math.asin(Math.min(1, Math.sqrt(h)));
}

function geolocationOf(): Geolocation | undefined {
  // Older browsers and insecure pages have no navigator.geolocation at all.
  return typeof navigator !== 'undefined' && 'geolocation' in navigator ? navigator.geolocation : undefined;
}

export function usePositionSharing(referenceId: string, stage: LoadStage): PositionSharing {
  const active = sharesPosition(stage);
  const [refused, setRefused] = useState(false);
  const geolocation = geolocationOf();

  useEffect(() => {
    if (!active || !geolocation) return;
    let last: { at: number; latitude: number; longitude: number } | undefined;
    let watch: number | undefined;
    const sendWaiting = () => void positionQueue().flush();
    window.addEventListener('online', sendWaiting);
    sendWaiting();
    try {
      watch = geolocation.watchPosition(
        ({ coords, timestamp }) => {
          setRefused(false);
          // A fix wider than a few miles says nothing of where the truck is.
          if (coords.accuracy > MAX_POSITION_ACCURACY_METERS) return;
          const here = { latitude: coords.latitude, longitude: coords.longitude };
          const now = Date.now();
          if (last && now - last.at < POSITION_MIN_INTERVAL_MS && metersBetween(last, here) < POSITION_MIN_DISTANCE_METERS) return;
          last = { at: now, ...here };
          void positionQueue().add({
            referenceId,
            positionId: crypto.randomUUID(),
            ...here,
            accuracyMeters: Math.round(coords.accuracy),
            recordedAt: new Date(Number.isFinite(timestamp) && timestamp > 0 ? timestamp : now).toISOString(),
          });
        },
        (error) => {
          if (error.code === error.PERMISSION_DENIED) setRefused(true);
        },
        { enableHighAccuracy: true, maximumAge: 60_000, timeout: 120_000 },
      );
    } catch {
      // A browser that throws rather than calling back (an insecure page): the same as a refusal, told after the effect.
      queueMicrotask(() => setRefused(true));
    }
    return () => {
      window.removeEventListener('online', sendWaiting);
      if (watch !== undefined) geolocation.clearWatch(watch);
    };
  }, [active, geolocation, referenceId]);

  if (!active) return 'inactive';
  if (!geolocation) return 'unavailable';
  return refused ? 'denied' : 'sharing';
}
