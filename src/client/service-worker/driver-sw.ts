// The driver's page opens with no signal at all (issue 22: "works on a weak connection"). Served
// as /driver-sw.js and registered for /driver only, it keeps the driver's pages and the files they
// load, so a phone that opened them once opens them again in a dead zone. The data comes from the
// page's own store (loads kept on the phone, updates queued in IndexedDB); this worker never
// touches /api, so nothing personal is cached here and every call meets the server's checks.
//
// Pages: the network first (always the newest page when there is signal), the kept copy when not.
// Built files (/assets/, named by their content's hash): the kept copy first, since a hashed file
// never changes. Installing keeps the driver's pages and every file they name up front.
// No imports: the build makes it one script the browser runs alone.

// A module to TypeScript (so `self` can be given the worker's own type); the build drops the empty export.
export {};
declare const self: ServiceWorkerGlobalScope;

const CACHE = 'driver-pages-v1';
const DRIVER_PAGES = ['/driver', '/driver/load'];

self.addEventListener('install', (event) => {
  event.waitUntil(keepDriverPages().then(() => self.skipWaiting()));
});

self.addEventListener('activate', (event) => {
  event.waitUntil(forgetOtherCaches().then(() => self.clients.claim()));
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (request.mode === 'navigate' && isDriverPage(url.pathname)) {
    event.respondWith(pageNetworkFirst(request, url.pathname));
  } else if (url.pathname.startsWith('/assets/')) {
    event.respondWith(assetCacheFirst(request));
  }
});

function isDriverPage(path: string): boolean {
  return path === '/driver' || path.startsWith('/driver/');
}

async function keepDriverPages(): Promise<void> {
  const cache = await caches.open(CACHE);
  for (const page of DRIVER_PAGES) {
    const response = await fetch(page, { credentials: 'same-origin' });
    if (!response.ok) continue;
    await cache.put(page, response.clone());
    const assets = assetsNamedIn(await response.text());
    await Promise.all(assets.map((asset) => cache.add(asset).catch(() => undefined)));
  }
}

/** The built files a page names (its scripts, preloads and stylesheets). */
function assetsNamedIn(html: string): string[] {
  const found = new Set<string>();
  for (const match of html.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)) {
    if (match[1]) found.add(match[1]);
  }
  return [...found];
}

async function forgetOtherCaches(): Promise<void> {
  const names = await caches.keys();
  await Promise.all(names.filter((name) => name !== CACHE).map((name) => caches.delete(name)));
}

async function pageNetworkFirst(request: Request, path: string): Promise<Response> {
  const cache = await caches.open(CACHE);
  // One copy per page, whatever its query (/driver/load?ref=...): the page reads the query itself.
  const key = path.startsWith('/driver/load') ? '/driver/load' : path.startsWith('/driver/sign-in') ? path : '/driver';
  try {
    const response = await fetch(request);
    if (response.ok && key !== '/driver/sign-in') await cache.put(key, response.clone());
    return response;
  } catch (offline) {
    const kept = await cache.match(key);
    if (kept) return kept;
    throw offline;
  }
}

async function assetCacheFirst(request: Request): Promise<Response> {
  const cache = await caches.open(CACHE);
  const kept = await cache.match(request);
  if (kept) return kept;
  const response = await fetch(request);
  if (response.ok) await cache.put(request, response.clone());
  return response;
}
