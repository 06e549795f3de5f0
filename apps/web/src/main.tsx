import { StrictMode, Suspense } from 'react'
import { createRoot } from 'react-dom/client'
import { QueryClientProvider } from '@tanstack/react-query'
import { RouterProvider } from '@tanstack/react-router'
import '@/styles/index.css'
import '@/lib/i18n'
import { connectQueryNavigation, queryClient } from '@/lib/query-client'
import { bootstrapSession } from '@/lib/session'
import { listenForChunkFailures } from '@/lib/chunk-reload'
import { router } from '@/router'
import { ThemeProvider } from '@/context/theme-provider'
import { FontProvider } from '@/context/font-provider'
import { BootSpinner } from '@/components/boot-spinner'

connectQueryNavigation({
  currentHref: () => router.state.location.href,
  navigate: (to, search) => void router.navigate({ to, search }),
})
void bootstrapSession()
listenForChunkFailures()

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <ThemeProvider>
        <FontProvider>
          {/* Translations load over HTTP; until the first namespaces arrive, a bare spinner. */}
          <Suspense fallback={<BootSpinner />}>
            <RouterProvider router={router} />
          </Suspense>
        </FontProvider>
      </ThemeProvider>
    </QueryClientProvider>
  </StrictMode>,
)
