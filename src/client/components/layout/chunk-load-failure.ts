// A code chunk that never arrived is not a bug in the page: after a deploy the page in the tab asks
// for files the server replaced, or the connection dropped. Nothing on the page can fetch it again
// (a browser keeps a failed import() failed for the life of the document); a reload can, and gets
// the new index.html with it. So the error page tells these apart from a render error.

// What browsers say when import() fails (Chromium and Firefox, then Safari), and Vite for a chunk's CSS.
const CHUNK_FAILURE_MESSAGE = /dynamically imported module|Importing a module script failed|Unable to preload CSS/i;

/** The errors Vite reported as a chunk that could not be loaded (its `vite:preloadError` event). */
const reportedByVite = new WeakSet<object>();

/**
 * Remembers the errors of Vite's `vite:preloadError` event (https://vite.dev/guide/build#load-error-handling),
 * whatever their wording. The event is left to run its course: Vite then throws the error where
 * the chunk was asked for, and the nearest error boundary shows it.
 */
export function watchChunkLoadFailures(): () => void {
  const remember = (event: VitePreloadErrorEvent) => {
    if (event.payload && typeof event.payload === 'object') reportedByVite.add(event.payload);
  };
  window.addEventListener('vite:preloadError', remember);
  return () => window.removeEventListener('vite:preloadError', remember);
}

export function isChunkLoadFailure(error: unknown): boolean {
  if (error && typeof error === 'object' && reportedByVite.has(error)) return true;
  return error instanceof Error && CHUNK_FAILURE_MESSAGE.test(error.message);
}
