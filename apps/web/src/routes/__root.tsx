import { createRootRouteWithContext, Outlet } from '@tanstack/react-router'
import type { QueryClient } from '@tanstack/react-query'
import { Toaster } from '@/components/toaster'
import { DocumentTitle } from '@/components/document-title'

export const Route = createRootRouteWithContext<{ queryClient: QueryClient }>()({
  component: () => (
    <>
      <DocumentTitle />
      <Outlet />
      <Toaster />
    </>
  ),
})
