import { useEffect, useState } from 'react'

/**
 * False until the page has painted and the browser has a moment to spare (at most `timeoutMs`
 * later), then true: for parts that no one uses in the first instant (the public pages' menus,
 * the Toaster). Rendered at once, their lazy chunks were asked for in the same render as the
 * page's form and were fetched and compiled while it painted.
 */
export function useAfterFirstPaint(timeoutMs = 1000) {
  const [ready, setReady] = useState(false)
  useEffect(() => {
    // Safari has no requestIdleCallback: a short timer after the effect, which runs after paint.
    if (typeof window.requestIdleCallback !== 'function') {
      const timer = window.setTimeout(() => setReady(true), 100)
      return () => window.clearTimeout(timer)
    }
    const idle = window.requestIdleCallback(() => setReady(true), { timeout: timeoutMs })
    return () => window.cancelIdleCallback(idle)
  }, [timeoutMs])
  return ready
}
