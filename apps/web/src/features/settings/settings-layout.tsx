import { Link, Outlet, useLocation } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { cn } from '@/lib/utils'
import { PageContainer } from '@/components/layout/page-container'
import { sidebarGroups } from '@/components/layout/sidebar-data'

/** The settings sub-pages are the Settings item's children in the sidebar data: one list. */
const settingsItems =
  sidebarGroups.flatMap((group) => group.items).find((item) => item.url === '/settings')?.items ?? []

export function SettingsLayout() {
  const { t } = useTranslation('settings')
  const { t: tc } = useTranslation()
  const pathname = useLocation({ select: (location) => location.pathname.replace(/\/$/, '') })
  return (
    <PageContainer title={t('title')} description={t('subtitle')}>
      <div className="flex flex-col gap-8 lg:flex-row">
        <nav aria-label={t('title')} className="flex gap-1 overflow-x-auto lg:w-52 lg:shrink-0 lg:flex-col">
          {settingsItems.map((item) => (
            <Link
              key={item.url}
              to={item.url}
              className={cn(
                'flex shrink-0 items-center gap-2 rounded-md px-3 py-2 text-sm font-medium text-muted-foreground transition-colors hover:bg-accent hover:text-accent-foreground',
                pathname === item.url && 'bg-accent text-accent-foreground',
              )}
            >
              {item.icon && <item.icon className="size-4" />}
              {tc(item.titleKey)}
            </Link>
          ))}
        </nav>
        <div className="min-w-0 flex-1 lg:max-w-2xl">
          <Outlet />
        </div>
      </div>
    </PageContainer>
  )
}
