import { Link, useLocation } from '@tanstack/react-router'
import { ChevronRightIcon } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Collapsible, CollapsibleContent, CollapsibleTrigger } from '@/components/ui/collapsible'
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu'
import { useSidebar } from '@/components/ui/sidebar-context'
import {
  SidebarGroup,
  SidebarGroupLabel,
  SidebarMenu,
  SidebarMenuBadge,
  SidebarMenuButton,
  SidebarMenuItem,
  SidebarMenuSub,
  SidebarMenuSubButton,
  SidebarMenuSubItem,
} from '@/components/ui/sidebar-menu'
import type { NavGroup as NavGroupData, NavItem } from '@/components/layout/sidebar-data'
import { isNavItemActive } from '@/components/layout/nav-active'
import { TRENDING_FRESHNESS_BADGE } from '@/components/layout/trending-freshness'
import { TrendingFreshnessBadge } from '@/components/layout/trending-freshness-badge'

export function NavGroup({ titleKey, items }: NavGroupData) {
  const { t } = useTranslation()
  const { state, isMobile } = useSidebar()
  const href = useLocation({ select: (location) => location.href })
  return (
    <SidebarGroup>
      <SidebarGroupLabel>{t(titleKey)}</SidebarGroupLabel>
      <SidebarMenu>
        {items.map((item) => {
          const key = `${item.titleKey}-${item.url}`
          if (!item.items) return <NavLinkItem key={key} item={item} href={href} />
          // A collapsed sidebar shows sub-items in a flyout menu.
          if (state === 'collapsed' && !isMobile) return <NavFlyout key={key} item={item} href={href} />
          return <NavCollapsible key={key} item={item} href={href} />
        })}
      </SidebarMenu>
    </SidebarGroup>
  )
}

function NavBadge({ badge }: { badge?: string }) {
  const { t } = useTranslation()
  if (badge === TRENDING_FRESHNESS_BADGE) return <TrendingFreshnessBadge />
  return badge ? <SidebarMenuBadge>{t(badge)}</SidebarMenuBadge> : null
}

function NavLinkItem({ item, href }: { item: NavItem; href: string }) {
  const { t } = useTranslation()
  const { setOpenMobile } = useSidebar()
  const title = t(item.titleKey)
  return (
    <SidebarMenuItem>
      <SidebarMenuButton asChild isActive={isNavItemActive(href, item)} tooltip={title}>
        <Link to={item.url} onClick={() => setOpenMobile(false)}>
          {item.icon && <item.icon />}
          <span>{title}</span>
          <NavBadge badge={item.badge} />
        </Link>
      </SidebarMenuButton>
    </SidebarMenuItem>
  )
}

function NavCollapsible({ item, href }: { item: NavItem; href: string }) {
  const { t } = useTranslation()
  const { setOpenMobile } = useSidebar()
  const title = t(item.titleKey)
  return (
    <Collapsible asChild defaultOpen={isNavItemActive(href, item, true)} className="group/collapsible">
      <SidebarMenuItem>
        <CollapsibleTrigger asChild>
          <SidebarMenuButton tooltip={title}>
            {item.icon && <item.icon />}
            <span>{title}</span>
            <NavBadge badge={item.badge} />
            <ChevronRightIcon className="ml-auto transition-transform duration-200 group-data-[state=open]/collapsible:rotate-90" />
          </SidebarMenuButton>
        </CollapsibleTrigger>
        <CollapsibleContent>
          <SidebarMenuSub>
            {item.items?.map((sub) => (
              <SidebarMenuSubItem key={sub.url}>
                <SidebarMenuSubButton asChild isActive={isNavItemActive(href, sub)}>
                  <Link to={sub.url} onClick={() => setOpenMobile(false)}>
                    {sub.icon && <sub.icon />}
                    <span>{t(sub.titleKey)}</span>
                  </Link>
                </SidebarMenuSubButton>
              </SidebarMenuSubItem>
            ))}
          </SidebarMenuSub>
        </CollapsibleContent>
      </SidebarMenuItem>
    </Collapsible>
  )
}

function NavFlyout({ item, href }: { item: NavItem; href: string }) {
  const { t } = useTranslation()
  const title = t(item.titleKey)
  return (
    <SidebarMenuItem>
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <SidebarMenuButton tooltip={title} isActive={isNavItemActive(href, item)} aria-label={title}>
            {item.icon && <item.icon />}
            <span>{title}</span>
          </SidebarMenuButton>
        </DropdownMenuTrigger>
        <DropdownMenuContent side="right" align="start" sideOffset={4}>
          <DropdownMenuLabel>{title}</DropdownMenuLabel>
          <DropdownMenuSeparator />
          {item.items?.map((sub) => (
            <DropdownMenuItem key={sub.url} asChild>
              <Link to={sub.url} className={isNavItemActive(href, sub) ? 'bg-accent' : ''}>
                {sub.icon && <sub.icon />}
                <span className="max-w-52 text-wrap">{t(sub.titleKey)}</span>
              </Link>
            </DropdownMenuItem>
          ))}
        </DropdownMenuContent>
      </DropdownMenu>
    </SidebarMenuItem>
  )
}
