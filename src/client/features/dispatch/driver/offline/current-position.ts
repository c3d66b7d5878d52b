// Where the phone is when the driver taps, if it can say within a few seconds. Never waited on
// by the page: the update is queued first and the position added when (if) it arrives.
export const POSITION_WAIT_MS = 5_000;

export interface Position {
  latitude: number;
  longitude: number;
}

export function currentPosition(): Promise<Position | undefined> {
  const geolocation = typeof navigator === 'undefined' ? undefined : (navigator.geolocation as Geolocation | undefined);
  if (!geolocation) return Promise.resolve(undefined);
  return new Promise((resolve) => {
    const timer = window.setTimeout(() => resolve(undefined), POSITION_WAIT_MS);
    try {
      geolocation.getCurrentPosition(
        ({ coords }) => {
          window.clearTimeout(timer);
          resolve({ latitude: coords.latitude, longitude: coords.longitude });
        },
        () => {
          window.clearTimeout(timer);
          resolve(undefined);
        },
        { enableHighAccuracy: true, timeout: POSITION_WAIT_MS, maximumAge: 60_000 },
      );
    } catch {
      window.clearTimeout(timer);
      resolve(undefined);
    }
  });
}
