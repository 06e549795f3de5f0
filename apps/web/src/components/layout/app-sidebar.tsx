import { Link } from '@tanstack/react-router'
import { LanguagesIcon } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Logo } from '@/components/logo'
import { LanguageMenuItems } from '@/components/language-switch'
import { DropdownMenu, DropdownMenuContent, DropdownMenuTrigger } from '@/components/ui/dropdown-menu'
import { Sidebar, SidebarContent, SidebarFooter, SidebarHeader } from '@/components/ui/sidebar'
import { useSidebar } from '@/components/ui/sidebar-context'
import { SidebarMenu, SidebarMenuButton, SidebarMenuItem } from '@/components/ui/sidebar-menu'
import { NavGroup } from '@/components/layout/nav-group'
import { sidebarGroups, visibleNavGroups } from '@/components/layout/sidebar-data'
import { useCurrentUser } from '@/lib/session'

export function AppSidebar() {
  const { t } = useTranslation()
  const { setOpenMobile } = useSidebar()
  const groups = visibleNavGroups(sidebarGroups, useCurrentUser()?.is_admin ?? false)
  return (
    <Sidebar>
      {/* A navigation landmark: screen-reader users jump to it, and no sidebar content sits outside a landmark. */}
      <nav aria-label={t('nav.label')} className="flex min-h-0 w-full flex-1 flex-col">
        <SidebarHeader>
          <SidebarMenu>
            <SidebarMenuItem>
              <SidebarMenuButton size="lg" asChild>
                <Link to="/" onClick={() => setOpenMobile(false)}>
                  <Logo />
                  <div className="grid flex-1 text-left leading-tight">
                    <span className="truncate font-semibold">{t('appName')}</span>
                    <span className="truncate text-xs text-muted-foreground">{t('appTagline')}</span>
                  </div>
                </Link>
              </SidebarMenuButton>
            </SidebarMenuItem>
          </SidebarMenu>
        </SidebarHeader>
        <SidebarContent>
          {groups.map((group) => (
            <NavGroup key={group.titleKey} {...group} />
          ))}
        </SidebarContent>
        <SidebarFooter>
          <SidebarLanguageSwitch />
        </SidebarFooter>
      </nav>
    </Sidebar>
  )
}

/** The sidebar's language switcher (English / Chinese). */
function SidebarLanguageSwitch() {
  const { t, i18n } = useTranslation()
  const { isMobile } = useSidebar()
  return (
    <SidebarMenu>
      <SidebarMenuItem>
        <DropdownMenu>
          <DropdownMenuTrigger asChild>
            {/* The name says what the button is for and contains what it shows ("语言: 中文"). */}
            <SidebarMenuButton
              tooltip={t('language.label')}
              aria-label={`${t('language.label')}: ${t(`language.${i18n.resolvedLanguage ?? 'zh'}`)}`}
            >
              <LanguagesIcon />
              <span>{t(`language.${i18n.resolvedLanguage ?? 'zh'}`)}</span>
            </SidebarMenuButton>
          </DropdownMenuTrigger>
          <DropdownMenuContent side={isMobile ? 'top' : 'right'} align="end" className="min-w-40">
            <LanguageMenuItems />
          </DropdownMenuContent>
        </DropdownMenu>
      </SidebarMenuItem>
    </SidebarMenu>
  )
}
