import { lazy, Suspense } from 'react'
import { createRootRouteWithContext, Outlet } from '@tanstack/react-router'
import type { QueryClient } from '@tanstack/react-query'
import { DocumentTitle } from '@/components/document-title'
import { useAfterFirstPaint } from '@/hooks/use-after-first-paint'

// Radix Toast and its layers are about a tenth of the entry and no page needs them to paint: they
// load once the page has painted, and a toast asked for before they arrive waits in the store
// (use-toast).
const Toaster = lazy(() => import('@/components/toaster').then(({ Toaster }) => ({ default: Toaster })))

function DeferredToaster() {
  const painted = useAfterFirstPaint()
  if (!painted) return null
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  )
}

export const Route = createRootRouteWithContext<{ queryClient: QueryClient }>()({
  component: () => (
    <>
      <DocumentTitle />
      <Outlet />
      <DeferredToaster />
    </>
  ),
})
