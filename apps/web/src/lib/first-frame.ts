import type { AnyRouter } from '@tanstack/react-router'

/**
 * If the router has not rendered a page by then, the copy goes anyway: whatever the app shows (a
 * spinner while a slow network brings translations, an error page) must not stay behind it.
 */
export const FIRST_FRAME_MAX_MS = 10_000

/**
 * Removes the page's first frame, the still copy the server put in its HTML (scripts/first-frame.ts),
 * once the router has rendered the page itself. The router says so from the commit's layout
 * effects, before the browser paints again, and index.css shows the app as soon as the copy is
 * gone: the copy and the page never show together, nor does an empty frame come between.
 */
export function handOverFirstFrame(router: AnyRouter) {
  const frame = document.getElementById('first-frame')
  if (!frame) return
  const handOver = () => {
    unsubscribe()
    clearTimeout(timer)
    frame.remove()
  }
  const unsubscribe = router.subscribe('onRendered', handOver)
  const timer = setTimeout(handOver, FIRST_FRAME_MAX_MS)
}
