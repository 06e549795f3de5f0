import { useEffect, useState } from 'react'
import { useOnline } from '@/hooks/use-online'

/**
 * False until the page has painted and the browser has a moment to spare (at most `timeoutMs`
 * later), then true for good: for parts that no one uses in the first instant (the public pages'
 * menus, the Toaster). Rendered at once, their lazy chunks were asked for in the same render as the
 * page's form and were fetched and compiled while it painted.
 *
 * Offline it waits for the network: those parts load lazy chunks, which would only fail (and show
 * their fallback until the network is back: deferredComponent).
 */
export function useAfterFirstPaint(timeoutMs = 1000) {
  const online = useOnline()
  const [ready, setReady] = useState(false)
  useEffect(() => {
    if (ready || !online) return
    // Safari has no requestIdleCallback: a short timer after the effect, which runs after paint.
    if (typeof window.requestIdleCallback !== 'function') {
      const timer = window.setTimeout(() => setReady(true), 100)
      return () => window.clearTimeout(timer)
    }
    const idle = window.requestIdleCallback(() => setReady(true), { timeout: timeoutMs })
    return () => window.cancelIdleCallback(idle)
  }, [ready, online, timeoutMs])
  return ready
}
