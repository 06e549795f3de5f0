import { lazy, Suspense } from 'react'

// The menu, its queries and the contract's schemas load after the shell, not with it.
const BellMenu = lazy(() => import('./bell-menu'))

/** The header's bell: the unread count, and the newest notifications in a menu. */
export function NotificationBell() {
  return (
    <Suspense fallback={<span aria-hidden className="size-9" />}>
      <BellMenu />
    </Suspense>
  )
}
