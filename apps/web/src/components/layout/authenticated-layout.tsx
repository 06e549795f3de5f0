import type { ReactNode } from 'react'
import { useQuery } from '@tanstack/react-query'
import { currentUserQueryOptions } from '@/lib/session'
import { LoadingScreen } from '@/components/loading-screen'
import { SkipToMain } from '@/components/skip-to-main'
import { CommandMenu } from '@/components/command-menu/command-menu'
import { SidebarInset } from '@/components/ui/sidebar'
import { TooltipProvider } from '@/components/ui/tooltip'
import { SidebarProvider } from '@/components/ui/sidebar-context'
import { AppSidebar } from '@/components/layout/app-sidebar'
import { Header } from '@/components/layout/header'

/**
 * Spinner while the signed-in user first loads (its request leaves before the first render:
 * prefetchCurrentUser in main.tsx), then the shell, also when the user could not be read.
 */
export function AuthenticatedLayout({
  banner,
  headerEnd,
  children,
}: {
  banner?: ReactNode
  headerEnd?: ReactNode
  children: ReactNode
}) {
  const user = useQuery(currentUserQueryOptions())
  // Only the first answer is waited for: a later read (a retry after a failure) puts the query
  // back to pending without data, and must not take the shell away.
  const answered = user.dataUpdatedAt > 0 || user.errorUpdatedAt > 0
  if (user.isPending && !answered) return <LoadingScreen />
  // Tooltips live only in the signed-in shell; providing them here keeps Radix Tooltip and its
  // positioning code out of the entry chunk (docs/decisions/015).
  return (
    <TooltipProvider>
      <SidebarProvider>
        <SkipToMain />
        <AppSidebar />
        <SidebarInset>
          <Header end={headerEnd} />
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
