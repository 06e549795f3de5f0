import { StrictMode, Suspense } from 'react'
import { createRoot } from 'react-dom/client'
import { QueryClientProvider } from '@tanstack/react-query'
import { RouterProvider } from '@tanstack/react-router'
import type { Preferences } from '@hookline/contract'
import '@/styles/index.css'
import '@/lib/i18n'
import { connectQueryNavigation, queryClient } from '@/lib/query-client'
import { prefetchCurrentUser } from '@/lib/session'
import { listenForChunkFailures } from '@/lib/chunk-reload'
import { handOverFirstFrame } from '@/lib/first-frame'
import { PREFERENCES_CHOSEN } from '@/lib/preferences'
import { prefetchFirstPage, router } from '@/router'
import { ThemeProvider } from '@/context/theme-provider'
import { FontProvider } from '@/context/font-provider'
import { BootSpinner } from '@/components/boot-spinner'

connectQueryNavigation({
  currentHref: () => router.state.location.href,
  navigate: (to, search) => void router.navigate({ to, search }),
})
prefetchCurrentUser()
prefetchFirstPage(window.location.pathname)
handOverFirstFrame(router)
listenForChunkFailures()
// A failed copy changes nothing the user sees and is only logged. Loaded on demand, keeping the
// profile API (and zod) out of the entry chunk.
window.addEventListener(PREFERENCES_CHOSEN, (event) => {
  const preferences = (event as CustomEvent<Preferences>).detail
  void import('@/lib/profile-api').then(({ saveAccountPreferences }) => saveAccountPreferences(preferences))
})

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
