import { createRouter } from '@tanstack/react-router'
import { queryClient } from '@/lib/query-client'
import { routeTree } from '@/routeTree.gen'
import { GeneralError } from '@/features/errors/general-error'
import { NotFoundFallback } from '@/features/errors/error-pages'

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

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router
  }
}
