// Registers the driver page's service worker (src/client/service-worker/driver-sw.ts): once the
// page has been opened with signal, it opens again with none. Only for /driver, and only in a
// built site (the dev server has no /driver-sw.js).
export async function registerDriverServiceWorker(): Promise<void> {
  if (import.meta.env.DEV || !('serviceWorker' in navigator)) return;
  try {
    await navigator.serviceWorker.register('/driver-sw.js', { scope: '/driver' });
  } catch {
    // The page works without it; it just cannot be opened with no signal at all.
  }
}
