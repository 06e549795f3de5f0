/** When this tab last reloaded for a missing chunk; a second failure inside the guard shows the error view. */
const RELOAD_AT_KEY = 'hookline:chunk-reload-at'
const RELOAD_GUARD_MS = 30_000
/**
 * TanStack Router's lazy route components reload once per failed module on their own, keyed so
 * (lazyRouteComponent). Offline that reload would swap the app for the browser's error page, so
 * the key is set first and the failure reaches the route's error view instead.
 */
const ROUTER_RELOAD_KEY_PREFIX = 'tanstack_router_reload:'

interface PreloadErrorEvent extends Event {
  payload?: unknown
}

/** The messages of Chromium, Firefox and Safari for a failed dynamic import, and Vite's for CSS. */
const CHUNK_FAILURE_MESSAGES = [
  'Failed to fetch dynamically imported module',
  'error loading dynamically imported module',
  'Importing a module script failed',
  'Unable to preload CSS',
]

/** A script or style chunk of this build could not be loaded (removed by a redeploy, or no network). */
export function isChunkLoadError(error: unknown): error is Error {
  return error instanceof Error && CHUNK_FAILURE_MESSAGES.some((start) => error.message.startsWith(start))
}

const session = {
  get: (key: string) => {
    try {
      return sessionStorage.getItem(key)
    } catch {
      return null
    }
  },
  set: (key: string, value: string) => {
    try {
      sessionStorage.setItem(key, value)
    } catch {
      /* without storage the guard is lost, never the app */
    }
  },
}

/**
 * Reloads once to pick up the new build's chunk names; returns false when it already did so
 * within the guard window (a loop would otherwise follow a chunk that is really gone).
 */
export function reloadOnceForNewBuild(now = Date.now()): boolean {
  const last = Number(session.get(RELOAD_AT_KEY) ?? 0)
  if (now - last < RELOAD_GUARD_MS) return false
  session.set(RELOAD_AT_KEY, String(now))
  window.location.reload()
  return true
}

/** An old tab after a redeploy asks for chunks that are gone: reload into the new build. */
export function listenForChunkFailures() {
  window.addEventListener('vite:preloadError', (event: PreloadErrorEvent) => {
    const error = event.payload
    if (!navigator.onLine) {
      if (error instanceof Error) session.set(ROUTER_RELOAD_KEY_PREFIX + error.message, '1')
      return
    }
    reloadOnceForNewBuild()
  })
}
