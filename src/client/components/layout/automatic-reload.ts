// One automatic reload for a chunk that failed to load (decision 061): after a deploy, the reload
// fetches the new index.html and the page the visitor asked for simply appears. Only once in a
// while, so a chunk that is really missing (or a server answering HTML for it) cannot make the tab
// reload for ever: the error page with its Reload button shows instead.
const LAST_AUTOMATIC_RELOAD_KEY = 'site.chunkReloadAt';
/** Long enough for a slow phone to reload and fail again; short enough for the next deploy's. */
export const AUTOMATIC_RELOAD_GUARD_MS = 5 * 60 * 1000;

/** Whether a reload now may help and is not a loop: online, and none in the last few minutes. */
export function mayReloadAutomatically(now = Date.now()): boolean {
  // Offline, a reload shows the browser's own error page instead of ours.
  if (!navigator.onLine) return false;
  try {
    const last = Number(sessionStorage.getItem(LAST_AUTOMATIC_RELOAD_KEY));
    return !(last > 0 && now - last < AUTOMATIC_RELOAD_GUARD_MS);
  } catch {
    // No session storage (a privacy setting): without the guard, never reload by ourselves.
    return false;
  }
}

/** Reloads the page, having remembered when; false (and no reload) when that cannot be remembered. */
export function reloadAutomatically(now = Date.now()): boolean {
  try {
    sessionStorage.setItem(LAST_AUTOMATIC_RELOAD_KEY, String(now));
  } catch {
    // Unremembered, the reloaded page would reload again: the error page asks the visitor instead.
    return false;
  }
  window.location.reload();
  return true;
}
