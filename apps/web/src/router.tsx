import { createRouter } from '@tanstack/react-router'
import { queryClient } from '@/lib/query-client'
import { routeTree } from '@/routeTree.gen'
import { GeneralError } from '@/features/errors/general-error'
import { NotFoundFallback } from '@/features/errors/error-pages'
import { useAuthStore } from '@/stores/auth-store'

/** Router timings. */
export const router = createRouter({
  routeTree,
  context: { queryClient },
  defaultPreload: 'intent',
  defaultPreloadDelay: 50,
  defaultPendingMs: 1000,
  defaultPendingMinMs: 500,
  defaultPreloadStaleTime: 30_000,
  defaultGcTime: 5 * 60_000,
  scrollRestoration: true,
  defaultErrorComponent: GeneralError,
  defaultNotFoundComponent: NotFoundFallback,
})

/**
 * The API reads and translations of the page the app opens on (each matched route's
 * `staticData.prefetch`), asked for at boot beside the signed-in user's: its route's loader would
 * ask only after the route's chunk has loaded and the router's first load has run. Signed out, the page is not shown, so nothing is asked.
 */
export function prefetchFirstPage(pathname: string) {
  if (!useAuthStore.getState().token) return
  const [routes] = router.getMatchedRoutes(pathname)
  for (const route of routes) route.options.staticData?.prefetch?.()
}

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router
  }
  interface StaticDataRouteOption {
    /** The page's API reads and translations, for prefetchFirstPage; its loader asks on later visits. */
    prefetch?: () => void
  }
}
