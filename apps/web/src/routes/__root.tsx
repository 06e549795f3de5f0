import { createRootRouteWithContext, Outlet } from '@tanstack/react-router'
import type { QueryClient } from '@tanstack/react-query'
import { DocumentTitle } from '@/components/document-title'
import { deferredComponent } from '@/components/deferred-component'

// Radix Toast and its layers are about a tenth of the entry and no page needs them to paint: they
// load once the page has painted, and a toast asked for before they arrive waits in the store
// (use-toast), as it does while the chunk cannot be loaded.
const DeferredToaster = deferredComponent(() => import('@/components/toaster').then(({ Toaster }) => Toaster))

export const Route = createRootRouteWithContext<{ queryClient: QueryClient }>()({
  component: () => (
    <>
      <DocumentTitle />
      <Outlet />
      <DeferredToaster />
    </>
  ),
})
