import type { ReactNode } from 'react'
import { Separator } from '@/components/ui/separator'
import { SidebarTrigger } from '@/components/ui/sidebar'
import { ThemeSwitch } from '@/components/theme-switch'
import { SearchButton } from '@/components/command-menu/search-button'
import { ProfileDropdown } from '@/components/layout/profile-dropdown'

/** Top bar of the signed-in area: sidebar toggle, search (palette), theme, user menu; `end` before them (the bell). */
export function Header({ children, end }: { children?: ReactNode; end?: ReactNode }) {
  return (
    <header className="sticky top-0 z-20 flex h-14 shrink-0 items-center gap-3 border-b bg-background/80 px-4 backdrop-blur supports-[backdrop-filter]:bg-background/60">
      <SidebarTrigger className="-ml-1" />
      <Separator orientation="vertical" className="h-5!" />
      <SearchButton />
      {children}
      <div className="ml-auto flex items-center gap-1">
        {end}
        <ThemeSwitch />
        <ProfileDropdown />
      </div>
    </header>
  )
}
