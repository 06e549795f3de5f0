import type { ReactNode } from 'react'
import { useAuthStore } from '@/stores/auth-store'
import { LoadingScreen } from '@/components/loading-screen'
import { SkipToMain } from '@/components/skip-to-main'
import { CommandMenu } from '@/components/command-menu/command-menu'
import { SidebarInset } from '@/components/ui/sidebar'
import { TooltipProvider } from '@/components/ui/tooltip'
import { SidebarProvider } from '@/components/ui/sidebar-context'
import { AppSidebar } from '@/components/layout/app-sidebar'
import { Header } from '@/components/layout/header'

/**
 * Spinner while the session check loads, the shell once initialised, nothing otherwise.
 * The check itself starts with the app (bootstrapSession in main.tsx).
 */
export function AuthenticatedLayout({ banner, children }: { banner?: ReactNode; children: ReactNode }) {
  const loading = useAuthStore((s) => s.loading)
  const initialized = useAuthStore((s) => s.initialized)
  if (loading) return <LoadingScreen />
  if (!initialized) return null
  // Tooltips live only in the signed-in shell; providing them here keeps Radix Tooltip and its
  // positioning code out of the entry chunk (docs/decisions/015).
  return (
    <TooltipProvider>
      <SidebarProvider>
        <SkipToMain />
        <AppSidebar />
        <SidebarInset>
          <Header />
          {banner}
          <main id="content" tabIndex={-1} className="flex flex-1 flex-col outline-none">
            {children}
          </main>
        </SidebarInset>
        <CommandMenu />
      </SidebarProvider>
    </TooltipProvider>
  )
}
